import { writeCookie } from '../state/cookies';
import { LOCALE_PARAM } from '../config/locale';
import { useCallback, useState } from 'react';
import { useShopContext } from '../shop/ShopContext';
import { LOCALE_COOKIE } from '../config/locale';
import { LOCALE_COOKIE_DAYS, TEMPORARY_SESSION_ID_PARAM } from '../config/constants';
import type { LocaleSwitchPayload } from '../domain/locale';
import { domainRedirectTarget } from '../domain/locale-rules';
import type { ApiError } from '../domain/api';
import { switchLocaleCall } from '../api/locale';
import { writeStored } from '../state/storage';
import { BASKET_UPDATE_KEY } from './useLocaleArrival';

/**
 * The locale switch (accounts-cart-services.md §4): the context is refreshed with the new
 * language_TERRITORY (the locale cookie, read by the host, and the switch action); a necessary
 * domain redirect goes to the delivery country's domain with a temporary session id; a changed
 * language flags the basket update, which runs on the next page in the new language
 * (useLocaleArrival.ts).
 */

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
        locale: { code: answer.locale, param: LOCALE_PARAM },
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
