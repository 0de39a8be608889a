import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { SWRConfig } from 'swr';
import ProductSet from '../../tastics/product/set';
import ProductOutfit from '../../tastics/product/outfit';
import ProductKit from '../../tastics/product/kit';
import ProductVoucher from '../../tastics/product/voucher';
import HowToMeasure from '../../tastics/product/how-to-measure';
import type { ProductPagePayload } from '../../src/api/products';
import type { TasticComponent } from '../../src/shop/registry';
import { renderInShop, settle } from '../support/render';
import { ShopOverlays } from '../../src/page/ShopOverlays';
import { baseRoutes, emptyCart, stubFetch } from './fetch-stub';
import { colour, jacket, record, size } from './fixtures';
import { testFolder } from '../support/page';

const query = { colorVariant: null, tall: false, querySize: null, querySizeType: null, queryID: null };
const trousers = record(
  'P000002',
  [
    colour('10000011', 'Blau', [size('T48', '48'), size('T50', '50')], { filterColor: 'blue' }),
    colour('10000012', 'Schwarz', [size('U48', '48')], { filterColor: 'black' }),
  ],
  { title: 'Hose Slim' },
);
const own = colour('10000099', 'Navy', [size('SET1', 'One Size', 10)]);
const composite = (productType: 'set' | 'outfit' | 'kit'): ProductPagePayload => ({
  product: record('P000009', [own], { productType, title: `${productType} Milano`, subProducts: ['P000001', 'P000002'] }),
  parts: [jacket, trousers],
  breadcrumbs: [],
  query,
});
const folder = testFolder;

function show(Tastic: TasticComponent, payload: ProductPagePayload, options: Parameters<typeof renderInShop>[1] = {}) {
  return renderInShop(
    <SWRConfig value={{ provider: () => new Map() }}>
      <Tastic
        tasticId="t"
        pageFolder={folder}
        data={{ mobile: true, tablet: true, desktop: true, product: { dataSourceId: '__master', dataSource: payload } }}
      />
      <ShopOverlays />
    </SWRConfig>,
    options,
  );
}
const partSizes = (title: string) => screen.getByRole('group', { name: `Größe für ${title}` });
const added = {
  success: true,
  addedItems: [
    {
      lineItemId: 'l1',
      name: 'Set',
      count: 1,
      price: 100,
      totalPrice: 100,
      variant: { id: 'x', sku: 'SET1', projectSpecificData: { size: '', color: '', articleNumber: '' } },
      projectSpecificData: { brand: '', categories: [], productId: '', productType: 'set' },
    },
  ],
  cart: emptyCart,
};

// Two shared cores: give async UI more than the default second before failing.
configure({ asyncUtilTimeout: 5_000 });

afterEach(() => vi.unstubAllGlobals());

describe('set', () => {
  it('warns (warnSelectAllSize) until every part has a size, then adds one entry with selectedSetArticles', async () => {
    const { calls } = stubFetch({ ...baseRoutes, 'POST /frontastic/action/hirmer-cart/addMultiple': { body: added } });
    show(ProductSet, composite('set'));
    fireEvent.click(within(partSizes('Sakko Regular Fit')).getByRole('button', { name: '48' }));
    fireEvent.click(screen.getByRole('button', { name: 'Set in den Warenkorb' }));
    expect(await screen.findByText('Bitte wählen Sie für alle Artikel eine Größe.')).toBeInTheDocument();
    expect(calls.some((c) => c.path === '/frontastic/action/hirmer-cart/addMultiple')).toBe(false);

    fireEvent.click(within(partSizes('Hose Slim')).getByRole('button', { name: '50' }));
    expect(screen.queryByText('Bitte wählen Sie für alle Artikel eine Größe.')).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Set in den Warenkorb' }));
    await screen.findByRole('dialog', { name: 'Der Artikel wurde in den Warenkorb gelegt' });
    expect(calls.find((c) => c.path === '/frontastic/action/hirmer-cart/addMultiple')?.body).toEqual([
      { variant: { sku: 'SET1' }, count: 1, selectedSetArticles: ['B48', 'T50'] },
    ]);
  });

  it('a part colour change keeps its size', async () => {
    stubFetch(baseRoutes);
    show(ProductSet, composite('set'));
    fireEvent.click(within(partSizes('Hose Slim')).getByRole('button', { name: '48' }));
    fireEvent.click(screen.getByRole('button', { name: 'Hose Slim: Schwarz' }));
    expect(within(partSizes('Hose Slim')).getByRole('button', { name: '48' })).toHaveAttribute('aria-pressed', 'true');
    await settle();
  });

  it('pop-state navigation resets the parts chosen (back or forward, or the page brought back from the back-forward cache)', async () => {
    stubFetch(baseRoutes);
    show(ProductSet, composite('set'));
    const chip = () => within(partSizes('Hose Slim')).getByRole('button', { name: '48' });
    const colourTile = () => screen.getByRole('button', { name: 'Hose Slim: Schwarz' });
    fireEvent.click(chip());
    fireEvent.click(colourTile());
    expect(chip()).toHaveAttribute('aria-pressed', 'true');
    expect(colourTile()).toHaveAttribute('aria-pressed', 'true');
    // To a fragment and back (the skip link): popstate, then hashchange: no page change, the choice stays.
    await act(async () => {
      window.dispatchEvent(new PopStateEvent('popstate'));
      window.dispatchEvent(new HashChangeEvent('hashchange'));
      await new Promise((resolve) => setTimeout(resolve, 10));
    });
    expect(chip()).toHaveAttribute('aria-pressed', 'true');
    await act(async () => {
      window.dispatchEvent(new PopStateEvent('popstate'));
      await new Promise((resolve) => setTimeout(resolve, 10));
    });
    expect(chip()).toHaveAttribute('aria-pressed', 'false');
    expect(colourTile()).toHaveAttribute('aria-pressed', 'false');
    fireEvent.click(chip());
    act(() => {
      window.dispatchEvent(new PageTransitionEvent('pageshow', { persisted: false }));
    });
    expect(chip()).toHaveAttribute('aria-pressed', 'true');
    act(() => {
      window.dispatchEvent(new PageTransitionEvent('pageshow', { persisted: true }));
    });
    expect(chip()).toHaveAttribute('aria-pressed', 'false');
    await settle();
  });

  it('renders nothing for a regular product', () => {
    stubFetch(baseRoutes);
    const { container } = show(ProductSet, { ...composite('set'), product: jacket });
    expect(container).toBeEmptyDOMElement();
  });
});

describe('outfit', () => {
  it('adds only the parts with a chosen size; none chosen warns', async () => {
    const { calls } = stubFetch({ ...baseRoutes, 'POST /frontastic/action/hirmer-cart/addMultiple': { body: added } });
    show(ProductOutfit, composite('outfit'));
    fireEvent.click(screen.getByRole('button', { name: 'Auswahl in den Warenkorb' }));
    expect(await screen.findByText('Bitte wählen Sie für alle Artikel eine Größe.')).toBeInTheDocument();
    fireEvent.click(within(partSizes('Hose Slim')).getByRole('button', { name: '48' }));
    expect(screen.getByText('1 Artikel gewählt')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Auswahl in den Warenkorb' }));
    await waitFor(() =>
      expect(calls.find((c) => c.path === '/frontastic/action/hirmer-cart/addMultiple')?.body).toEqual([{ variant: { sku: 'T48' }, count: 1 }]),
    );
  });
});

describe('kit', () => {
  it('starts every part in the colour of the first part (one colour for all), never mixed', async () => {
    stubFetch(baseRoutes);
    const blackFirst = { ...jacket, colorVariants: [...jacket.colorVariants].sort((a) => (a.color === 'Schwarz' ? -1 : 1)) };
    show(ProductKit, { ...composite('kit'), parts: [blackFirst, trousers] });
    expect(screen.getAllByText('Farbe: Schwarz')).toHaveLength(2);
    await settle();
  });

  it('one colour choice sets every part to that colour', async () => {
    stubFetch(baseRoutes);
    show(ProductKit, composite('kit'));
    const kitColours = screen.getByRole('group', { name: 'Eine Farbe für alle Teile' });
    fireEvent.click(within(kitColours).getByRole('button', { name: 'Schwarz' }));
    expect(within(kitColours).getByRole('button', { name: 'Schwarz' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getAllByText('Farbe: Schwarz')).toHaveLength(2);
    await settle();
  });
});

describe('voucher', () => {
  const voucher: ProductPagePayload = {
    product: record('P000050', [colour('10000050', 'Rot', [size('V25', '25 €', 0, { isNos: true })])], {
      productType: 'geschenkkarte',
      title: 'Geschenkgutschein',
    }),
    parts: [],
    breadcrumbs: [],
    query,
  };
  it('shows the voucher in its territories, without click and reserve', async () => {
    stubFetch(baseRoutes);
    show(ProductVoucher, voucher, { locale: 'de_AT' });
    expect(screen.getByRole('heading', { name: 'Geschenkgutschein' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Im Store reservieren' })).not.toBeInTheDocument();
    await settle();
  });
  it('has product details but no care tab and no measuring guide', async () => {
    stubFetch(baseRoutes);
    show(ProductVoucher, voucher, { locale: 'de_DE' });
    expect(screen.getAllByText('Details').length).toBeGreaterThan(0);
    expect(screen.queryByText('Pflegehinweise')).toBeNull();
    await settle();
    const guide = renderInShop(
      <HowToMeasure
        tasticId="m"
        pageFolder={folder}
        data={{ mobile: true, tablet: true, desktop: true, headline: 'So messen Sie', product: { dataSourceId: '__master', dataSource: voucher } }}
      />,
    );
    expect(guide.container).toBeEmptyDOMElement();
  });
  it('renders nothing outside the restricted project territories', () => {
    stubFetch(baseRoutes);
    const { container } = show(ProductVoucher, voucher, { locale: 'pl_PL' });
    expect(container).toBeEmptyDOMElement();
  });
});
