import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { SWRConfig } from 'swr';
import ProductDetail from '../../tastics/product/detail';
import type { ProductPagePayload } from '../../src/api/products';
import { registerSizeAdvisor, type SizeAdviceRequest, type SizeAdvisor } from '../../src/app/size-advisor';
import { isSizeAdviceOffered } from '../../src/domain/size-advice';
import { advisedSize, sizeAdviceLocale, sizeAdviceRequest } from '../../src/domain/size-advice-request';
import { getProject } from '../../src/config/projects';
import { renderInShop, settle } from '../support/render';
import { baseRoutes, stubFetch } from './fetch-stub';
import { blue, colour, jacket, size } from './fixtures';
import { testFolder } from '../support/page';

configure({ asyncUtilTimeout: 5_000 });

const query = { colorVariant: null, tall: false, querySize: null, querySizeType: null, queryID: null };
const payload: ProductPagePayload = { product: jacket, parts: [], breadcrumbs: [], query };
const folder = testFolder;
const withAdvisor = { sizeAdvisorScriptUrl: '/size-advisor/stand-in.js', sizeAdvisorShopId: 'shop-7' };

function renderDetail(options: Parameters<typeof renderInShop>[1] = {}) {
  return renderInShop(
    <SWRConfig value={{ provider: () => new Map() }}>
      <ProductDetail
        tasticId="t"
        pageFolder={folder}
        data={{ mobile: true, tablet: true, desktop: true, product: { dataSourceId: '__master', dataSource: payload }, sizeChartUrl: '/groessen' }}
      />
    </SWRConfig>,
    options,
  );
}

/** A provider plugged in by code, recording what it is asked. */
function fakeAdvisor(answer: { supports: boolean; size: string | null }) {
  const asked: SizeAdviceRequest[] = [];
  const advisor: SizeAdvisor = {
    supports: async (request) => {
      asked.push(request);
      return answer.supports;
    },
    open: async () => (answer.size ? { size: answer.size } : null),
  };
  registerSizeAdvisor(advisor);
  return asked;
}

afterEach(() => {
  registerSizeAdvisor(null);
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('size advice rules', () => {
  it.each([
    ['hrm', 'en', 'GB', { language: 'de', country: 'DE' }],
    ['eck', 'de', 'AT', { language: 'de', country: 'DE' }],
    ['hrm', 'cs', 'CZ', { language: 'de', country: 'DE' }],
    ['hgg', 'en', 'GB', { language: 'en', country: 'GB' }],
    ['hgg', 'pl', 'PL', { language: 'pl', country: 'PL' }],
    ['hgg', 'de', 'CH', { language: 'de', country: 'CH' }],
  ])('project %s, shopper in %s_%s: the widget speaks %o', (projectId, language, territory, expected) => {
    expect(sizeAdviceLocale(getProject(projectId), { language, territory })).toEqual(expected);
  });

  it.each([
    ['configured, jacket sizes', true, [size('a', '48', 1, { sizeType: 'standarddob' }), size('b', '50', 1, { sizeType: 'standarddob' })], true],
    ['not configured', false, [size('a', 'M'), size('b', 'L')], false],
    ['a single size', true, [size('a', 'M')], false],
    ['belts are not measured', true, [size('a', '90', 1, { sizeType: 'belt' }), size('b', '95', 1, { sizeType: 'belt' })], false],
    ['one size', true, [size('a', 'One Size', 1, { sizeType: 'allsize' }), size('b', 'One Size', 1, { sizeType: 'allsize' })], false],
  ])('offered: %s', (_rule, configured, sizes, offered) => {
    expect(isSizeAdviceOffered(configured, colour('1', 'Blau', sizes))).toBe(offered);
  });

  it('asks about each size with its system and availability, and finds the advised size by its label', () => {
    const jackets = colour('2', 'Blau', [
      size('n', '50', 2, { sizeType: 'standarddob' }),
      size('s', '25', 0, { sizeType: 'standarddob', bodyType: 'short' }),
      size('l', '102', 1, { sizeType: 'standarddob', bodyType: 'tall' }),
    ]);
    const request = sizeAdviceRequest({
      product: jacket,
      colour: jackets,
      project: getProject('hgg'),
      locale: { language: 'fr', territory: 'FR' },
      shopId: 'x',
      sessionId: 'AbC12345',
    });
    expect(request).toMatchObject({ productId: jacket.objectID, itemNumber: '2', language: 'fr', country: 'FR', shopId: 'x', sessionId: 'AbC12345' });
    expect(request.sizes).toEqual([
      { sku: 'n', label: '50', system: 'normal', available: true },
      { sku: 's', label: '25', system: 'short', available: false },
      { sku: 'l', label: '102', system: 'long', available: true },
    ]);
    expect(advisedSize(jackets, ' 102 ')?.sku).toBe('l');
    expect(advisedSize(jackets, '58')).toBeNull();
  });
});

describe('the size advisor on the product page', () => {
  it('without a configured advisor: no button, the size chart link after 5 seconds', async () => {
    vi.useFakeTimers();
    stubFetch(baseRoutes);
    renderDetail();
    expect(screen.queryByRole('button', { name: 'Größenberater' })).toBeNull();
    act(() => vi.advanceTimersByTime(5_000));
    expect(screen.getByRole('link', { name: 'Größentabelle' })).toBeInTheDocument();
    await settle();
  });

  it('with an advisor: its button instead of the size chart link; the advice chooses the size in the buy box', async () => {
    stubFetch(baseRoutes);
    const asked = fakeAdvisor({ supports: true, size: '50' });
    renderDetail({ projectConfiguration: withAdvisor });
    const button = screen.getByRole('button', { name: 'Größenberater' });
    fireEvent.click(button);
    await screen.findByText('Empfohlene Größe: 50');
    expect(within(screen.getByRole('group', { name: /Größe/ })).getByRole('button', { name: '50' })).toHaveAttribute('aria-pressed', 'true');
    expect(asked[0]).toMatchObject({ itemNumber: blue.itemnum, shopId: 'shop-7', language: 'de', country: 'DE' });
    expect(asked[0]!.sessionId).toMatch(/^[A-Za-z0-9]{8}$/);
  });

  it('with an advisor the size chart link does not appear after 5 seconds', async () => {
    vi.useFakeTimers();
    stubFetch(baseRoutes);
    fakeAdvisor({ supports: true, size: null });
    renderDetail({ projectConfiguration: withAdvisor });
    act(() => vi.advanceTimersByTime(10_000));
    expect(screen.getByRole('button', { name: 'Größenberater' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Größentabelle' })).toBeNull();
    await settle();
  });

  it.each([
    ['hrm', 'en_GB', 'de', 'DE'],
    ['eck', 'de_AT', 'de', 'DE'],
    ['hgg', 'en_GB', 'en', 'GB'],
    ['hgg', 'fr_FR', 'fr', 'FR'],
  ])('project %s in %s asks the widget in %s for %s', async (projectId, locale, language, country) => {
    stubFetch(baseRoutes);
    const asked = fakeAdvisor({ supports: true, size: null });
    renderDetail({ projectId, locale, projectConfiguration: withAdvisor });
    fireEvent.click(screen.getByRole('button', { name: /^(Größenberater|Size advisor|Conseiller de taille)$/ }));
    await waitFor(() => expect(asked).toHaveLength(1));
    expect(asked[0]).toMatchObject({ language, country });
    await settle();
  });

  it.each([
    ['de_DE', 'Für diesen Artikel gibt es keine Größenberatung.', 'Größentabelle'],
    ['en_GB', 'There is no size advice for this article.', 'Size chart'],
    ['cs_CZ', 'Pro tento článek není k dispozici poradenství k velikosti.', 'Tabulka velikostí'],
    ['pl_PL', 'Dla tego artykułu nie ma doradztwa w zakresie rozmiaru.', 'Tabela rozmiarów'],
    ['nl_NL', 'Voor dit artikel is er geen maatadvies.', 'Maattabel'],
    ['fr_FR', 'Aucun conseil de taille pour cet article.', 'Guide des tailles'],
  ])('an article the provider has no advice for leads to the size chart (%s)', async (locale, text, chart) => {
    stubFetch(baseRoutes);
    fakeAdvisor({ supports: false, size: null });
    renderDetail({ locale, projectConfiguration: withAdvisor });
    fireEvent.click(
      screen.getByRole('button', { name: /^(Größenberater|Size advisor|Velikostní poradce|Doradca rozmiaru|Maatadviseur|Conseiller de taille)$/ }),
    );
    expect(await screen.findByText(text, { exact: false })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: chart })).toHaveAttribute('href', '/groessen');
  });
});
