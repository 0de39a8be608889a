import { afterEach, describe, expect, it, vi } from 'vitest';
import { waitFor } from '@testing-library/react';
import { useSessionTakeover } from '../../src/hooks/useLocaleArrival';
import { fakeApi } from '../cart/support/fake-api';
import { renderInShop } from '../support/render';
import { readCookies, writeCookie } from '../../src/state/cookies';

function Takeover() {
  useSessionTakeover();
  return null;
}

afterEach(() => {
  vi.unstubAllGlobals();
  window.history.replaceState(null, '', '/');
});

describe('arriving from the domain-mapping redirect', () => {
  it('takes the session over with the temporary id and removes the id from the address', async () => {
    const api = fakeApi({ 'POST /frontastic/action/hirmer-context/takeOverSession': () => ({ body: { success: true } }) });
    window.history.replaceState(null, '', '/bekleidung?temporarySessionId=abcdefghijklmnopqrstuvwx&page=2');
    renderInShop(<Takeover />);
    await waitFor(() =>
      expect(api.calls).toContainEqual({
        method: 'POST',
        path: '/frontastic/action/hirmer-context/takeOverSession',
        body: { temporarySessionId: 'abcdefghijklmnopqrstuvwx' },
      }),
    );
    expect(window.location.search).toBe('?page=2');
  });

  it.each(['cs_CZ', 'pl_PL', 'de_CH'])("keeps the locale %s the address names beside the id as this domain's choice", async (locale) => {
    fakeApi({ 'POST /frontastic/action/hirmer-context/takeOverSession': () => ({ body: { success: true } }) });
    writeCookie('locale', '', 0);
    window.history.replaceState(null, '', `/?temporarySessionId=abcdefghijklmnopqrstuvwx&locale=${locale}`);
    renderInShop(<Takeover />, { locale });
    await waitFor(() => expect(window.location.search).toBe(''));
    expect(readCookies()).toContain(`locale=${locale}`);
  });

  it('an address naming a locale without an id (an hreflang alternate) sets no choice', async () => {
    fakeApi({});
    writeCookie('locale', '', 0);
    window.history.replaceState(null, '', '/?locale=cs_CZ');
    renderInShop(<Takeover />, { locale: 'cs_CZ' });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(window.location.search).toBe('?locale=cs_CZ');
    expect(readCookies()).not.toContain('locale=cs_CZ');
  });

  it('does nothing without a temporary id', () => {
    const api = fakeApi({});
    window.history.replaceState(null, '', '/bekleidung');
    renderInShop(<Takeover />);
    expect(api.calls).toEqual([]);
  });
});
