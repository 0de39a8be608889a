import { cache } from 'react';
import { cookies } from 'next/headers';
import { SDK } from '@commercetools/frontend-sdk';
import {
  compileMessages,
  currencyOfTerritory,
  FRONTASTIC_SESSION_COOKIE,
  messagesForPage,
  parseLocale,
  SHOP_CONTEXT_ACTION,
  pageAnswerOf,
  UNAVAILABLE_PAGE_PATH,
  type FrontendPageResponse,
  type SessionDataSource,
  type ShopContextAnswer,
  type ShopSettings,
} from '@hirmer/storefront-sdk/server';
import { projectTasticMessages } from './tastics/messages';

/**
 * The project's server side of the API hub (server components only): pages through the Frontend
 * SDK's page API, the shop's settings through its `context/shop` action. The endpoint and the
 * extension version are the starters' variables, read when a request comes (not inlined at build
 * time), so one build runs against any API hub.
 */
const setting = (name: string): string | undefined => process.env[name] || undefined;

export interface ApiHub {
  endpoint: string;
  extensionVersion: string;
}

export function apiHub(): ApiHub {
  const endpoint = setting('NEXT_PUBLIC_FRONTASTIC_HOST');
  if (!endpoint) throw new Error('NEXT_PUBLIC_FRONTASTIC_HOST names the API hub (e.g. https://<project>.frontastic.io, or the local host).');
  return { endpoint: endpoint.replace(/\/+$/, ''), extensionVersion: setting('NEXT_PUBLIC_EXT_BUILD_ID') ?? 'dev' };
}

/** A Frontend SDK for one request: its locale and currency, the API hub. */
export function sdkFor(locale: string): SDK<Record<string, never>> {
  const parsed = parseLocale(locale) ?? parseLocale('de_DE')!;
  const sdk = new SDK<Record<string, never>>();
  const { endpoint, extensionVersion } = apiHub();
  sdk.configure({ endpoint, locale: parsed.code, currency: currencyOfTerritory(parsed.territory), extensionVersion });
  return sdk;
}

/** A page to render (the site's /503 page, status 503, while the page's backend does not answer), a redirect, or nothing at the address. */
export type LoadedPage = { kind: 'page'; page: FrontendPageResponse; status: 200 | 503 } | { kind: 'redirect'; target: string } | { kind: 'missing' };

/** The page at an address, as `sdk.page.getPage` answers it; once per request (the page and its metadata share it). */
export function loadPage(path: string, locale: string, query: Record<string, string | string[] | undefined>): Promise<LoadedPage> {
  return loadPageOnce(path, locale, JSON.stringify(Object.entries(query).filter(([, value]) => value !== undefined)));
}

const loadPageOnce = cache(async (path: string, locale: string, query: string): Promise<LoadedPage> => {
  const sdk = sdkFor(locale);
  const answer = pageAnswerOf(await sdk.page.getPage({ path, query: Object.fromEntries(JSON.parse(query) as [string, string | string[]][]) }));
  if (answer.kind === 'page') return { ...answer, status: 200 };
  if (answer.kind !== 'unavailable') return answer;
  // The page is there, its backend did not answer in time: the site's /503 page, not a 404.
  const standIn = pageAnswerOf(await sdk.page.getPage({ path: UNAVAILABLE_PAGE_PATH }));
  if (standIn.kind !== 'page') throw new Error(`The API hub did not answer ${path}, and the site has no page at ${UNAVAILABLE_PAGE_PATH} to say so.`);
  return { kind: 'page', page: standIn.page, status: 503 };
});

/** The shop around the page: brand, served locale, configuration, search (the action). */
export const loadShop = cache(async (locale: string): Promise<ShopSettings> => {
  const answer = await sdkFor(locale).callAction<ShopContextAnswer>({ actionName: SHOP_CONTEXT_ACTION });
  if (answer.isError) throw new Error(`The API hub did not answer ${SHOP_CONTEXT_ACTION}: ${JSON.stringify(answer.error)}`);
  return { ...answer.data.shop, environment: process.env.NODE_ENV === 'production' ? 'production' : 'development' };
});

/**
 * The messages of a page in the shop's served language: those of the shell and of the page's tastics
 * (`messagesForPage`), parsed ahead (`compileMessages`). The project's own tastics name the package's
 * messages they show (`projectTasticMessages`); a tastic type named nowhere gets the whole table.
 */
export function pageMessages(shop: ShopSettings, tasticTypes: readonly string[]): ReturnType<typeof compileMessages> {
  const served = parseLocale(shop.locale)!;
  return compileMessages(messagesForPage(served.language, tasticTypes, projectTasticMessages), served.intl);
}

/**
 * The shopper's own data the page's tastics are drawn from (the basket, the account area:
 * `sessionDataSources`), from the API hub's actions with the session of the site's
 * `frontastic-session` cookie, as the shop's `fallback`: the page arrives with the basket's lines
 * and the customer's data instead of a spinner until the browser has fetched them. Without a
 * session, or when a call fails, the browser's own call fetches it as before.
 */
export async function loadSessionData(sources: readonly SessionDataSource[], locale: string): Promise<Record<string, unknown>> {
  if (!sources.length) return {};
  const token = (await cookies()).get(FRONTASTIC_SESSION_COOKIE)?.value;
  if (!token) return {};
  const { endpoint, extensionVersion } = apiHub();
  const parsed = parseLocale(locale) ?? parseLocale('de_DE')!;
  const headers = {
    accept: 'application/json',
    'frontastic-locale': parsed.code,
    'frontastic-currency': currencyOfTerritory(parsed.territory),
    'commercetools-frontend-extension-version': extensionVersion,
    'frontastic-session': token,
  };
  const answers = await Promise.all(
    sources.map(async (source) => {
      try {
        const response = await fetch(`${endpoint}/frontastic/action/${source.action}`, { headers, cache: 'no-store' });
        return response.ok ? ([source.key, source.pick((await response.json()) as Record<string, unknown>)] as const) : null;
      } catch {
        return null;
      }
    }),
  );
  return Object.fromEntries(answers.filter((answer) => answer !== null));
}
