import type { Translations } from '../../src/domain/i18n';
import type { CareCode, FilterColor, SizeType } from '../../src/domain/product';

/** Words of the demo catalogue in the six shop languages (de, en, cs, pl, nl, fr). */
export function t(de: string, en: string, cs: string, pl: string, nl: string, fr: string): Translations {
  return { de, en, cs, pl, nl, fr };
}
export function same(text: string): Translations {
  return t(text, text, text, text, text, text);
}

export const BRANDS = [
  'Alster & Co',
  'Brenner',
  'Corvin',
  'Dalvik',
  'Eberhardt',
  'Falkenstein',
  'Gregor Maier',
  'Hanse Tailors',
  'Isar Denim',
  'Jasper Lund',
  'Kaltenbach',
  'Lorenzo Vitale',
  'Moorland',
  'Nordkap',
  'Oxley & Sons',
  'Pellegrini',
  'Riverstone',
  'Steinway Street',
  'Tegernsee Tracht',
  'Urban Hawk',
  'Valmont',
  'Westwood Row',
  'Zermatt Outdoor',
  '8848 Summit',
] as const;

export interface ArticleKind {
  type: string;
  name: Translations;
  sizeType: SizeType;
  /** Category slug (leaf). */
  category: string;
  /** Base price range in EUR. */
  price: [number, number];
  care: CareCode[];
  /** Body types the kind is cut for. */
  bodyTypes: ('normal' | 'short' | 'tall')[];
  weight: number;
}

export const ARTICLE_KINDS: ArticleKind[] = [
  {
    type: 'sakko',
    name: t('Sakko', 'Jacket', 'Sako', 'Marynarka', 'Colbert', 'Veste'),
    sizeType: 'standarddob',
    category: 'sakkos',
    price: [149, 599],
    care: ['dry_clean_p', 'do_not_wash', 'iron_medium', 'do_not_tumble_dry'],
    bodyTypes: ['normal', 'short', 'tall'],
    weight: 8,
  },
  {
    type: 'anzug',
    name: t('Anzug', 'Suit', 'Oblek', 'Garnitur', 'Pak', 'Costume'),
    sizeType: 'standarddob',
    category: 'anzuege',
    price: [249, 899],
    care: ['dry_clean_p', 'do_not_wash', 'iron_medium', 'do_not_bleach'],
    bodyTypes: ['normal', 'short', 'tall'],
    weight: 6,
  },
  {
    type: 'hemd',
    name: t('Hemd', 'Shirt', 'Košile', 'Koszula', 'Overhemd', 'Chemise'),
    sizeType: 'collar',
    category: 'hemden',
    price: [49, 149],
    care: ['wash_40', 'iron_high', 'tumble_dry_low', 'do_not_bleach'],
    bodyTypes: ['normal', 'tall'],
    weight: 12,
  },
  {
    type: 'hose',
    name: t('Hose', 'Trousers', 'Kalhoty', 'Spodnie', 'Broek', 'Pantalon'),
    sizeType: 'inch',
    category: 'hosen',
    price: [69, 229],
    care: ['wash_30', 'iron_medium', 'do_not_tumble_dry'],
    bodyTypes: ['normal', 'short', 'tall'],
    weight: 9,
  },
  {
    type: 'jeans',
    name: t('Jeans', 'Jeans', 'Džíny', 'Dżinsy', 'Jeans', 'Jean'),
    sizeType: 'inch',
    category: 'jeans',
    price: [79, 199],
    care: ['wash_30', 'iron_medium', 'do_not_bleach', 'line_dry'],
    bodyTypes: ['normal', 'tall'],
    weight: 7,
  },
  {
    type: 'strick',
    name: t('Pullover', 'Jumper', 'Svetr', 'Sweter', 'Trui', 'Pull'),
    sizeType: 'standard',
    category: 'strick',
    price: [69, 299],
    care: ['hand_wash', 'dry_flat', 'iron_low', 'do_not_tumble_dry'],
    bodyTypes: ['normal', 'tall'],
    weight: 8,
  },
  {
    type: 'tshirt',
    name: t('T-Shirt', 'T-shirt', 'Tričko', 'T-shirt', 'T-shirt', 'T-shirt'),
    sizeType: 'standard',
    category: 'shirts-polos',
    price: [25, 79],
    care: ['wash_40', 'tumble_dry_low', 'iron_medium'],
    bodyTypes: ['normal', 'tall'],
    weight: 9,
  },
  {
    type: 'polo',
    name: t('Poloshirt', 'Polo shirt', 'Polokošile', 'Koszulka polo', 'Poloshirt', 'Polo'),
    sizeType: 'standard',
    category: 'shirts-polos',
    price: [49, 129],
    care: ['wash_40', 'tumble_dry_low', 'iron_medium'],
    bodyTypes: ['normal', 'tall'],
    weight: 6,
  },
  {
    type: 'jacke',
    name: t('Jacke', 'Jacket', 'Bunda', 'Kurtka', 'Jas', 'Blouson'),
    sizeType: 'standard',
    category: 'jacken',
    price: [129, 549],
    care: ['wash_30_gentle', 'do_not_tumble_dry', 'do_not_iron', 'dry_clean_p'],
    bodyTypes: ['normal', 'tall'],
    weight: 6,
  },
  {
    type: 'mantel',
    name: t('Mantel', 'Coat', 'Kabát', 'Płaszcz', 'Jas', 'Manteau'),
    sizeType: 'standarddob',
    category: 'maentel',
    price: [249, 899],
    care: ['dry_clean_p', 'do_not_wash', 'iron_low'],
    bodyTypes: ['normal', 'short', 'tall'],
    weight: 4,
  },
  {
    type: 'waesche',
    name: t('Slip', 'Briefs', 'Slipy', 'Slipy', 'Slip', 'Slip'),
    sizeType: 'underwear',
    category: 'waesche',
    price: [19, 59],
    care: ['wash_60', 'tumble_dry_normal', 'do_not_iron'],
    bodyTypes: ['normal'],
    weight: 4,
  },
  {
    type: 'socken',
    name: t('Socken', 'Socks', 'Ponožky', 'Skarpety', 'Sokken', 'Chaussettes'),
    sizeType: 'accessoires',
    category: 'socken',
    price: [12, 39],
    care: ['wash_40', 'tumble_dry_low', 'do_not_iron'],
    bodyTypes: ['normal'],
    weight: 3,
  },
  {
    type: 'schuhe',
    name: t('Schnürschuh', 'Lace-up shoe', 'Šněrovací bota', 'But sznurowany', 'Veterschoen', 'Chaussure à lacets'),
    sizeType: 'shoe',
    category: 'business-schuhe',
    price: [119, 399],
    care: ['do_not_wash'],
    bodyTypes: ['normal'],
    weight: 4,
  },
  {
    type: 'sneaker',
    name: t('Sneaker', 'Trainer', 'Tenisky', 'Sneakersy', 'Sneaker', 'Basket'),
    sizeType: 'shoe',
    category: 'sneaker',
    price: [89, 249],
    care: ['do_not_wash', 'do_not_tumble_dry'],
    bodyTypes: ['normal'],
    weight: 4,
  },
  {
    type: 'guertel',
    name: t('Gürtel', 'Belt', 'Pásek', 'Pasek', 'Riem', 'Ceinture'),
    sizeType: 'belt',
    category: 'guertel',
    price: [39, 129],
    care: ['do_not_wash'],
    bodyTypes: ['normal'],
    weight: 3,
  },
  {
    type: 'krawatte',
    name: t('Krawatte', 'Tie', 'Kravata', 'Krawat', 'Stropdas', 'Cravate'),
    sizeType: 'allsize',
    category: 'krawatten',
    price: [39, 119],
    care: ['dry_clean_p', 'do_not_wash', 'iron_low'],
    bodyTypes: ['normal'],
    weight: 3,
  },
  {
    type: 'hut',
    name: t('Hut', 'Hat', 'Klobouk', 'Kapelusz', 'Hoed', 'Chapeau'),
    sizeType: 'hat',
    category: 'huete-muetzen',
    price: [39, 179],
    care: ['do_not_wash', 'dry_clean_p'],
    bodyTypes: ['normal'],
    weight: 2,
  },
  {
    type: 'schal',
    name: t('Schal', 'Scarf', 'Šála', 'Szal', 'Sjaal', 'Écharpe'),
    sizeType: 'special',
    category: 'huete-muetzen',
    price: [39, 199],
    care: ['hand_wash', 'dry_flat'],
    bodyTypes: ['normal'],
    weight: 2,
  },
  {
    type: 'kinderhemd',
    name: t('Kinderhemd', "Boys' shirt", 'Dětská košile', 'Koszula dziecięca', 'Jongensoverhemd', 'Chemise garçon'),
    sizeType: 'kids',
    category: 'hemden',
    price: [29, 59],
    care: ['wash_40', 'iron_medium'],
    bodyTypes: ['normal'],
    weight: 1,
  },
];

/** Size labels per size type and body type. */
export const SIZES: Record<SizeType, Partial<Record<'normal' | 'short' | 'tall', string[]>>> = {
  standard: { normal: ['S', 'M', 'L', 'XL', 'XXL', '3XL', '4XL', '5XL', '6XL'], tall: ['LT', 'XLT', 'XXLT', '3XLT'] },
  standarddob: {
    normal: ['46', '48', '50', '52', '54', '56', '58', '60', '62'],
    short: ['24', '25', '26', '27', '28', '29'],
    tall: ['98', '102', '106', '110', '114'],
  },
  inch: {
    normal: ['30/32', '31/32', '32/32', '33/32', '34/32', '36/32', '38/32', '40/32'],
    short: ['32/30', '34/30', '36/30'],
    tall: ['32/36', '34/36', '36/36', '38/36'],
  },
  collar: { normal: ['38', '39', '40', '41', '42', '43', '44', '45', '46', '48'], tall: ['41L', '42L', '43L', '44L'] },
  shoe: { normal: ['40', '41', '42', '42.5', '43', '44', '44.5', '45', '46', '47'] },
  underwear: { normal: ['4', '5', '6', '7', '8', '9', '10'] },
  belt: { normal: ['85', '90', '95', '100', '105', '110', '120', '130'] },
  special: { normal: ['180 cm', '200 cm'] },
  kids: { normal: ['116', '128', '140', '152', '164', '176'] },
  hat: { normal: ['55', '56', '57', '58', '59', '60', '61'] },
  accessoires: { normal: ['39-42', '43-46', '47-50'] },
  allsize: { normal: ['One Size'] },
};

export interface ColorName {
  filter: FilterColor;
  name: Translations;
  /** Garment colour for the generated images. */
  hex: string;
}

export const COLORS: ColorName[] = [
  { filter: 'blue', name: t('Marine', 'Navy', 'Námořnická modrá', 'Granatowy', 'Marineblauw', 'Marine'), hex: '#1f2f4f' },
  { filter: 'blue', name: t('Hellblau', 'Light blue', 'Světle modrá', 'Jasnoniebieski', 'Lichtblauw', 'Bleu clair'), hex: '#8fb3d9' },
  { filter: 'blue', name: t('Royalblau', 'Royal blue', 'Královská modrá', 'Królewski niebieski', 'Koningsblauw', 'Bleu roi'), hex: '#2a52be' },
  { filter: 'black', name: t('Schwarz', 'Black', 'Černá', 'Czarny', 'Zwart', 'Noir'), hex: '#1b1b1b' },
  { filter: 'grey', name: t('Anthrazit', 'Charcoal', 'Antracitová', 'Antracyt', 'Antraciet', 'Anthracite'), hex: '#3c3f44' },
  { filter: 'grey', name: t('Hellgrau', 'Light grey', 'Světle šedá', 'Jasnoszary', 'Lichtgrijs', 'Gris clair'), hex: '#b5b8bd' },
  { filter: 'green', name: t('Oliv', 'Olive', 'Olivová', 'Oliwkowy', 'Olijf', 'Olive'), hex: '#5b6236' },
  { filter: 'green', name: t('Tannengrün', 'Forest green', 'Jedlově zelená', 'Butelkowa zieleń', 'Dennengroen', 'Vert sapin'), hex: '#254d32' },
  { filter: 'brown', name: t('Cognac', 'Cognac', 'Koňaková', 'Koniakowy', 'Cognac', 'Cognac'), hex: '#8a4b22' },
  { filter: 'brown', name: t('Dunkelbraun', 'Dark brown', 'Tmavě hnědá', 'Ciemnobrązowy', 'Donkerbruin', 'Brun foncé'), hex: '#4a3020' },
  { filter: 'beige', name: t('Sand', 'Sand', 'Písková', 'Piaskowy', 'Zand', 'Sable'), hex: '#d6c4a1' },
  { filter: 'white', name: t('Weiß', 'White', 'Bílá', 'Biały', 'Wit', 'Blanc'), hex: '#f4f4f2' },
  { filter: 'orange', name: t('Rost', 'Rust', 'Rezavá', 'Rdzawy', 'Roest', 'Rouille'), hex: '#b5521b' },
  { filter: 'red', name: t('Bordeaux', 'Burgundy', 'Bordó', 'Bordowy', 'Bordeaux', 'Bordeaux'), hex: '#6d1a2a' },
  { filter: 'yellow', name: t('Senf', 'Mustard', 'Hořčicová', 'Musztardowy', 'Mosterd', 'Moutarde'), hex: '#c9a227' },
  { filter: 'violet', name: t('Aubergine', 'Aubergine', 'Lilková', 'Bakłażanowy', 'Aubergine', 'Aubergine'), hex: '#4b2a44' },
  {
    filter: 'multi_color',
    name: t('Bunt kariert', 'Multicolour check', 'Barevná kostka', 'Wielobarwna krata', 'Veelkleurig geruit', 'Carreaux multicolores'),
    hex: '#7a5c8e',
  },
  { filter: 'other', name: t('Silber', 'Silver', 'Stříbrná', 'Srebrny', 'Zilver', 'Argent'), hex: '#a9acb0' },
];

export const MATERIALS: Translations[] = [
  t('Schurwolle', 'new wool', 'nová vlna', 'żywa wełna', 'scheerwol', 'laine vierge'),
  t('Baumwolle', 'cotton', 'bavlna', 'bawełna', 'katoen', 'coton'),
  t('Leinen', 'linen', 'len', 'len', 'linnen', 'lin'),
  t('Kaschmir', 'cashmere', 'kašmír', 'kaszmir', 'kasjmier', 'cachemire'),
  t('Leder', 'leather', 'kůže', 'skóra', 'leer', 'cuir'),
  t('Bio-Baumwolle', 'organic cotton', 'bio bavlna', 'bawełna organiczna', 'biologisch katoen', 'coton bio'),
];

export const FITS: Translations[] = [
  t('Slim Fit', 'Slim fit', 'Slim fit', 'Slim fit', 'Slim fit', 'Coupe ajustée'),
  t('Regular Fit', 'Regular fit', 'Regular fit', 'Regular fit', 'Regular fit', 'Coupe droite'),
  t('Comfort Fit', 'Comfort fit', 'Comfort fit', 'Comfort fit', 'Comfort fit', 'Coupe confort'),
];

export const COLLAR_STYLES: Translations[] = [
  t('Kentkragen', 'Kent collar', 'Kent límec', 'Kołnierz kent', 'Kent-kraag', 'Col Kent'),
  t('Button-Down', 'Button-down', 'Button-down', 'Button-down', 'Button-down', 'Col boutonné'),
  t('Haifischkragen', 'Cutaway collar', 'Cutaway límec', 'Kołnierz cutaway', 'Cutaway-kraag', 'Col italien'),
];

export const SOLES: Translations[] = [
  t('Ledersohle', 'Leather sole', 'Kožená podrážka', 'Podeszwa skórzana', 'Leren zool', 'Semelle en cuir'),
  t('Gummisohle', 'Rubber sole', 'Gumová podrážka', 'Podeszwa gumowa', 'Rubberen zool', 'Semelle en caoutchouc'),
];

export const MODEL_NAMES = [
  'Arno',
  'Bruno',
  'Carlo',
  'Dario',
  'Emil',
  'Felix',
  'Gustav',
  'Hannes',
  'Ilja',
  'Jonas',
  'Karl',
  'Leon',
  'Moritz',
  'Nils',
  'Oskar',
  'Paul',
  'Quirin',
  'Rudi',
  'Sven',
  'Theo',
  'Ulf',
  'Valentin',
  'Wilhelm',
  'Xaver',
  'Yannik',
  'Zeno',
] as const;
