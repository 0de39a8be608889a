import * as z from '../config/zod';
import { LANGUAGES, type Language } from '../config/languages';
import { FALLBACK_LANGUAGE, pickTranslation } from './translation';
import { DEFAULT_DELIVERY_STATES } from '../config/regions';

/**
 * The project configuration as actions and tastics read it: resolved for one language, comma
 * lists split into country codes, groups turned into the shapes their readers want, defaults
 * applied. The stored form (site/project.json, the runtime's `projectConfiguration`) follows
 * schemas/project-configuration.schema.json and is checked by `npm run validate:schemas`.
 */

const countryCode = z.string().regex(/^[A-Z]{2}$/, 'A country is an ISO 3166 alpha-2 code such as DE');
const countryList = z.array(countryCode);

export const searchIndexConfigurationSchema = z.object({
  indexName: z.string().min(1),
  suggestIndexName: z.string().min(1),
  /** Replica index per sorting; a missing replica falls back to the main index. */
  sortings: z.object({
    priceAsc: z.string().min(1),
    priceDesc: z.string().min(1),
    new: z.string().min(1),
    reduced: z.string().min(1),
  }),
});
export type SearchIndexConfiguration = z.infer<typeof searchIndexConfigurationSchema>;

export const projectConfigurationSchema = z.object({
  shippingHeadline: z.string().default(''),
  shippingAccordions: z.array(z.object({ headline: z.string(), text: z.string() })).default([]),
  /** The three page targets whose link modal shows the shipping block instead of a frame (storefront-browsing.md §2 Links). */
  shippingModalTargets: z.array(z.string().startsWith('/')).max(3).default(['/service/versand', '/service/lieferung', '/service/zahlung-versand']),
  /** A product type hidden in the listed countries, or (whitelist) shown only there. */
  filterProductBlacklists: z.array(z.object({ productType: z.string().min(1), countries: countryList, isWhitelist: z.boolean().default(false) })).default([]),
  expressAvailability: z.object({ payPalExpress: countryList.default([]), amazonPay: countryList.default([]) }).default({ payPalExpress: [], amazonPay: [] }),
  homeLink: z.string().startsWith('/').default('/'),
  productsPerPage: z.number().int().min(1).default(48),
  appDarkmode: z.boolean().default(false),
  redirectNecessary: z.boolean().default(false),
  /**
   * Country -> shop URL, for the redirect to the delivery country's shop; a host name alone
   * (ch.localhost) keeps the current address's scheme and port (src/domain/locale-rules.ts).
   */
  deliveryCountryDomainMapping: z
    .record(
      countryCode,
      z.union([z.url({ protocol: /^https?$/ }), z.string().regex(/^[a-z\d]([a-z\d-]*[a-z\d])?(\.[a-z\d]([a-z\d-]*[a-z\d])?)+$/i)], {
        message: 'A domain is a url (https://www.hirmer.ch) or a host name (ch.localhost).',
      }),
    )
    .default({}),
  captchaSiteKey: z.string().default(''),
  /**
   * The return portal's address, `{orderNumber}` and `{email}` filled in; empty: the local host's
   * stand-in (`/return-portal/{orderNumber}?email=`), which commercetools Frontend does not serve.
   */
  returnPortalUrl: z.string().default(''),
  /**
   * The checkout service "Zur Kasse" hands the cart to, `{cartId}`, `{locale}`, `{currency}` filled
   * in (extensions/lib/checkout-handoff.ts); empty: the local host's stand-in (`/checkout`).
   */
  checkoutUrl: z.string().default(''),
  /** The reservation service the reservation basket hands over to, `{storeId}`, `{locale}`; empty: the host's stand-in. */
  reservationCheckoutUrl: z.string().default(''),
  /**
   * The checkout service's express entry the basket's PayPal and Amazon Pay buttons hand the cart to,
   * `{method}`, `{cartId}`, `{amount}`, `{currency}`, `{locale}` filled in (extensions/lib/express-checkout.ts);
   * empty: the local host's stand-in.
   */
  expressCheckoutUrl: z.string().default(''),
  /**
   * The size advisor provider's adapter script (https, or a path of the shop's origin), which sets
   * `window.hirmerSizeAdvisor` (src/app/size-advisor.ts); empty: no size advisor.
   */
  sizeAdvisorScriptUrl: z.union([z.literal(''), z.string().startsWith('/'), z.url({ protocol: /^https$/ })]).default(''),
  /** The shop's id at the size advisor provider. */
  sizeAdvisorShopId: z.string().default(''),
  /**
   * Where the product pictures are served (`https://media.example.com`; the media paths hang below
   * it); empty: the shop's own origin, where the local host serves them. MEDIA_BASE_URL for the host and the seed.
   */
  mediaBaseUrl: z.union([z.literal(''), z.url({ protocol: /^https?$/ })]).default(''),
  /** The search indexes of the requested language (configured, else named by convention: products_<language>). */
  searchIndex: searchIndexConfigurationSchema,
  /** All languages' search indexes, for language switches and indexing. */
  searchIndexes: z.partialRecord(z.enum(LANGUAGES), searchIndexConfigurationSchema).default({}),
  mainCountriesDach: countryList.default(['DE', 'AT', 'CH']),
  mainCountries: countryList.default([]),
  deliveryCountryList: countryList.default([]),
  /**
   * The states an address of a country names (accounts-cart-services.md §3 "deliveryStateList per
   * country"): a country listed here needs one of them; default Canada and the United States.
   */
  deliveryStateList: z
    .record(countryCode, z.array(z.string().regex(/^[A-Z0-9]{1,3}$/, 'A state is a code such as NY')))
    .default(() => Object.fromEntries(Object.entries(DEFAULT_DELIVERY_STATES).map(([country, states]) => [country, [...states]]))),
});
export type ProjectConfiguration = z.infer<typeof projectConfigurationSchema>;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** "/service/versand, /lieferung" -> ['/service/versand', '/lieferung'] (trailing slashes dropped) */
export function splitPathList(value: unknown): string[] {
  if (typeof value !== 'string') return [];
  return value
    .split(',')
    .map((p) => p.trim().replace(/\/+$/, ''))
    .filter(Boolean);
}

/** "de, AT,,ch" -> ['DE', 'AT', 'CH'] */
export function splitCountryList(value: unknown): string[] {
  // A list already split (a configuration resolved before) stays as it is.
  const parts = Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : typeof value === 'string' ? value.split(',') : [];
  return parts.map((c) => c.trim().toUpperCase()).filter(Boolean);
}

function items(value: unknown): Record<string, unknown>[] {
  return Array.isArray(value) ? value.filter(isRecord) : [];
}

function text(value: unknown, language: string): string | undefined {
  const translated = pickTranslation(value, language);
  return typeof translated === 'string' && translated !== '' ? translated : undefined;
}

/** Index names by convention, for a language without configured indexes. */
export function defaultSearchIndex(language: Language): SearchIndexConfiguration {
  const indexName = `products_${language}`;
  return {
    indexName,
    suggestIndexName: `${indexName}_suggestions`,
    sortings: { priceAsc: `${indexName}_price_asc`, priceDesc: `${indexName}_price_desc`, new: `${indexName}_new`, reduced: `${indexName}_reduced` },
  };
}

function searchIndexes(raw: unknown): Partial<Record<Language, SearchIndexConfiguration>> {
  const out: Partial<Record<Language, SearchIndexConfiguration>> = {};
  for (const item of items(raw)) {
    const language = item.language as Language;
    if (!LANGUAGES.includes(language) || typeof item.indexName !== 'string' || item.indexName === '') continue;
    const name = (key: string, otherwise: string) => (typeof item[key] === 'string' && item[key] !== '' ? (item[key] as string) : otherwise);
    out[language] = {
      indexName: item.indexName,
      suggestIndexName: name('suggestIndexName', `${item.indexName}_suggestions`),
      sortings: {
        priceAsc: name('sortingPriceAsc', item.indexName),
        priceDesc: name('sortingPriceDesc', item.indexName),
        new: name('sortingNew', item.indexName),
        reduced: name('sortingReduced', item.indexName),
      },
    };
  }
  return out;
}

/**
 * Resolves the stored project configuration for one language ('de' or a locale 'de_DE'):
 * translatable values picked, lists split, defaults applied. Throws a ZodError on values that
 * cannot be resolved (the schema validation reports them earlier, file by file).
 */
export function parseProjectConfiguration(raw: unknown, language: string): ProjectConfiguration {
  const stored = isRecord(raw) ? raw : {};
  const lang = (LANGUAGES as readonly string[]).includes(language.slice(0, 2)) ? (language.slice(0, 2) as Language) : FALLBACK_LANGUAGE;
  const indexes = searchIndexes(stored.searchIndexes);
  // Studio stores a group (a list of one); a configuration resolved before has the object itself.
  const express = items(stored.expressAvailability)[0] ?? (isRecord(stored.expressAvailability) ? stored.expressAvailability : undefined);
  return projectConfigurationSchema.parse({
    shippingHeadline: text(stored.shippingHeadline, language),
    shippingAccordions: items(stored.shippingAccordions)
      .map((item) => ({ headline: text(item.headline, language), text: text(item.text, language) ?? '' }))
      .filter((item) => item.headline !== undefined),
    shippingModalTargets: stored.shippingModalTargets === undefined ? undefined : splitPathList(stored.shippingModalTargets),
    filterProductBlacklists: items(stored.filterProductBlacklists).map((item) => ({
      productType: item.productType,
      countries: splitCountryList(item.countryList),
      isWhitelist: item.isWhitelist ?? false,
    })),
    expressAvailability: express && { payPalExpress: splitCountryList(express.payPalExpress), amazonPay: splitCountryList(express.amazonPay) },
    homeLink: text(stored.homeLink, language),
    productsPerPage: stored.productsPerPage ?? undefined,
    appDarkmode: stored.appDarkmode ?? undefined,
    redirectNecessary: stored.redirectNecessary ?? undefined,
    deliveryCountryDomainMapping: Object.fromEntries(
      items(stored.deliveryCountryDomainMapping).map((item) => [
        String(item.country ?? '')
          .trim()
          .toUpperCase(),
        item.domain,
      ]),
    ),
    captchaSiteKey: text(stored.captchaSiteKey, language),
    returnPortalUrl: text(stored.returnPortalUrl, language),
    checkoutUrl: text(stored.checkoutUrl, language),
    reservationCheckoutUrl: text(stored.reservationCheckoutUrl, language),
    expressCheckoutUrl: text(stored.expressCheckoutUrl, language),
    sizeAdvisorScriptUrl: text(stored.sizeAdvisorScriptUrl, language)?.trim(),
    sizeAdvisorShopId: text(stored.sizeAdvisorShopId, language),
    mediaBaseUrl: typeof stored.mediaBaseUrl === 'string' ? stored.mediaBaseUrl.trim().replace(/\/+$/, '') : undefined,
    searchIndex: indexes[lang] ?? defaultSearchIndex(lang),
    searchIndexes: indexes,
    mainCountriesDach: stored.mainCountriesDach === undefined ? undefined : splitCountryList(stored.mainCountriesDach),
    mainCountries: splitCountryList(stored.mainCountries),
    deliveryCountryList: splitCountryList(stored.deliveryCountryList),
    deliveryStateList:
      stored.deliveryStateList === undefined
        ? undefined
        : Object.fromEntries(
            items(stored.deliveryStateList).map((item) => [
              String(item.country ?? '')
                .trim()
                .toUpperCase(),
              String(item.states ?? '')
                .split(',')
                .map((code) => code.trim().toUpperCase())
                .filter(Boolean),
            ]),
          ),
  });
}

/**
 * The configuration as the browser gets it (a page's data, the shop context action): without the other
 * languages' search indexes (`searchIndexes`: the server's indexing reads them; the browser searches its
 * page's language's, `searchIndex`, and a language switch loads the page again). 1.3 KB of every page's data.
 */
export function browserProjectConfiguration(configuration: ProjectConfiguration): ProjectConfiguration {
  return { ...configuration, searchIndexes: {} };
}

/** Resolved configurations kept, by language and content: a deployment has a handful. */
const PARSED_CONFIGURATIONS_KEPT = 32;
const parsedConfigurations = new Map<string, ProjectConfiguration>();

/**
 * The configuration for a language, whichever form it comes in: the runtime passes the stored one
 * (Studio's fields), the local host one it resolved already (it has `searchIndex`). Resolved once
 * per language and content: the runtime hands every call a new object with the same fields, and
 * resolving it (zod) cost a listing page about 0.4 ms per call.
 */
export function projectConfigurationFor(raw: unknown, language: string): ProjectConfiguration {
  if (!isRecord(raw)) return parseProjectConfiguration(raw, language);
  const key = `${language}\u0000${JSON.stringify(raw)}`;
  let parsed = parsedConfigurations.get(key);
  if (!parsed) {
    parsed = isRecord(raw.searchIndex) ? projectConfigurationSchema.parse(raw) : parseProjectConfiguration(raw, language);
    if (parsedConfigurations.size >= PARSED_CONFIGURATIONS_KEPT) parsedConfigurations.delete(parsedConfigurations.keys().next().value!);
    parsedConfigurations.set(key, parsed);
  }
  return parsed;
}
