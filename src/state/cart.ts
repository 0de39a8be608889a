import { atom } from 'jotai';
import type { LineItem } from '../domain/cart';

/**
 * Client state of the cart area's overlays (accounts-cart-services.md §2): the basket modal after
 * an add, the sold-out modal, and the generic API-error modal with its messages (oxidErrors, the
 * first server error, or the technical-problem text).
 */
export interface BasketModalState {
  open: boolean;
  addedItems: LineItem[];
}
export const basketModalAtom = atom<BasketModalState>({ open: false, addedItems: [] });

export interface SoldOutModalState {
  open: boolean;
  /** Name of the article that sold out, when known. */
  name?: string;
}
export const soldOutModalAtom = atom<SoldOutModalState>({ open: false });

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
