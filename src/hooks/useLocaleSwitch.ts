import { writeCookie } from '../state/cookies';
import { LOCALE_PARAM } from '../config/locale';
import { useCallback, useEffect, useState } from 'react';
import { useSWRConfig } from 'swr';
import type { LiteClient } from 'algoliasearch/lite';
import { useShopContext } from '../page/ShopContext';
import { LOCALE_COOKIE } from '../config/locale';
import { LOCALE_COOKIE_DAYS, TEMPORARY_SESSION_ID_PARAM } from '../config/constants';
import type { LocaleSwitchPayload } from '../domain/locale';
import { domainRedirectTarget } from '../domain/locale-rules';
import type { ApiError } from '../domain/api';
import { itemNumbersInIndex, missingFromIndex, productsInIndex, switchLocaleCall, takeOverSession } from '../api/locale';
import { CART_KEY, fetchCart, removeCartLine } from '../api/cart';
import { fetchReservation, removeReservation, RESERVATION_KEY } from '../api/reservation';
import type { SearchClientConfig } from '../search/hosts';
import { isObjectWith, isString } from '../state/checks';
import { readStored, removeStored, writeStored } from '../state/storage';
import { reportError } from '../tracking/report-error';

/**
 * The locale switch (accounts-cart-services.md §4): the context is refreshed with the new
 * language_TERRITORY (the locale cookie, read by the host, and the switch action); a necessary
 * domain redirect goes to the delivery country's domain with a temporary session id; a changed
 * language flags the basket update, which runs on the next page in the new language.
 */

/** Local-storage flag: a basket update is required after a language change. */
export const BASKET_UPDATE_KEY = 'HIR-BASKET-UPDATE';
const isBasketUpdateFlag = isObjectWith({ from: isString(), to: isString() });
const BASKET_UPDATE_TTL_S = 24 * 60 * 60;

export interface Navigator {
  assign(url: string): void;
  reload(): void;
}
const browserNavigator: Navigator = {
  assign: (url) => window.location.assign(url),
  reload: () => window.location.reload(),
};

export function writeLocaleCookie(code: string): void {
  writeCookie(LOCALE_COOKIE, code, LOCALE_COOKIE_DAYS);
}

export function useLocaleSwitch(navigator: Navigator = browserNavigator) {
  const { projectConfiguration } = useShopContext();
  const [busy, setBusy] = useState(false);
  const [errors, setErrors] = useState<ApiError[] | null>(null);

  const switchTo = useCallback(
    async (choice: LocaleSwitchPayload): Promise<boolean> => {
      setBusy(true);
      setErrors(null);
      const result = await switchLocaleCall(choice);
      if (!result.ok) {
        setBusy(false);
        setErrors(result.errors);
        return false;
      }
      const answer = result.data;
      writeLocaleCookie(answer.locale);
      if (answer.basketUpdateRequired) writeStored(BASKET_UPDATE_KEY, { from: answer.previousLocale, to: answer.locale }, BASKET_UPDATE_TTL_S);
      const target = domainRedirectTarget({
        redirectNecessary: projectConfiguration.redirectNecessary,
        mapping: projectConfiguration.deliveryCountryDomainMapping,
        country: choice.country,
        origin: window.location.origin,
        temporarySessionId: answer.temporarySessionId,
        param: TEMPORARY_SESSION_ID_PARAM,
      });
      if (target) navigator.assign(target);
      else {
        // An address naming a locale (an hreflang alternate) would outrank the new choice: drop it.
        const url = new URL(window.location.href);
        if (url.searchParams.has(LOCALE_PARAM)) {
          url.searchParams.delete(LOCALE_PARAM);
          navigator.assign(`${url.pathname}${url.search}${url.hash}`);
        } else navigator.reload();
      }
      return true;
    },
    [navigator, projectConfiguration.deliveryCountryDomainMapping, projectConfiguration.redirectNecessary],
  );

  return { switchTo, busy, errors };
}

export interface BasketUpdateResult {
  removedLineItemIds: string[];
  removedBasketIds: string[];
}

/**
 * The basket update after a language change: cart lines and reservations whose articles are missing
 * from the new language's search index are removed (objectID / item number by an OR list).
 */
export async function updateBasketForLanguage(search: LiteClient, indexName: string): Promise<BasketUpdateResult> {
  const [cart, reservation] = await Promise.all([fetchCart(), fetchReservation()]);
  const lines = cart.ok ? cart.data.cart.lineItems : [];
  const items = reservation.ok ? reservation.data.reservation.reservationBasketItems : [];
  const [products, itemNumbers] = await Promise.all([
    productsInIndex(
      search,
      indexName,
      lines.map((l) => l.projectSpecificData.productId),
    ),
    itemNumbersInIndex(
      search,
      indexName,
      items.map((i) => i.itemNumber),
    ),
  ]);
  const missingProducts = new Set(
    missingFromIndex(
      lines.map((l) => l.projectSpecificData.productId),
      products,
    ),
  );
  const missingItems = new Set(
    missingFromIndex(
      items.map((i) => i.itemNumber),
      itemNumbers,
    ),
  );
  const removedLineItemIds = lines.filter((l) => missingProducts.has(l.projectSpecificData.productId)).map((l) => l.lineItemId);
  const removedBasketIds = items.filter((i) => missingItems.has(i.itemNumber)).map((i) => i.basketid);
  for (const id of removedLineItemIds) await removeCartLine(id);
  for (const id of removedBasketIds) await removeReservation(id);
  return { removedLineItemIds, removedBasketIds };
}

/** Runs a pending basket update once the page is in the new language, then reloads cart and reservations. */
/** The search client, loaded only when a basket update is due (it is not part of every page's code). */
const loadSearchClient = (search: SearchClientConfig): Promise<LiteClient> => import('../search/lite-client').then((m) => m.createLiteSearchClient(search));

export function useBasketUpdateAfterLanguageChange(clientFactory: (search: SearchClientConfig) => LiteClient | Promise<LiteClient> = loadSearchClient) {
  const { locale, search, projectConfiguration } = useShopContext();
  const { mutate } = useSWRConfig();
  const [done, setDone] = useState<BasketUpdateResult | null>(null);
  useEffect(() => {
    const flag = readStored(BASKET_UPDATE_KEY, isBasketUpdateFlag);
    if (!flag) return;
    // Still on a page of the old language (the switch is under way): wait for the next page.
    if (flag.to.slice(0, 2) !== locale.language) return;
    removeStored(BASKET_UPDATE_KEY);
    Promise.resolve(clientFactory(search))
      .then((client) => updateBasketForLanguage(client, projectConfiguration.searchIndex.indexName))
      .then((result) => {
        setDone(result);
        void mutate(CART_KEY);
        void mutate(RESERVATION_KEY);
      })
      .catch((error: unknown) => reportError(error, { source: 'basket update after language change' }));
  }, [clientFactory, locale.language, mutate, projectConfiguration.searchIndex.indexName, search]);
  return done;
}

/**
 * Arriving from the domain-mapping redirect: the temporary session id in the address is exchanged
 * for the shopper's session (basket, wishlist, login), then removed from the address, and the
 * shop's data reloads.
 */
export function useSessionTakeover() {
  const { mutate } = useSWRConfig();
  useEffect(() => {
    const url = new URL(window.location.href);
    const id = url.searchParams.get(TEMPORARY_SESSION_ID_PARAM);
    if (!id) return;
    url.searchParams.delete(TEMPORARY_SESSION_ID_PARAM);
    window.history.replaceState(window.history.state, '', url.toString());
    void takeOverSession(id).then((result) => {
      if (result.ok) void mutate(() => true);
    });
  }, [mutate]);
}
