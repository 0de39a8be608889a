import { describe, expect, it } from 'vitest';
import { addToBasketOutcome, overlaysFor, outcomeMessages, type AddToBasketAnswer } from '../../src/domain/add-to-basket';
import { line } from './support/fake-api';

/**
 * One click, one outcome (storefront-browsing.md §4 "Add to basket", §8; accounts-cart-services.md §4 "Wishlist
 * add-to-cart", §8 "Add to cart failure"): each row is a server answer, the outcome decided from it, the overlays the
 * product page opens for it and what the wishlist entry writes beside itself.
 */
const added = [line('1')];
const withCart = (addedItems: typeof added, oxid: string[] = []): AddToBasketAnswer => ({
  ok: true,
  cart: { projectSpecificData: { oxidErrors: oxid.map((message) => ({ message })) } },
  addedItems,
});
const refusedWith = (code: string, message: string, technical = false): AddToBasketAnswer => ({ ok: false, errors: [{ code, message }], technical });

describe('the outcome of one add to basket', () => {
  it.each([
    ['lines added: the basket modal with them', withCart(added), { kind: 'added', items: added, notices: [] }, ['basket'], []],
    [
      'lines added with oxidErrors: the basket modal, and the error modal lists the oxidErrors',
      withCart(added, ['Nur noch 1 Stück']),
      { kind: 'added', items: added, notices: ['Nur noch 1 Stück'] },
      ['basket', 'errors'],
      ['Nur noch 1 Stück'],
    ],
    [
      'nothing added, with oxidErrors: the first is the message, the error modal lists them all',
      withCart([], ['Artikel nicht lieferbar', 'Artikel B nur 1x']),
      { kind: 'refused', messages: ['Artikel nicht lieferbar', 'Artikel B nur 1x'] },
      ['errors'],
      ['Artikel nicht lieferbar', 'Artikel B nur 1x'],
    ],
    ['nothing added and no error at all: the generic storeAvailability.error', withCart([]), { kind: 'nothingAdded' }, ['nothingAdded'], []],
    [
      'the size sold out: the sold-out modal',
      refusedWith('sold_out', 'Diese Größe ist ausverkauft.'),
      { kind: 'soldOut', message: 'Diese Größe ist ausverkauft.' },
      ['soldOut'],
      ['Diese Größe ist ausverkauft.'],
    ],
    [
      'the server refused with a message ("Sku is missing"): the error modal with it',
      refusedWith('sku_missing', 'Sku is missing'),
      { kind: 'failed', message: 'Sku is missing', technical: false },
      ['errors'],
      ['Sku is missing'],
    ],
    [
      'the call itself failed (timeout, malformed answer): no overlay of its own, the request layer reports it',
      refusedWith('timeout', 'Es ist ein technisches Problem aufgetreten.', true),
      { kind: 'failed', message: 'Es ist ein technisches Problem aufgetreten.', technical: true },
      [],
      ['Es ist ein technisches Problem aufgetreten.'],
    ],
  ] as const)('%s', (_rule, answer, outcome, overlays, messages) => {
    const decided = addToBasketOutcome(answer);
    expect(decided).toEqual(outcome);
    expect(overlaysFor(decided, 'modal')).toEqual(overlays);
    expect(outcomeMessages(decided)).toEqual(messages);
    // The wishlist confirms beside the entry: no overlay for any outcome.
    expect(overlaysFor(decided, 'inline')).toEqual([]);
  });

  it('a sold-out code among the errors of a failed call is still a technical failure when the call failed', () => {
    expect(addToBasketOutcome(refusedWith('sold_out', 'x', true))).toMatchObject({ kind: 'failed', technical: true });
  });
});
