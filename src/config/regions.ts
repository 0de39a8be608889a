export const REGIONS = ['DACH', 'CZ', 'PL', 'NL', 'FR', 'International'] as const;
// The schema is in ./schemas.ts: this module loads in the browser on every page, and any zod import there costs about 20 KB gzip.
export type Region = (typeof REGIONS)[number];

/** Territories (ISO 3166-1 alpha-2) that belong to a named region; every other territory is International. */
const REGION_TERRITORIES: Record<Exclude<Region, 'International'>, readonly string[]> = {
  DACH: ['DE', 'AT', 'CH'],
  CZ: ['CZ'],
  PL: ['PL'],
  NL: ['NL'],
  FR: ['FR'],
};

export function regionOfTerritory(territory: string): Region {
  for (const [region, territories] of Object.entries(REGION_TERRITORIES)) {
    if (territories.includes(territory)) return region as Region;
  }
  return 'International';
}

/** The 27 member states of the European Union. */
export const EU_COUNTRIES = [
  'AT',
  'BE',
  'BG',
  'HR',
  'CY',
  'CZ',
  'DK',
  'EE',
  'FI',
  'FR',
  'DE',
  'GR',
  'HU',
  'IE',
  'IT',
  'LV',
  'LT',
  'LU',
  'MT',
  'NL',
  'PL',
  'PT',
  'RO',
  'SK',
  'SI',
  'ES',
  'SE',
] as const;

/** Price and VAT texts differ for the EU, Switzerland and everyone else. */
export type VatGroup = 'eu' | 'ch' | 'other';
export function vatGroupOfTerritory(territory: string): VatGroup {
  if (territory === 'CH') return 'ch';
  return (EU_COUNTRIES as readonly string[]).includes(territory) ? 'eu' : 'other';
}

/**
 * The states an address of a country names ("state required only for Canada and United States",
 * accounts-cart-services.md §5), unless the project configuration's `deliveryStateList` says otherwise.
 */
export const DEFAULT_DELIVERY_STATES: Readonly<Record<string, readonly string[]>> = {
  CA: ['AB', 'BC', 'MB', 'NB', 'NL', 'NS', 'ON', 'PE', 'QC', 'SK', 'NT', 'NU', 'YT'],
  US: [
    'AL',
    'AK',
    'AZ',
    'AR',
    'CA',
    'CO',
    'CT',
    'DE',
    'DC',
    'FL',
    'GA',
    'HI',
    'ID',
    'IL',
    'IN',
    'IA',
    'KS',
    'KY',
    'LA',
    'ME',
    'MD',
    'MA',
    'MI',
    'MN',
    'MS',
    'MO',
    'MT',
    'NE',
    'NV',
    'NH',
    'NJ',
    'NM',
    'NY',
    'NC',
    'ND',
    'OH',
    'OK',
    'OR',
    'PA',
    'RI',
    'SC',
    'SD',
    'TN',
    'TX',
    'UT',
    'VT',
    'VA',
    'WA',
    'WV',
    'WI',
    'WY',
  ],
};
