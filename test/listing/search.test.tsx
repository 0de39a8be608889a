import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, configure, fireEvent, screen, waitFor } from '@testing-library/react';
import SearchPage from '../../tastics/listing/search';
import { SearchBox } from '../../src/organisms/listing/SearchBox';
import SeoText from '../../tastics/listing/seo-text';
import { setListingClientOverride } from '../../src/hooks/useListingClient';
import { storeQuery, readStoredQuery } from '../../src/hooks/useSearchState';
import { renderInShop } from '../support/render';
import { storyPageFolder } from '../../stories/support/tastic';
import { listingPayload, listingResult, searchServiceResult } from '../../stories/listing/fixtures';

// Rendering 48 boxes in jsdom on a busy machine can take a while; the behaviour, not the speed, is tested.
configure({ asyncUtilTimeout: 5000 });

const devices = { mobile: true, tablet: true, desktop: true };
const searchFolder = { ...storyPageFolder, path: '/search' };

function suggestionClient(queries: string[]) {
  return {
    search: vi.fn(async ({ requests }: { requests: { indexName: string; query: string }[] }) => ({
      results: requests.map(() => ({ hits: queries.map((query) => ({ query })) })),
    })),
  };
}

let replace: ReturnType<typeof vi.fn>;
beforeEach(() => {
  window.localStorage.clear();
  window.history.replaceState(null, '', '/search');
  replace = vi.fn();
  vi.stubGlobal('location', { ...window.location, replace, assign: vi.fn(), pathname: '/search', search: '' });
});
afterEach(() => {
  vi.unstubAllGlobals();
  setListingClientOverride(null);
  vi.useRealTimers();
});

describe('search box', () => {
  it('suggests after at least 3 characters and 300 ms', async () => {
    vi.useFakeTimers();
    const client = suggestionClient(['sakko blau', 'sakko slim']);
    setListingClientOverride(client);
    renderInShop(<SearchBox />);
    const input = screen.getByRole('combobox', { name: 'Suche' });
    fireEvent.change(input, { target: { value: 'sa' } });
    await act(async () => vi.advanceTimersByTime(400));
    expect(client.search).not.toHaveBeenCalled();
    fireEvent.change(input, { target: { value: 'sak' } });
    await act(async () => vi.advanceTimersByTime(299));
    expect(client.search).not.toHaveBeenCalled();
    await act(async () => vi.advanceTimersByTime(1));
    expect(client.search).toHaveBeenCalledTimes(1);
    expect(client.search.mock.calls[0]![0].requests[0]).toMatchObject({ indexName: 'products_de_suggestions', query: 'sak' });
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['sakko blau', 'sakko slim']);
    expect(input).toHaveAttribute('aria-expanded', 'true');
  });

  it('closes on Escape, a click outside and the backdrop', async () => {
    setListingClientOverride(suggestionClient(['sakko blau']));
    renderInShop(
      <div>
        <p>outside</p>
        <SearchBox />
      </div>,
    );
    const input = screen.getByRole('combobox');
    fireEvent.focus(input);
    expect(screen.getByTestId('search-backdrop')).toBeInTheDocument();
    fireEvent.keyDown(input, { key: 'Escape' });
    expect(screen.queryByTestId('search-backdrop')).toBeNull();
    fireEvent.focus(input);
    fireEvent.mouseDown(screen.getByText('outside'));
    expect(screen.queryByTestId('search-backdrop')).toBeNull();
    fireEvent.focus(input);
    fireEvent.click(screen.getByTestId('search-backdrop'));
    expect(screen.queryByTestId('search-backdrop')).toBeNull();
  });

  it('submits to the search page and stores the query', () => {
    renderInShop(<SearchBox />);
    const input = screen.getByRole('combobox');
    fireEvent.change(input, { target: { value: ' blaues sakko ' } });
    fireEvent.submit(input.closest('form')!);
    expect(window.location.assign).toHaveBeenCalledWith('/search?query=blaues%20sakko');
    expect(readStoredQuery()).toBe('blaues sakko');
  });

  it('picks a suggestion with the arrow keys and Enter', async () => {
    vi.useFakeTimers();
    setListingClientOverride(suggestionClient(['sakko blau', 'sakko slim']));
    renderInShop(<SearchBox />);
    const input = screen.getByRole('combobox');
    fireEvent.change(input, { target: { value: 'sakko' } });
    await act(async () => vi.advanceTimersByTime(300));
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    expect(screen.getByRole('option', { name: 'sakko slim' })).toHaveAttribute('aria-selected', 'true');
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(window.location.assign).toHaveBeenCalledWith('/search?query=sakko%20slim');
  });
});

describe('search page', () => {
  const render = (payload: ReturnType<typeof listingPayload>, extra: Record<string, unknown> = {}) =>
    renderInShop(
      <SearchPage tasticId="search" pageFolder={searchFolder} data={{ ...devices, source: { dataSourceId: 's', dataSource: payload }, ...extra }} />,
    );

  it('shows the headline with at most 6 suggested terms', () => {
    render(listingPayload(listingResult(3, { suggestedTerms: ['a', 'b'] }), { query: 'sakko' }, { search: true }));
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Suchergebnisse für „sakko“');
    expect(screen.getByRole('link', { name: 'a' })).toHaveAttribute('href', '/search?query=a');
  });

  it('shows nothing without a query', () => {
    const { container } = render(listingPayload(null, {}, { search: true }));
    expect(container).toBeEmptyDOMElement();
  });

  it('takes the query from the stored search state when the address has none', async () => {
    storeQuery('hemd');
    const client = { search: vi.fn(async ({ requests }: { requests: object[] }) => ({ results: requests.map(() => searchServiceResult(2)) })) };
    setListingClientOverride(client);
    render(listingPayload(null, {}, { search: true }));
    await waitFor(() => expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('hemd'));
    expect(client.search.mock.calls[0]![0].requests[0]).toMatchObject({ query: 'hemd' });
  });

  it('opens the product of an 8-digit item number with one hit (replace navigation)', () => {
    const result = listingResult(1, { nbHits: 1, queryID: 'c'.repeat(32) });
    const itemnum = result.hits[0]!.colorVariants[0]!.itemnum;
    render(listingPayload(result, { query: itemnum }, { search: true }));
    expect(replace).toHaveBeenCalledWith(`/p/sakko-modell-1/p-0001?colorVariant=${itemnum}&queryID=${'c'.repeat(32)}`);
  });

  it('goes to the zero-result page with the query', () => {
    render(listingPayload(listingResult(0, { nbHits: 0 }), { query: 'xyz' }, { search: true }), {
      zeroResultPage: { type: 'page-folder', pageFolder: { pageFolderId: 'z', _url: '/search/zero-results' } },
    });
    expect(replace).toHaveBeenCalledWith('/search/zero-results?query=xyz');
  });

  it('shows productList.empty without a zero-result page', () => {
    render(listingPayload(listingResult(0, { nbHits: 0 }), { query: 'xyz' }, { search: true }));
    expect(replace).not.toHaveBeenCalled();
    expect(screen.getByRole('status')).toHaveTextContent('Leider haben wir keine passenden Produkte gefunden.');
  });
});

describe('SEO text', () => {
  it('has a read-more toggle from 750 characters', () => {
    renderInShop(<SeoText tasticId="seo" pageFolder={storyPageFolder} data={{ ...devices, seoText: 'x'.repeat(800) }} />);
    const toggle = screen.getByRole('button', { name: 'Mehr lesen' });
    expect(toggle.closest('section')).toHaveClass('seo-text--collapsed');
    fireEvent.click(toggle);
    expect(screen.getByRole('button', { name: 'Weniger anzeigen' })).toHaveAttribute('aria-expanded', 'true');
  });

  it('has no toggle for short texts', () => {
    renderInShop(<SeoText tasticId="seo" pageFolder={storyPageFolder} data={{ ...devices, seoText: 'kurz' }} />);
    expect(screen.queryByRole('button')).toBeNull();
  });
});
