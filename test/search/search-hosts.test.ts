import { algoliasearch } from 'algoliasearch';
import { liteClient } from 'algoliasearch/lite';
import { settingsOf } from '../../extensions/settings';
import { clientOptions } from '../../src/search/hosts';
import { browserSearchHosts } from '../../src/search/lite-client';
import { publicSearchConfig } from '../../host/context';

/** A requester that answers an empty search and records the URLs the client called. */
function recordingRequester(urls: string[]) {
  return {
    async send(request: { url: string }) {
      urls.push(request.url);
      return {
        status: 200,
        content: JSON.stringify({ results: [{ hits: [], nbHits: 0, page: 0, nbPages: 0, hitsPerPage: 20, processingTimeMS: 1, query: '', params: '' }] }),
        isTimedOut: false,
      };
    },
  };
}

const search = (client: { search: (q: never) => Promise<unknown> }) => client.search({ requests: [{ indexName: 'products_de', query: 'sakko' }] } as never);

describe('search hosts from the settings', () => {
  it("uses Algolia's own hosts of the app id when SEARCH_HOSTS is empty, on the server and in the browser", async () => {
    const settings = settingsOf({ searchAppId: 'ABC123XYZ', searchApiKey: 'search-only' }, {});
    expect(clientOptions(settings.search)).not.toHaveProperty('hosts');
    const server: string[] = [];
    await search(
      algoliasearch(settings.search.appId, settings.search.apiKey, { ...clientOptions(settings.search), requester: recordingRequester(server) }) as never,
    );
    expect(new URL(server[0]!).hostname).toBe('abc123xyz-dsn.algolia.net');

    const page = publicSearchConfig(settings.search);
    expect(page).toEqual({ appId: 'ABC123XYZ', apiKey: 'search-only', hosts: [] });
    const hosts = browserSearchHosts(page, { hostname: 'www.hirmer.de', port: '', protocol: 'https:' });
    const browser: string[] = [];
    await search(liteClient(page.appId, page.apiKey, { ...clientOptions({ ...page, hosts }), requester: recordingRequester(browser) }) as never);
    expect(new URL(browser[0]!).hostname).toBe('abc123xyz-dsn.algolia.net');
  });

  it('uses the configured hosts where SEARCH_HOSTS names them, never the page address', async () => {
    const settings = settingsOf({ searchAppId: 'ABC123XYZ', searchApiKey: 'search-only', searchHosts: 'https://search.example.com, http://10.0.0.5:8080' }, {});
    const page = publicSearchConfig(settings.search);
    expect(browserSearchHosts(page, { hostname: 'attacker.example', port: '', protocol: 'https:' })).toEqual([
      { url: 'search.example.com', protocol: 'https' },
      { url: '10.0.0.5', protocol: 'http', port: 8080 },
    ]);
    const urls: string[] = [];
    await search(
      algoliasearch(settings.search.appId, settings.search.apiKey, { ...clientOptions(settings.search), requester: recordingRequester(urls) }) as never,
    );
    expect(new URL(urls[0]!).host).toBe('search.example.com');
  });

  it("sends the browser to the page's own origin only for the local host's embedded engine", () => {
    const page = publicSearchConfig(settingsOf({}, {}).search);
    expect(browserSearchHosts(page, { hostname: 'localhost', port: '3000', protocol: 'http:' })).toEqual([{ url: 'localhost', protocol: 'http', port: 3000 }]);
  });
});
