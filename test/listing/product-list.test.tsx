import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import ProductList from '../../tastics/listing/product-list';
import { setListingClientOverride } from '../../src/hooks/useListingClient';
import { setTrackingAdapters, type TrackingEvent } from '../../src/tracking';
import { readSavedSizeFilter } from '../../src/hooks/useFilters';
import { renderInShop } from '../support/render';
import { storyPageFolder } from '../../stories/support/tastic';
import { listingPayload, listingResult, searchServiceResult } from '../../stories/listing/fixtures';
import { stubIntersection } from '../support/intersection';
import { expectTabsPattern } from '../support/tabs';

// Rendering 48 boxes in jsdom on a busy machine can take a while; the behaviour, not the speed, is tested.
configure({ asyncUtilTimeout: 5000 });

type Request = { indexName: string; query: string; filters: string; page: number; hitsPerPage: number };

function fakeClient(nbHits = 100, hitsPerPage = 24, queryID?: string) {
  const calls: Request[][] = [];
  const client = {
    search: vi.fn(async ({ requests }: { requests: object[] }) => {
      calls.push(requests as Request[]);
      const results = (requests as Request[]).map((r, i) => {
        return searchServiceResult(i === 0 ? Math.min(hitsPerPage, nbHits) : 0, { page: r.page + 1, hitsPerPage, nbHits, ...(queryID ? { queryID } : {}) });
      });
      return { results };
    }),
  };
  return { client, calls };
}

const render = (payload = listingPayload(listingResult(24, { nbHits: 100, hitsPerPage: 24 })), extra: Record<string, unknown> = {}) =>
  renderInShop(
    <ProductList
      tasticId="list"
      pageFolder={storyPageFolder}
      data={{ mobile: true, tablet: true, desktop: true, source: { dataSourceId: 'l', dataSource: payload }, ...extra }}
    />,
  );

let events: TrackingEvent[] = [];
beforeEach(() => {
  events = [];
  setTrackingAdapters([{ send: (e) => events.push(e) }]);
  window.history.replaceState(null, '', '/bekleidung/sakkos');
  window.localStorage.clear();
});
afterEach(() => {
  setListingClientOverride(null);
  setTrackingAdapters([]);
  vi.useRealTimers();
});

describe('product list', () => {
  it('renders the server page without a request and counts the results', () => {
    const { client } = fakeClient();
    setListingClientOverride(client);
    render();
    expect(screen.getByText('100 Artikel')).toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(24);
    expect(client.search).not.toHaveBeenCalled();
  });

  it("shows the error, not every product, when the server could not look up the page's PIM category; trying again loads the page again", async () => {
    const { client } = fakeClient();
    setListingClientOverride(client);
    const reload = vi.fn();
    const location = window.location;
    Object.defineProperty(window, 'location', { configurable: true, value: { ...location, reload, pathname: location.pathname, search: location.search } });
    try {
      render(listingPayload(null, {}, { unresolvedPimSlug: 'sakkos' }));
      const retry = await screen.findByRole('button', { name: 'Erneut versuchen' });
      expect(screen.queryAllByRole('article')).toHaveLength(0);
      fireEvent.click(retry);
      expect(reload).toHaveBeenCalledTimes(1);
      expect(client.search).not.toHaveBeenCalled();
    } finally {
      Object.defineProperty(window, 'location', { configurable: true, value: location });
    }
  });

  it('shows productList.empty in an alert when nothing is found', () => {
    render(listingPayload(listingResult(0, { nbHits: 0 })));
    expect(screen.getByRole('status')).toHaveTextContent('Leider haben wir keine passenden Produkte gefunden.');
  });

  it('loads more and appends the next page after a page separator', async () => {
    const { client, calls } = fakeClient();
    setListingClientOverride(client);
    render();
    fireEvent.click(screen.getByRole('button', { name: 'Weitere Artikel laden' }));
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(48));
    expect(calls[0]![0]).toMatchObject({ page: 1 });
    expect(screen.getByText('Seite 2')).toBeInTheDocument();
  });

  it('loads the previous page when the list starts later', async () => {
    const { client, calls } = fakeClient();
    setListingClientOverride(client);
    render(listingPayload(listingResult(24, { page: 3, nbHits: 100, hitsPerPage: 24 }), { page: 3 }));
    fireEvent.click(screen.getByRole('button', { name: 'Vorherige Artikel laden' }));
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(48));
    expect(calls[0]![0]).toMatchObject({ page: 1 });
    expect(screen.getByRole('button', { name: 'Vorherige Artikel laden' })).toBeInTheDocument();
  });

  it('filters by brand: the address, the request and the tracking follow', async () => {
    const { client, calls } = fakeClient(7);
    setListingClientOverride(client);
    render();
    fireEvent.click(screen.getByRole('button', { name: 'Marke' }));
    // The values' code loads when the shopper first reaches for the filters (Filters.tsx).
    fireEvent.click(await screen.findByRole('checkbox', { name: /Corvin/ }));
    await waitFor(() => expect(screen.getByText('7 Artikel')).toBeInTheDocument());
    expect(window.location.search).toBe('?filters[brand.title]=Corvin');
    expect(calls[0]![0]!.filters).toContain('"brand.title":"Corvin"');
    expect(events).toContainEqual({ type: 'filtersClicked', filters: ['brand.title:Corvin'] });
  });

  it('sorts through the language replica', async () => {
    const { client, calls } = fakeClient();
    setListingClientOverride(client);
    render();
    fireEvent.change(screen.getByLabelText('Sortieren nach'), { target: { value: 'price_desc' } });
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]![0]!.indexName).toBe('products_de_price_desc');
    expect(window.location.search).toBe('?sortBy=price_desc');
  });

  it('keeps one desktop filter open at a time and closes it on a click outside or Escape', () => {
    render();
    const brand = screen.getByRole('button', { name: 'Marke' });
    const color = screen.getByRole('button', { name: 'Farbe' });
    fireEvent.click(brand);
    expect(brand).toHaveAttribute('aria-expanded', 'true');
    fireEvent.click(color);
    expect(brand).toHaveAttribute('aria-expanded', 'false');
    expect(color).toHaveAttribute('aria-expanded', 'true');
    fireEvent.mouseDown(document.body);
    expect(color).toHaveAttribute('aria-expanded', 'false');
    fireEvent.click(brand);
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(brand).toHaveAttribute('aria-expanded', 'false');
    expect(brand).toHaveFocus();
  });

  it('shows 5 filters and the rest with show more / show less', () => {
    render();
    const bar = document.querySelector('.filter-bar') as HTMLElement;
    expect(within(bar).getAllByRole('button', { expanded: false })).toHaveLength(5 + 1);
    fireEvent.click(within(bar).getByRole('button', { name: 'Mehr Filter' }));
    expect(within(bar).getByRole('button', { name: 'Weniger Filter' })).toBeInTheDocument();
    expect(within(bar).getByRole('button', { name: 'Passform' })).toBeInTheDocument();
  });

  it('hides filters with a single value', () => {
    render();
    fireEvent.click(screen.getByRole('button', { name: 'Mehr Filter' }));
    expect(screen.queryByRole('button', { name: 'Schnitt' })).toBeNull();
  });

  it('groups categories with Others and offers size tabs per size system', () => {
    render();
    fireEvent.click(screen.getByRole('button', { name: 'Kategorie' }));
    expect(screen.getByText('Sonstige')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Größe' }));
    const tabs = screen.getAllByRole('tab');
    expect(tabs.map((t) => t.textContent)).toEqual(['Konfektion', 'Normalgrößen', 'Untersetzte Größen', 'Schlanke Größen', 'Weite/Länge']);
    fireEvent.click(tabs[1]!);
    expect(screen.getByRole('checkbox', { name: /^48/ })).toBeInTheDocument();
    expect(screen.queryByRole('checkbox', { name: /^25/ })).toBeNull();
    fireEvent.click(tabs[2]!);
    expect(screen.getByRole('checkbox', { name: /^25/ })).toBeInTheDocument();
    expect(screen.queryByRole('checkbox', { name: /^48/ })).toBeNull();
    fireEvent.click(tabs[3]!);
    expect(screen.getByRole('checkbox', { name: /^98/ })).toBeInTheDocument();
    expectTabsPattern(screen.getByRole('tablist', { name: 'Größe' }));
  });

  it('keeps the chosen size filter in local storage', async () => {
    const { client } = fakeClient();
    setListingClientOverride(client);
    render();
    fireEvent.click(screen.getByRole('button', { name: 'Größe' }));
    fireEvent.click(screen.getByRole('checkbox', { name: /^M/ }));
    await waitFor(() => expect(readSavedSizeFilter()).toEqual(['M']));
  });

  it('applies the price range 500 ms after the last change', async () => {
    const { client, calls } = fakeClient();
    setListingClientOverride(client);
    vi.useFakeTimers();
    render();
    fireEvent.click(screen.getByRole('button', { name: 'Mehr Filter' }));
    fireEvent.click(screen.getByRole('button', { name: 'Preis' }));
    fireEvent.change(screen.getByRole('slider', { name: 'Preis von' }), { target: { value: '100' } });
    act(() => vi.advanceTimersByTime(300));
    fireEvent.change(screen.getByRole('slider', { name: 'Preis bis' }), { target: { value: '300' } });
    act(() => vi.advanceTimersByTime(499));
    expect(calls).toHaveLength(0);
    await act(async () => vi.advanceTimersByTime(1));
    expect(calls).toHaveLength(1);
    expect(calls[0]![0]!.filters).toContain('"priceMin.eur":100 TO 300');
    expect(window.location.search).toBe('?range[priceMin.eur]=100:300');
  });

  it('ignores slider moves that breach the minimum difference', () => {
    render(undefined, { priceMinDifference: 50 });
    fireEvent.click(screen.getByRole('button', { name: 'Mehr Filter' }));
    fireEvent.click(screen.getByRole('button', { name: 'Preis' }));
    fireEvent.change(screen.getByRole('slider', { name: 'Preis bis' }), { target: { value: '200' } });
    fireEvent.change(screen.getByRole('slider', { name: 'Preis von' }), { target: { value: '180' } });
    expect(screen.getByRole('slider', { name: 'Preis von' })).toHaveValue('49');
  });

  it('resets a typed price outside the bounds to the bound', () => {
    render();
    fireEvent.click(screen.getByRole('button', { name: 'Mehr Filter' }));
    fireEvent.click(screen.getByRole('button', { name: 'Preis' }));
    const max = screen.getByRole('spinbutton', { name: /Preis bis/ });
    fireEvent.change(max, { target: { value: '5000' } });
    fireEvent.blur(max);
    expect(max).toHaveValue(400);
  });

  it('mobile: two levels with back, and the panel closes the search box', () => {
    render();
    fireEvent.click(screen.getByRole('button', { name: 'Filter', expanded: undefined }));
    const dialog = screen.getByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: /^Marke/ }));
    expect(within(dialog).getByRole('checkbox', { name: /Valmont/ })).toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole('button', { name: /Zurück zu allen Filtern/ }));
    expect(within(dialog).getByRole('button', { name: /^Farbe/ })).toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole('button', { name: '100 Artikel anzeigen' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('tracks a product click with queryID and position', () => {
    const payload = listingPayload(listingResult(24, { nbHits: 24, queryID: 'b'.repeat(32) }), { filters: { 'brand.title': ['Corvin'] } });
    render(payload);
    const link = screen.getByRole('link', { name: 'Sakko Modell 3' });
    link.addEventListener('click', (e) => e.preventDefault());
    fireEvent.click(link);
    expect(events).toContainEqual({ type: 'productClick', objectID: 'p-0003', position: 3, list: 'list', queryID: 'b'.repeat(32) });
    expect(events).toContainEqual({ type: 'filtersClicked', filters: ['brand.title:Corvin'] });
    // The filters convert when this product goes into the basket (test/tracking/filter-tracking.test.ts).
    expect(events.some((e) => e.type === 'filtersConverted')).toBe(false);
  });

  it("tracks a click on a later page's product with that page's queryID and its position across the pages", async () => {
    const { client } = fakeClient(100, 24, 'e'.repeat(32));
    setListingClientOverride(client);
    render(listingPayload(listingResult(24, { nbHits: 100, hitsPerPage: 24, queryID: 'b'.repeat(32) })));
    fireEvent.click(screen.getByRole('button', { name: 'Weitere Artikel laden' }));
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(48));
    for (const [title, objectID, position, queryID] of [
      ['Sakko Modell 30', 'p-0030', 30, 'e'.repeat(32)],
      ['Sakko Modell 2', 'p-0002', 2, 'b'.repeat(32)],
    ] as const) {
      const link = screen.getByRole('link', { name: title });
      link.addEventListener('click', (e) => e.preventDefault());
      fireEvent.click(link);
      expect(events).toContainEqual({ type: 'productClick', objectID, position, list: 'list', queryID });
      expect(link.getAttribute('href')).toContain(`queryID=${queryID}`);
      expect(link.closest('li')?.dataset.position).toBe(String(position));
    }
  });

  it('puts breakers at the breakpoint positions', async () => {
    render(undefined, { breakers: [{ titleText: 'Erster' }, { titleText: 'Zweiter' }] });
    await waitFor(() => expect(document.querySelector('.product-grid__insert')?.textContent).toBe('Erster'));
    const inserts = [...document.querySelectorAll('.product-grid__insert')].map((el) => `${el.className.split('--')[1]}:${el.textContent}`);
    expect(inserts).toEqual(['small:Erster', 'md:Erster', 'small:Zweiter', 'lg:Erster', 'md:Zweiter', 'lg:Zweiter']);
  });
});

describe('active filters', () => {
  it('lists the chosen refinements as removable chips', async () => {
    const { client, calls } = fakeClient();
    setListingClientOverride(client);
    render(
      listingPayload(listingResult(24, { nbHits: 100, hitsPerPage: 24 }), {
        filters: { 'brand.title': ['Corvin'], 'colorVariants.filterColor': ['blue'] },
        range: { 'priceMin.eur': { min: 100 } },
      }),
    );
    expect(screen.getByRole('button', { name: 'Blau entfernen' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /^100,00\s€ – 399,95\s€ entfernen$/ })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Corvin entfernen' }));
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]![0]!.filters).not.toContain('Corvin');
    expect(window.location.search).toBe('?range[priceMin.eur]=100:&filters[colorVariants.filterColor]=blue');
  });
});

describe('product impressions', () => {
  it('reports the products in view once, 300 ms after they appear, with their positions', () => {
    vi.useFakeTimers();
    const { observers, intersect } = stubIntersection();
    render(listingPayload(listingResult(24, { nbHits: 24, queryID: 'd'.repeat(32) })));
    const impressions = observers.find((o) => o.targets.some((e) => (e as HTMLElement).dataset.position === '1'))!;
    const first = impressions.targets.slice(0, 3);
    act(() => intersect(first));
    act(() => intersect(first));
    act(() => vi.advanceTimersByTime(299));
    expect(events.filter((e) => e.type === 'productImpressions')).toHaveLength(0);
    act(() => vi.advanceTimersByTime(1));
    expect(events.filter((e) => e.type === 'productImpressions')).toEqual([
      { type: 'productImpressions', list: 'list', objectIDs: ['p-0001', 'p-0002', 'p-0003'], positions: [1, 2, 3], queryID: 'd'.repeat(32) },
    ]);
    vi.unstubAllGlobals();
  });
});
