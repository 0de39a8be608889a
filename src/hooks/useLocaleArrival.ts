import { useEffect, useState } from 'react';
import { useSWRConfig } from 'swr';
import type { LiteClient } from 'algoliasearch/lite';
import { useShopContext } from '../shop/ShopContext';
import { LOCALE_COOKIE_DAYS, TEMPORARY_SESSION_ID_PARAM } from '../config/constants';
import { LOCALE_COOKIE, LOCALE_PARAM } from '../config/locale';
import { writeCookie } from '../state/cookies';
import { CART_KEY } from '../api/keys';
import { RESERVATION_KEY } from '../api/keys';
import type { SearchClientConfig } from '../search/hosts';
import { isObjectWith, isString } from '../state/checks';
import { readStored, removeStored } from '../state/storage';
import { whenIdle } from '../state/when-idle';
import { reportError } from '../tracking/report-error';
import type { BasketUpdateResult } from './basket-update';

/**
 * What a page does when the shopper arrives after a locale switch (useLocaleSwitch.ts): the basket
 * update after a language change, and the session takeover after a domain redirect. Every page
 * checks for them; their work, and its code, only comes when one is due.
 */

/** Local-storage flag: a basket update is required after a language change. */
export const BASKET_UPDATE_KEY = 'HIR-BASKET-UPDATE';
const isBasketUpdateFlag = isObjectWith({ from: isString(), to: isString() });

/** The search client, loaded only when a basket update is due (it is not part of every page's code). */
const loadSearchClient = (search: SearchClientConfig): Promise<LiteClient> => import('../search/lite-client').then((m) => m.createLiteSearchClient(search));

/** Runs a pending basket update once the page is in the new language, then reloads cart and reservations. */
export function useBasketUpdateAfterLanguageChange(clientFactory: (search: SearchClientConfig) => LiteClient | Promise<LiteClient> = loadSearchClient) {
  const { locale, search, projectConfiguration } = useShopContext();
  const { mutate } = useSWRConfig();
  const [done, setDone] = useState<BasketUpdateResult | null>(null);
  // The flag is read when the browser is idle after the hydration, not in it: on most pages it is
  // the page's first storage access, which opens the site's storage (in a fresh Chromium up to 194 ms).
  useEffect(
    () =>
      whenIdle(() => {
        const flag = readStored(BASKET_UPDATE_KEY, isBasketUpdateFlag);
        if (!flag) return;
        // Still on a page of the old language (the switch is under way): wait for the next page.
        if (flag.to.slice(0, 2) !== locale.language) return;
        removeStored(BASKET_UPDATE_KEY);
        Promise.all([clientFactory(search), import('./basket-update')])
          .then(([client, { updateBasketForLanguage }]) => updateBasketForLanguage(client, projectConfiguration.searchIndex.indexName))
          .then((result) => {
            setDone(result);
            void mutate(CART_KEY);
            void mutate(RESERVATION_KEY);
          })
          .catch((error: unknown) => reportError(error, { source: 'basket update after language change' }));
      }),
    [clientFactory, locale.language, mutate, projectConfiguration.searchIndex.indexName, search],
  );
  return done;
}

/**
 * Arriving from the domain-mapping redirect: the temporary session id in the address is exchanged
 * for the shopper's session (basket, wishlist, login), then removed from the address, and the
 * shop's data reloads. The locale the shopper chose, which the address names beside it (the page
 * is served in it), becomes this domain's choice too, so the next page keeps it.
 */
export function useSessionTakeover() {
  const { mutate } = useSWRConfig();
  const { locale } = useShopContext();
  useEffect(() => {
    const url = new URL(window.location.href);
    const id = url.searchParams.get(TEMPORARY_SESSION_ID_PARAM);
    if (!id) return;
    url.searchParams.delete(TEMPORARY_SESSION_ID_PARAM);
    if (url.searchParams.get(LOCALE_PARAM) === locale.code) {
      writeCookie(LOCALE_COOKIE, locale.code, LOCALE_COOKIE_DAYS);
      url.searchParams.delete(LOCALE_PARAM);
    }
    window.history.replaceState(window.history.state, '', url.toString());
    void import('../api/locale')
      .then(({ takeOverSession }) => takeOverSession(id))
      .then((result) => {
        if (result.ok) void mutate(() => true);
      });
  }, [mutate, locale.code]);
}
