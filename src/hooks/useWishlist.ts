import { useCallback, useMemo } from 'react';
import { useSetAtom } from 'jotai';
import type { Wishlist, WishlistLineItem } from '../domain/wishlist';
import { addToWishlist, removeFromWishlist } from '../api/wishlist-changes';
import { wishlistNoticeAtom } from '../state/cart';
import { mutateOptimistic } from './useCart';
import { useWishlistData } from './useWishlistData';

export interface WishlistArticle {
  itemNumber: string;
  sku?: string;
  /** For the optimistic entry. */
  name?: string;
  brand?: string;
}

/** Entry of an article (colour variant), optionally of one size. */
export function findWishlistEntry(wishlist: Wishlist | undefined, itemNumber: string, sku?: string): WishlistLineItem | undefined {
  return wishlist?.lineItems.find((l) => l.projectSpecificData.itemNumber === itemNumber && (sku === undefined || l.projectSpecificData.sku === sku));
}

function optimisticEntry(article: WishlistArticle): WishlistLineItem {
  return {
    lineItemId: `pending-${article.itemNumber}-${article.sku ?? ''}`,
    name: article.name ?? '',
    count: 1,
    addedAt: new Date().toISOString(),
    projectSpecificData: {
      objectID: article.itemNumber,
      itemNumber: article.itemNumber,
      ...(article.sku ? { sku: article.sku } : {}),
      brand: article.brand ?? '',
      colorVariant: '',
      outOfStockFlag: false,
    },
  };
}

/**
 * The wishlist (SWR key '/api/wishlist'): toggle adds or removes an article at once (rolled back
 * on error, serialised per wishlist). The first add of a guest session opens the session-wishlist
 * notice. migrate and cleanup run after a user refresh (accounts-cart-services.md §4).
 */
export function useWishlist() {
  const { data: wishlist, error, isLoading, mutate } = useWishlistData();
  const setNotice = useSetAtom(wishlistNoticeAtom);

  const isInWishlist = useCallback((itemNumber: string, sku?: string) => !!findWishlistEntry(wishlist, itemNumber, sku), [wishlist]);

  const add = useCallback(
    async (article: WishlistArticle) => {
      const result = await mutateOptimistic(
        mutate,
        () => addToWishlist({ itemNumber: article.itemNumber, ...(article.sku ? { sku: article.sku } : {}) }),
        (a) => a.wishlist,
        (current) => (current ? { ...current, lineItems: [...current.lineItems, optimisticEntry(article)] } : current),
      );
      if (result.ok && result.data.firstInSession) setNotice(true);
      return result;
    },
    [mutate, setNotice],
  );

  const remove = useCallback(
    async (entry: WishlistLineItem) =>
      mutateOptimistic(
        mutate,
        () => removeFromWishlist({ lineItemId: entry.lineItemId }),
        (a) => a.wishlist,
        (current) => (current ? { ...current, lineItems: current.lineItems.filter((l) => l.lineItemId !== entry.lineItemId) } : current),
      ),
    [mutate],
  );

  /** Not in list -> add; in list -> remove. Answers whether the article is on the list afterwards. */
  const toggle = useCallback(
    async (article: WishlistArticle): Promise<boolean> => {
      const entry = findWishlistEntry(wishlist, article.itemNumber, article.sku);
      if (entry) {
        const result = await remove(entry);
        return !result.ok;
      }
      const result = await add(article);
      return result.ok;
    },
    [wishlist, add, remove],
  );

  return useMemo(
    () => ({
      wishlist,
      error,
      isLoading,
      count: wishlist?.lineItems.length ?? 0,
      isInWishlist,
      add,
      remove,
      toggle,
      refresh: () => mutate(),
    }),
    [wishlist, error, isLoading, isInWishlist, add, remove, toggle, mutate],
  );
}
