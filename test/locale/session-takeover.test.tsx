import { afterEach, describe, expect, it, vi } from 'vitest';
import { waitFor } from '@testing-library/react';
import { useSessionTakeover } from '../../src/hooks/useLocaleArrival';
import { fakeApi } from '../cart/support/fake-api';
import { renderInShop } from '../support/render';

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

  it('does nothing without a temporary id', () => {
    const api = fakeApi({});
    window.history.replaceState(null, '', '/bekleidung');
    renderInShop(<Takeover />);
    expect(api.calls).toEqual([]);
  });
});
