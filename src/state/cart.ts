import { atom } from 'jotai';
import type { AddToBasketOutcome, BasketOverlay } from '../domain/add-to-basket';

/**
 * Client state of the cart area's overlays (accounts-cart-services.md §2): the outcome of the last add to
 * basket (the basket, sold-out, error and nothing-added modals read it), and the generic API-error modal
 * with its messages (a refused change of the basket, or the technical-problem text).
 */
export interface AddToBasketState {
  outcome: AddToBasketOutcome;
  /** The connector (one per button or line) whose click it was: that one shows it beside itself. */
  origin: string;
  /** The overlays still showing it: each closes on its own (src/domain/add-to-basket.ts overlaysFor). */
  open: BasketOverlay[];
}
export const addToBasketAtom = atom<AddToBasketState | null>(null);

/** Closes one overlay of the last add (the others stay). */
export const closeBasketOverlayAtom = atom(null, (get, set, overlay: BasketOverlay) => {
  const current = get(addToBasketAtom);
  if (current) set(addToBasketAtom, { ...current, open: current.open.filter((o) => o !== overlay) });
});

export interface ApiErrorModalState {
  open: boolean;
  /** Texts to list; empty shows the generic technical-problem text. */
  messages: string[];
}
export const apiErrorModalAtom = atom<ApiErrorModalState>({ open: false, messages: [] });

/** The first add of a guest session opens the notice explaining the session wishlist. */
export const wishlistNoticeAtom = atom(false);

/** The language and delivery-country modal. */
export const localeModalAtom = atom(false);
