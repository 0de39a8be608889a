import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { SWRConfig } from 'swr';
import ProductDetail from '../../tastics/product/detail';
import type { ProductPagePayload } from '../../src/api/products';
import { renderInShop, settle } from '../support/render';
import { ShopOverlays } from '../../src/page/ShopOverlays';
import { baseRoutes, emptyCart, store, stubFetch } from './fetch-stub';
import { black, blue, colour, jacket, record, size } from './fixtures';
import { expectTabsPattern } from '../support/tabs';
import { testFolder } from '../support/page';

const query = { colorVariant: null, tall: false, querySize: null, querySizeType: null, queryID: null };
const payload = (over: Partial<ProductPagePayload> = {}): ProductPagePayload => ({
  product: jacket,
  parts: [],
  breadcrumbs: [{ name: 'Sakkos', url: '/bekleidung/sakkos' }],
  query,
  ...over,
});
const devices = { mobile: true, tablet: true, desktop: true };
const folder = testFolder;

function renderDetail(p = payload(), options: Parameters<typeof renderInShop>[1] = {}, extra: Record<string, unknown> = {}) {
  return renderInShop(
    <SWRConfig value={{ provider: () => new Map() }}>
      <ProductDetail tasticId="t" pageFolder={folder} data={{ ...devices, product: { dataSourceId: '__master', dataSource: p }, ...extra }} />
      <ShopOverlays />
    </SWRConfig>,
    options,
  );
}

const sizeButton = (name: string | RegExp) => within(screen.getByRole('group', { name: /Größe/ })).getByRole('button', { name });
const colourButton = (name: string | RegExp) => within(screen.getByRole('group', { name: /Farbe/ })).getByRole('button', { name });

// Two shared cores: give async UI more than the default second before failing.
configure({ asyncUtilTimeout: 5_000 });

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
  window.history.replaceState(null, '', '/');
});

describe('product detail: selection', () => {
  it('changing the colour keeps the size and writes colorVariant into the address', async () => {
    stubFetch(baseRoutes);
    renderDetail();
    fireEvent.click(sizeButton('50'));
    expect(sizeButton('50')).toHaveAttribute('aria-pressed', 'true');
    fireEvent.click(colourButton('Schwarz'));
    expect(colourButton('Schwarz')).toHaveAttribute('aria-pressed', 'true');
    expect(sizeButton('50')).toHaveAttribute('aria-pressed', 'true');
    await waitFor(() => expect(new URL(window.location.href).searchParams.get('colorVariant')).toBe(black.itemnum));
    expect(document.title).toContain('Schwarz');
  });

  it('colours lacking the chosen size show a cross', async () => {
    stubFetch(baseRoutes);
    renderDetail();
    fireEvent.click(sizeButton('50'));
    expect(colourButton('Grau, nicht in Größe 50')).toHaveClass('is-crossed');
    expect(colourButton('Schwarz')).not.toHaveClass('is-crossed');
    await settle();
  });

  it('starts on the colour of the address and auto-selects the size from the query', async () => {
    stubFetch(baseRoutes);
    renderDetail(payload({ query: { ...query, colorVariant: black.itemnum, querySize: '50' } }));
    expect(colourButton('Schwarz')).toHaveAttribute('aria-pressed', 'true');
    expect(sizeButton('50')).toHaveAttribute('aria-pressed', 'true');
    await settle();
  });

  it('quantity goes from 1 to the stock of the size', async () => {
    stubFetch(baseRoutes);
    renderDetail();
    fireEvent.click(sizeButton('48'));
    const options = within(screen.getByLabelText('Menge'))
      .getAllByRole('option')
      .map((o) => o.textContent);
    expect(options).toEqual(['1', '2', '3']);
    await settle();
  });

  it('the tall flag keeps only colours and sizes with tall sizes in stock', async () => {
    stubFetch(baseRoutes);
    const tallColour = colour('10000009', 'Braun', [size('R50', '50'), size('R102', '102', 2, { bodyType: 'tall' })]);
    renderDetail(payload({ product: record('P000007', [blue, tallColour]) }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Nur Tall-Größen' }));
    expect(
      within(screen.getByRole('group', { name: /Größe/ }))
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['102']);
    expect(screen.queryByRole('group', { name: /Farbe/ })).not.toBeInTheDocument();
    expect(new URL(window.location.href).searchParams.get('tall')).toBe('1');
    await settle();
  });

  it('sizes can be shown in another size system; the chosen size stays', async () => {
    stubFetch(baseRoutes);
    const withUs = colour('10000008', 'Beige', [
      size('U1', '50', 2, { size: { eu: '50', us: '40R' } }),
      size('U2', '52', 2, { size: { eu: '52', us: '42R' } }),
    ]);
    renderDetail(payload({ product: record('P000008', [withUs]) }));
    fireEvent.click(sizeButton('50'));
    fireEvent.change(screen.getByLabelText('Größensystem'), { target: { value: 'us' } });
    expect(sizeButton('40R')).toHaveAttribute('aria-pressed', 'true');
    await settle();
  });

  it('renders nothing for another product type', () => {
    stubFetch(baseRoutes);
    const { container } = renderDetail(payload({ product: record('P9', jacket.colorVariants, { productType: 'set' }) }));
    expect(container).toBeEmptyDOMElement();
  });
});

describe('product detail: add to basket', () => {
  it('without a size warns (warnSizeSelect) and makes no call', async () => {
    const { calls } = stubFetch(baseRoutes);
    renderDetail();
    fireEvent.click(screen.getByRole('button', { name: 'In den Warenkorb' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Bitte wählen Sie eine Größe.');
    expect(calls.some((c) => c.path === '/frontastic/action/hirmer-cart/add')).toBe(false);
  });

  it('adds the chosen size and quantity and shows the basket dialog', async () => {
    const line = {
      lineItemId: 'l1',
      name: 'Sakko Regular Fit',
      count: 2,
      price: 19995,
      totalPrice: 39990,
      variant: { id: 'B48', sku: 'B48', projectSpecificData: { size: '48', color: 'Blau', articleNumber: '10000001' } },
      projectSpecificData: { brand: 'Corvin', categories: [], productId: 'P000001', productType: 'regular' },
    };
    const { calls } = stubFetch({
      ...baseRoutes,
      'POST /frontastic/action/hirmer-cart/add': {
        body: { success: true, addedItems: [line], cart: { ...emptyCart, lineItems: [line], itemCount: 2, sum: 39990 } },
      },
    });
    renderDetail();
    fireEvent.click(sizeButton('48'));
    fireEvent.change(screen.getByLabelText('Menge'), { target: { value: '2' } });
    fireEvent.click(screen.getByRole('button', { name: 'In den Warenkorb' }));
    const dialog = await screen.findByRole('dialog', { name: 'Der Artikel wurde in den Warenkorb gelegt' });
    expect(within(dialog).getAllByText(/Sakko Regular Fit/).length).toBeGreaterThan(0);
    expect(within(dialog).getByRole('link', { name: 'Zum Warenkorb' })).toBeInTheDocument();
    expect(calls.find((c) => c.path === '/frontastic/action/hirmer-cart/add')?.body).toMatchObject({ variant: { sku: 'B48' }, count: 2 });
  });

  it('shows the server message in the dialog when the add fails', async () => {
    stubFetch({
      ...baseRoutes,
      'POST /frontastic/action/hirmer-cart/add': {
        status: 409,
        body: { success: false, errors: [{ code: 'quantity_limit', message: 'Nur noch 1 Stück verfügbar.' }] },
      },
    });
    renderDetail();
    fireEvent.click(sizeButton('48'));
    fireEvent.click(screen.getByRole('button', { name: 'In den Warenkorb' }));
    const dialog = await screen.findByRole('dialog', { name: 'Bitte beachten Sie den folgenden Hinweis' });
    expect(dialog).toHaveTextContent('Nur noch 1 Stück verfügbar.');
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
  });

  it('nothing added without an error shows the generic store availability text', async () => {
    stubFetch({ ...baseRoutes, 'POST /frontastic/action/hirmer-cart/add': { body: { success: true, addedItems: [], cart: emptyCart } } });
    renderDetail();
    fireEvent.click(sizeButton('48'));
    fireEvent.click(screen.getByRole('button', { name: 'In den Warenkorb' }));
    const dialog = await screen.findByRole('dialog', { name: 'Der Artikel konnte nicht in den Warenkorb gelegt werden' });
    expect(dialog).toHaveTextContent('Die Verfügbarkeit in den Filialen konnte nicht geladen werden.');
  });
});

describe('product detail: wishlist', () => {
  it('the heart toggles the colour on the wishlist', async () => {
    const entry = {
      lineItemId: 'w1',
      name: 'Sakko',
      count: 1,
      addedAt: '2026-01-01',
      projectSpecificData: { objectID: 'P000001', itemNumber: '10000001', brand: 'Corvin', colorVariant: 'Blau', outOfStockFlag: false },
    };
    const { calls } = stubFetch({
      ...baseRoutes,
      'POST /frontastic/action/hirmer-wishlist/add': { body: { success: true, firstInSession: false, wishlist: { wishlistId: 'w', lineItems: [entry] } } },
    });
    renderDetail();
    fireEvent.click(screen.getByRole('button', { name: 'Auf den Merkzettel' }));
    expect(await screen.findByRole('button', { name: 'Vom Merkzettel entfernen' })).toHaveAttribute('aria-pressed', 'true');
    expect(calls.find((c) => c.path === '/frontastic/action/hirmer-wishlist/add')?.body).toMatchObject({ itemNumber: '10000001' });
  });
});

describe('product detail: sold out and click and reserve', () => {
  it('a sold-out size is disabled and opens the sold-out dialog with the stores that have it', async () => {
    const { calls } = stubFetch({
      ...baseRoutes,
      'GET /frontastic/action/hirmer-stores/info': { body: { success: true, data: [store('s1', 'Hirmer München', 2), store('s2', 'Hirmer Nürnberg', 0)] } },
    });
    renderDetail();
    const soldOut = sizeButton('52, online ausverkauft');
    expect(soldOut).toHaveAttribute('aria-disabled', 'true');
    fireEvent.click(soldOut);
    const dialog = await screen.findByRole('dialog', { name: 'Größe 52 ist online ausverkauft' });
    expect(await within(dialog).findByRole('heading', { name: 'Hirmer München' })).toBeInTheDocument();
    expect(within(dialog).queryByText('Hirmer Nürnberg')).not.toBeInTheDocument();
    expect(calls.find((c) => c.path === '/frontastic/action/hirmer-stores/info')?.url.search).toBe('?product=10000001&size=52');
    expect(sizeButton('48')).toHaveAttribute('aria-pressed', 'false');
  });

  it('says so when no store has the size', async () => {
    stubFetch({ ...baseRoutes, 'GET /frontastic/action/hirmer-stores/info': { body: { success: true, data: [store('s1', 'Hirmer München', 0)] } } });
    renderDetail();
    fireEvent.click(sizeButton('52, online ausverkauft'));
    expect(await screen.findByText('Dieser Artikel ist derzeit in keiner Filiale vorrätig.')).toBeInTheDocument();
  });

  it('reserving needs a size (warnSizeSelect)', async () => {
    stubFetch(baseRoutes);
    renderDetail();
    fireEvent.click(screen.getByRole('button', { name: 'Im Store reservieren' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Bitte wählen Sie eine Größe.');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('reserves in a store, then offers reserve more (closes) and the reservation basket', async () => {
    const { calls } = stubFetch({
      ...baseRoutes,
      'GET /frontastic/action/hirmer-stores/info': { body: { success: true, data: [store('s1', 'Hirmer München', 2), store('s2', 'Hirmer Nürnberg', 0)] } },
      'POST /frontastic/action/hirmer-reserve/add': { body: { success: true, errors: [], reservation: { reservationBasketItems: [], filiale: null } } },
    });
    renderDetail();
    fireEvent.click(sizeButton('48'));
    fireEvent.click(screen.getByRole('button', { name: 'Im Store reservieren' }));
    const dialog = await screen.findByRole('dialog', { name: 'Im Store reservieren' });
    expect(await within(dialog).findByText('Hirmer Nürnberg hat Größe 48 derzeit nicht vorrätig.')).toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole('button', { name: 'In Hirmer München reservieren' }));
    expect(await within(dialog).findByText('Der Artikel ist für Sie in Hirmer München reserviert.')).toBeInTheDocument();
    expect(calls.find((c) => c.path === '/frontastic/action/hirmer-reserve/add')?.body).toMatchObject({ oxid: 'B48', amount: 1, filialeid: 's1' });
    expect(within(dialog).getByRole('link', { name: 'Zum Reservierungskorb' })).toHaveAttribute('href', '/cart?type=reservation');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Weitere Artikel reservieren' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('a refused reservation shows the server message', async () => {
    stubFetch({
      ...baseRoutes,
      'GET /frontastic/action/hirmer-stores/info': { body: { success: true, data: [store('s1', 'Hirmer München', 2)] } },
      'POST /frontastic/action/hirmer-reserve/add': {
        status: 409,
        body: { success: false, errors: [{ code: 'other_store', message: 'Ihr Reservierungskorb gilt für eine andere Filiale.' }] },
      },
    });
    renderDetail();
    fireEvent.click(sizeButton('48'));
    fireEvent.click(screen.getByRole('button', { name: 'Im Store reservieren' }));
    const dialog = await screen.findByRole('dialog', { name: 'Im Store reservieren' });
    fireEvent.click(await within(dialog).findByRole('button', { name: 'In Hirmer München reservieren' }));
    expect(await within(dialog).findByText('Ihr Reservierungskorb gilt für eine andere Filiale.')).toBeInTheDocument();
  });
});

describe('product detail: information', () => {
  const review = (answer: string, rating = 5) => ({
    rating,
    name: 'Max',
    publishedAt: 1767225600,
    messages: [
      { question: 'Wie fällt der Artikel aus?', questionType: 'sizeFit', answer },
      { question: 'Text', questionType: 'freeText', answer: 'Sehr gut verarbeitet.' },
    ],
  });

  it('tabs: details, care, shipping; no ratings without reviews, no safety without a safety text', async () => {
    stubFetch(baseRoutes);
    renderDetail(payload(), { projectConfiguration: { shippingAccordions: [{ headline: { de: 'Versand' }, text: { de: 'Kostenlos ab 50 €' } }] } });
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual(['Details', 'Pflegehinweise', 'Versand & Rückgabe']);
    expectTabsPattern(screen.getByRole('tablist'));
    await settle();
  });

  it('ratings come third with reviews (hgg, the one brand with ratings); safety last with a safety text; size recommendation at 60 %', async () => {
    stubFetch({
      ...baseRoutes,
      'GET /frontastic/action/hirmer-review/list': {
        body: {
          success: true,
          data: { 10000001: { ratingAverage: 4.5, reviewCount: 3, mappedReviews: [review('kleiner'), review('kleiner'), review('passt genau', 4)] } },
        },
      },
    });
    renderDetail(payload({ product: { ...jacket, gpsr: 'Corvin GmbH, München' } }), {
      projectId: 'hgg',
      locale: 'de_DE',
      projectConfiguration: { shippingAccordions: [{ headline: { de: 'Versand' }, text: { de: 'x' } }] },
    });
    await waitFor(() => expect(screen.getAllByRole('tab')).toHaveLength(5));
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual([
      'Details',
      'Pflegehinweise',
      'Bewertungen',
      'Versand & Rückgabe',
      'Produktsicherheit',
    ]);
    fireEvent.click(screen.getByRole('tab', { name: 'Bewertungen' }));
    const panel = screen.getByRole('tabpanel', { name: 'Bewertungen' });
    expect(panel).toHaveTextContent('67 % der Kunden sagen: Der Artikel fällt kleiner aus.');
    expect(panel).toHaveTextContent('von Max am 01.01.2026');
    expect(panel).toHaveTextContent('Sehr gut verarbeitet.');
  });

  it('fetches no ratings in the projects without them (hrm, eck)', async () => {
    const { calls } = stubFetch({ ...baseRoutes, 'GET /frontastic/action/hirmer-review/list': { body: { success: true, data: {} } } });
    renderDetail(payload(), { projectId: 'hrm' });
    await settle();
    expect(calls.map((c) => c.path)).not.toContain('/frontastic/action/hirmer-review/list');
  });

  it('care instructions list every code with its symbol and its text', async () => {
    stubFetch(baseRoutes);
    renderDetail();
    fireEvent.click(screen.getByRole('tab', { name: 'Pflegehinweise' }));
    const panel = screen.getByRole('tabpanel', { name: 'Pflegehinweise' });
    const items = within(panel).getAllByRole('listitem');
    // The symbol is hidden from assistive technology: what is read out is the text alone.
    expect(
      items.map((li) =>
        [...li.children]
          .filter((el) => el.getAttribute('aria-hidden') !== 'true')
          .map((el) => el.textContent)
          .join(''),
      ),
    ).toEqual(['Waschen 30 °C', 'Nicht bleichen', 'Bügeln niedrige Temperatur']);
    expect(items.map((li) => li.querySelectorAll('svg.care-symbol').length)).toEqual([1, 1, 1]);
    await settle();
  });

  it('the size-chart link appears after 5 seconds', async () => {
    vi.useFakeTimers();
    stubFetch(baseRoutes);
    renderDetail(payload(), {}, { sizeChartUrl: '/groessen' });
    expect(screen.queryByRole('link', { name: 'Größentabelle' })).not.toBeInTheDocument();
    act(() => vi.advanceTimersByTime(4_999));
    expect(screen.queryByRole('link', { name: 'Größentabelle' })).not.toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByRole('link', { name: 'Größentabelle' })).toHaveAttribute('href', '/groessen');
    await settle();
  });

  it('lists the product attributes with translated labels, merchandising attributes left out', async () => {
    stubFetch(baseRoutes);
    renderDetail(payload({ product: { ...jacket, attributes: { discountTier: '-30 %', outerMaterial: 'Schurwolle', fit: 'Regular Fit' } } }));
    const details = screen.getByRole('tabpanel');
    expect(within(details).getByText('Passform').nextSibling).toHaveTextContent('Regular Fit');
    expect(within(details).getByText('Obermaterial').nextSibling).toHaveTextContent('Schurwolle');
    expect(within(details).queryByText('Rabattstufe')).not.toBeInTheDocument();
    expect(within(details).queryByText('-30 %')).not.toBeInTheDocument();
    await settle();
  });

  it('on mobile the information sections are collapsibles', async () => {
    stubFetch(baseRoutes);
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: query.includes('576'),
      media: query,
      addEventListener: () => {},
      removeEventListener: () => {},
    }));
    renderDetail();
    expect(screen.queryByRole('tab')).not.toBeInTheDocument();
    const details = screen.getByRole('button', { name: 'Details' });
    expect(details).toHaveAttribute('aria-expanded', 'false');
    fireEvent.click(details);
    expect(details).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText('Artikelnummer: 10000001')).toBeVisible();
    await settle();
  });

  it('shows the breadcrumb of the category path', async () => {
    stubFetch(baseRoutes);
    renderDetail();
    const nav = screen.getByRole('navigation', { name: 'Brotkrumennavigation' });
    expect(within(nav).getByRole('link', { name: 'Sakkos' })).toHaveAttribute('href', '/bekleidung/sakkos');
    await settle();
  });
});
