import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ShopOverlays, TECHNICAL_NOTICE_KEY } from '../../src/page/ShopOverlays';
import { fetchCart } from '../../src/api/cart';
import { refreshUser } from '../../src/api/account';
import { readStored, removeStored, writeStored } from '../../src/state/storage';
import { isBoolean } from '../../src/state/checks';
import { renderInShop, settle } from '../support/render';

/**
 * Item 6 of issue 31: an answer that is not the action's JSON (a site's HTML 404 where the API hub
 * should be, a 502, a cross-origin call refused) tells the shopper once, not on every page load and
 * not once per failing call; the page stays usable. (In Chromium with a real CORS refusal:
 * test/e2e/split-origin.e2e.ts.)
 */
const dialogName = 'Bitte beachten Sie den folgenden Hinweis';

function answerEverythingWith(response: () => Response | Promise<Response>) {
  const fetchMock = vi.fn(async () => response());
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}
const html404 = () => new Response('<!DOCTYPE html><h1>404</h1>', { status: 404, headers: { 'content-type': 'text/html' } });

afterEach(() => {
  vi.unstubAllGlobals();
  removeStored(TECHNICAL_NOTICE_KEY);
});

describe('the technical error of calls that get no answer the shop understands', () => {
  it('shows once however many calls fail, and not again on the next page', async () => {
    answerEverythingWith(html404);
    const user = userEvent.setup();
    const first = renderInShop(<ShopOverlays />);
    await act(async () => {
      await Promise.all([fetchCart(), refreshUser(), fetchCart()]);
    });
    const dialog = await screen.findByRole('dialog', { name: dialogName });
    expect(dialog).toHaveTextContent('Es ist ein technisches Problem aufgetreten');
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await act(async () => void (await fetchCart()));
    await settle();
    expect(screen.queryByRole('dialog')).toBeNull();
    first.unmount();

    // The next page load: the same failures, no dialog.
    renderInShop(<ShopOverlays />);
    await act(async () => void (await refreshUser()));
    await settle();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('says it again once the quiet time is over, and stays quiet for a 502 in between', async () => {
    answerEverythingWith(() => new Response('Bad gateway', { status: 502 }));
    writeStored(TECHNICAL_NOTICE_KEY, true, 60);
    renderInShop(<ShopOverlays />);
    await act(async () => void (await fetchCart()));
    await settle();
    expect(screen.queryByRole('dialog')).toBeNull();
    // The notice's stamp expired (stored with its time to live): the next failure says so.
    writeStored(TECHNICAL_NOTICE_KEY, true, 60, Date.now() - 120_000);
    await act(async () => void (await fetchCart()));
    expect(await screen.findByRole('dialog', { name: dialogName })).toBeTruthy();
    expect(readStored(TECHNICAL_NOTICE_KEY, isBoolean)).toBe(true);
  });

  it('stays quiet for refusals of the action itself, and for calls cut off because the shopper leaves the page', async () => {
    answerEverythingWith(
      () => new Response(JSON.stringify({ success: false, errors: [{ code: 'unauthorized', message: 'Bitte melden Sie sich an.' }] }), { status: 401 }),
    );
    renderInShop(<ShopOverlays />);
    await act(async () => void (await fetchCart()));
    await settle();
    expect(screen.queryByRole('dialog')).toBeNull();

    vi.unstubAllGlobals();
    answerEverythingWith(() => {
      throw new TypeError('Failed to fetch');
    });
    window.dispatchEvent(new Event('pagehide'));
    await act(async () => void (await fetchCart()));
    await settle();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(readStored(TECHNICAL_NOTICE_KEY, isBoolean)).toBeNull();
  });
});
