import type { Region } from './regions';

export const PROJECT_IDS = ['hrm', 'hgg', 'eck'] as const;
// The schema is in ./schemas.ts: this module loads in the browser on every page, and any zod import there costs about 20 KB gzip.
export type ProjectId = (typeof PROJECT_IDS)[number];
/** The project configuration field that names the brand (schemas/project-configuration.schema.json). */
export const BRAND_FIELD = 'brand';
/** The local host's brand when PROJECT_ID is not set (host configuration only: the extensions never assume one). */
export const LOCAL_HOST_PROJECT_ID: ProjectId = 'hrm';

/** Heights in px of the header logo per breakpoint; a missing breakpoint inherits the one below. */
export interface LogoHeights {
  xs: number;
  sm?: number;
  md?: number;
  lg?: number;
}

/**
 * Everything that differs between the shop brands. Components read these flags through
 * `getProject()` (or `useShopContext()`), never by comparing project ids.
 */
export interface ProjectDefinition {
  id: ProjectId;
  name: string;
  /** Locales the shop is served in; the first is the default. */
  locales: readonly string[];
  defaultLocale: string;
  features: {
    /** Reservation history in the account navigation. */
    reservationHistory: boolean;
    /** Newsletter form with the two assortment choices big and tall. */
    newsletterAssortments: boolean;
    /** Product ratings fetched on voucher pages too. */
    voucherRatings: boolean;
    /** Product ratings fetched at all. */
    ratings: boolean;
    /** Size-advice widget forced to German language and country DE. */
    sizeAdviceForceGerman: boolean;
    /** Product boxes show big/tall badges. */
    bigTallBadges: boolean;
    /** The language switch offers a language parameter on product URLs. */
    productUrlLanguage: boolean;
  };
  /** Sale display: 'upTo' shows "up to -40 %". */
  saleWording: 'plain' | 'upTo';
  headlineStyle: 'default' | 'condensed';
  logoHeights: LogoHeights;
  /** The loyalty card's mid level is called silver in one brand, blue otherwise. */
  loyaltyMidLevel: 'silver' | 'blue';
  /** Loyalty navigation label: DACH shows the loyalty card, elsewhere the style pass. */
  loyaltyLabelByRegion: Partial<Record<Region, 'loyaltyCard' | 'stylePass'>>;
  /** Voucher (gift card) pages are shown only in these territories; empty = everywhere. */
  voucherTerritories: readonly string[];
  /** Brands page index: a button per letter, or letter ranges (A-E ...). */
  brandsIndex: 'letters' | 'ranges';
}

const ALL_LOCALES = ['de_DE', 'de_AT', 'de_CH', 'cs_CZ', 'pl_PL', 'nl_NL', 'fr_FR', 'en_GB'] as const;

export const PROJECTS: Record<ProjectId, ProjectDefinition> = {
  hrm: {
    id: 'hrm',
    name: 'Hirmer',
    locales: ALL_LOCALES,
    defaultLocale: 'de_DE',
    features: {
      reservationHistory: true,
      newsletterAssortments: false,
      voucherRatings: false,
      ratings: false,
      sizeAdviceForceGerman: true,
      bigTallBadges: false,
      productUrlLanguage: false,
    },
    saleWording: 'plain',
    headlineStyle: 'default',
    logoHeights: { xs: 30, md: 45, lg: 60 },
    loyaltyMidLevel: 'blue',
    loyaltyLabelByRegion: { DACH: 'loyaltyCard' },
    voucherTerritories: ['DE', 'AT', 'CH'],
    brandsIndex: 'letters',
  },
  hgg: {
    id: 'hgg',
    name: 'Hirmer Große Größen',
    locales: ALL_LOCALES,
    defaultLocale: 'de_DE',
    features: {
      reservationHistory: true,
      newsletterAssortments: true,
      voucherRatings: true,
      ratings: true,
      sizeAdviceForceGerman: false,
      bigTallBadges: true,
      productUrlLanguage: true,
    },
    saleWording: 'upTo',
    headlineStyle: 'default',
    logoHeights: { xs: 30, md: 45, lg: 60 },
    loyaltyMidLevel: 'blue',
    loyaltyLabelByRegion: { DACH: 'loyaltyCard' },
    voucherTerritories: [],
    brandsIndex: 'letters',
  },
  eck: {
    id: 'eck',
    name: 'Eckerle',
    locales: ['de_DE', 'de_AT', 'de_CH'],
    defaultLocale: 'de_DE',
    features: {
      reservationHistory: false,
      newsletterAssortments: false,
      voucherRatings: false,
      ratings: false,
      sizeAdviceForceGerman: true,
      bigTallBadges: false,
      productUrlLanguage: false,
    },
    saleWording: 'plain',
    headlineStyle: 'condensed',
    logoHeights: { xs: 23, sm: 30, lg: 56 },
    loyaltyMidLevel: 'silver',
    loyaltyLabelByRegion: { DACH: 'loyaltyCard' },
    voucherTerritories: [],
    brandsIndex: 'ranges',
  },
};

export function isProjectId(id: unknown): id is ProjectId {
  return (PROJECT_IDS as readonly unknown[]).includes(id);
}

/** A brand that is missing or not one of the shop's: a configuration error, never a silent default. */
export class UnknownProjectError extends Error {
  constructor(readonly id: unknown) {
    super(
      `${id === undefined || id === null || id === '' ? 'No shop project is configured' : `"${String(id)}" is not a shop project`}: the project configuration field "${BRAND_FIELD}" names the brand, one of ${PROJECT_IDS.join(', ')}.`,
    );
    this.name = 'UnknownProjectError';
  }
}

/** The one accessor for project differences; an unknown or missing id throws (UnknownProjectError). */
export function getProject(id: string | undefined | null): ProjectDefinition {
  // A plain check, not the schema: getProject runs in the browser on every page.
  if (!isProjectId(id)) throw new UnknownProjectError(id);
  return PROJECTS[id];
}

/**
 * The locale of a page whose address names a language (the product route's optional `language`,
 * offered by one project only): the project's locale of that language in the current territory,
 * else its first locale of that language; without such a locale, the current one.
 */
export function localeWithLanguage(project: ProjectDefinition, current: string, language: string | null | undefined): string {
  if (!language || !project.features.productUrlLanguage) return current;
  const territory = current.split('_')[1];
  const candidates = project.locales.filter((l) => l.startsWith(`${language}_`));
  return candidates.find((l) => l.endsWith(`_${territory}`)) ?? candidates[0] ?? current;
}
