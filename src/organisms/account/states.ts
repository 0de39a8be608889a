import { sortByName } from '../../domain/country-options';

/**
 * States of the countries whose addresses need one (CA, US), English names with the translations
 * that differ per language; the select sorts them by the translated name (§5).
 */
type Names = string | ({ en: string } & Partial<Record<'de' | 'cs' | 'pl' | 'nl' | 'fr', string>>);

const US: Record<string, Names> = {
  AL: 'Alabama',
  AK: 'Alaska',
  AZ: 'Arizona',
  AR: 'Arkansas',
  CA: { en: 'California', de: 'Kalifornien', cs: 'Kalifornie', pl: 'Kalifornia', nl: 'Californië', fr: 'Californie' },
  CO: 'Colorado',
  CT: 'Connecticut',
  DE: 'Delaware',
  DC: 'District of Columbia',
  FL: { en: 'Florida', fr: 'Floride' },
  GA: { en: 'Georgia', fr: 'Géorgie', cs: 'Georgie', pl: 'Georgia' },
  HI: { en: 'Hawaii', fr: 'Hawaï', cs: 'Havaj', pl: 'Hawaje' },
  ID: 'Idaho',
  IL: 'Illinois',
  IN: 'Indiana',
  IA: 'Iowa',
  KS: 'Kansas',
  KY: 'Kentucky',
  LA: { en: 'Louisiana', fr: 'Louisiane', pl: 'Luizjana' },
  ME: 'Maine',
  MD: 'Maryland',
  MA: 'Massachusetts',
  MI: 'Michigan',
  MN: 'Minnesota',
  MS: 'Mississippi',
  MO: 'Missouri',
  MT: 'Montana',
  NE: 'Nebraska',
  NV: 'Nevada',
  NH: 'New Hampshire',
  NJ: 'New Jersey',
  NM: { en: 'New Mexico', fr: 'Nouveau-Mexique', cs: 'Nové Mexiko', pl: 'Nowy Meksyk' },
  NY: { en: 'New York', pl: 'Nowy Jork' },
  NC: { en: 'North Carolina', de: 'North Carolina', fr: 'Caroline du Nord', cs: 'Severní Karolína', pl: 'Karolina Północna', nl: 'North Carolina' },
  ND: { en: 'North Dakota', fr: 'Dakota du Nord', cs: 'Severní Dakota', pl: 'Dakota Północna' },
  OH: 'Ohio',
  OK: 'Oklahoma',
  OR: 'Oregon',
  PA: { en: 'Pennsylvania', de: 'Pennsylvania', fr: 'Pennsylvanie', cs: 'Pensylvánie', pl: 'Pensylwania' },
  RI: 'Rhode Island',
  SC: { en: 'South Carolina', fr: 'Caroline du Sud', cs: 'Jižní Karolína', pl: 'Karolina Południowa' },
  SD: { en: 'South Dakota', fr: 'Dakota du Sud', cs: 'Jižní Dakota', pl: 'Dakota Południowa' },
  TN: 'Tennessee',
  TX: 'Texas',
  UT: 'Utah',
  VT: 'Vermont',
  VA: { en: 'Virginia', fr: 'Virginie', cs: 'Virginie', pl: 'Wirginia' },
  WA: 'Washington',
  WV: { en: 'West Virginia', fr: 'Virginie-Occidentale', cs: 'Západní Virginie', pl: 'Wirginia Zachodnia' },
  WI: 'Wisconsin',
  WY: 'Wyoming',
};

const CA: Record<string, Names> = {
  AB: 'Alberta',
  BC: { en: 'British Columbia', de: 'British Columbia', fr: 'Colombie-Britannique', cs: 'Britská Kolumbie', pl: 'Kolumbia Brytyjska', nl: 'Brits-Columbia' },
  MB: 'Manitoba',
  NB: { en: 'New Brunswick', de: 'New Brunswick', fr: 'Nouveau-Brunswick', cs: 'Nový Brunšvik', pl: 'Nowy Brunszwik', nl: 'New Brunswick' },
  NL: {
    en: 'Newfoundland and Labrador',
    de: 'Neufundland und Labrador',
    fr: 'Terre-Neuve-et-Labrador',
    cs: 'Newfoundland a Labrador',
    pl: 'Nowa Fundlandia i Labrador',
    nl: 'Newfoundland en Labrador',
  },
  NS: { en: 'Nova Scotia', fr: 'Nouvelle-Écosse', cs: 'Nové Skotsko', pl: 'Nowa Szkocja' },
  ON: 'Ontario',
  PE: {
    en: 'Prince Edward Island',
    de: 'Prince Edward Island',
    fr: 'Île-du-Prince-Édouard',
    cs: 'Ostrov prince Edwarda',
    pl: 'Wyspa Księcia Edwarda',
    nl: 'Prins Edwardeiland',
  },
  QC: { en: 'Quebec', fr: 'Québec' },
  SK: 'Saskatchewan',
  NT: {
    en: 'Northwest Territories',
    de: 'Nordwest-Territorien',
    fr: 'Territoires du Nord-Ouest',
    cs: 'Severozápadní teritoria',
    pl: 'Terytoria Północno-Zachodnie',
    nl: 'Northwest Territories',
  },
  NU: 'Nunavut',
  YT: 'Yukon',
};

const STATES: Record<string, Record<string, Names>> = { US, CA };

/** The options of a country's states: the given codes (the project configuration's deliveryStateList), each by its name where the shop knows it, else by its code. */
export function stateOptions(
  country: string,
  language: string,
  codes: readonly string[] = Object.keys(STATES[country] ?? {}),
): { value: string; label: string }[] {
  const table = STATES[country] ?? {};
  const options = codes.map((code) => {
    const names = table[code];
    return { value: code, label: names === undefined ? code : typeof names === 'string' ? names : (names[language as keyof typeof names] ?? names.en) };
  });
  return sortByName(options, language);
}
