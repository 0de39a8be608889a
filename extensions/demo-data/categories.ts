import type { Category } from '../../src/domain/product';
import type { Translations } from '../../src/domain/i18n';
import { t } from './vocabulary';

interface Node {
  slug: string;
  name: Translations;
  group?: string;
  children?: Node[];
}

/** The demo shop's category tree, names in all six languages; groups feed the navigation flyout. */
const TREE: Node[] = [
  {
    slug: 'bekleidung',
    name: t('Bekleidung', 'Clothing', 'Oblečení', 'Odzież', 'Kleding', 'Vêtements'),
    children: [
      { slug: 'anzuege', group: 'Business', name: t('Anzüge', 'Suits', 'Obleky', 'Garnitury', 'Pakken', 'Costumes') },
      {
        slug: 'sakkos',
        group: 'Business',
        name: t('Sakkos', 'Jackets', 'Saka', 'Marynarki', 'Colberts', 'Vestes'),
        children: [
          {
            slug: 'business-sakkos',
            name: t('Business-Sakkos', 'Business jackets', 'Společenská saka', 'Marynarki biznesowe', 'Zakelijke colberts', 'Vestes de costume'),
          },
          {
            slug: 'freizeit-sakkos',
            name: t('Freizeit-Sakkos', 'Casual jackets', 'Volnočasová saka', 'Marynarki casual', 'Casual colberts', 'Vestes décontractées'),
          },
          {
            slug: 'strick-sakkos',
            name: t('Strick-Sakkos', 'Knitted jackets', 'Pletená saka', 'Marynarki z dzianiny', 'Gebreide colberts', 'Vestes en maille'),
          },
        ],
      },
      {
        slug: 'hemden',
        group: 'Business',
        name: t('Hemden', 'Shirts', 'Košile', 'Koszule', 'Overhemden', 'Chemises'),
        children: [
          {
            slug: 'business-hemden',
            name: t('Businesshemden', 'Business shirts', 'Společenské košile', 'Koszule biznesowe', 'Zakelijke overhemden', 'Chemises habillées'),
          },
          {
            slug: 'freizeithemden',
            name: t('Freizeithemden', 'Casual shirts', 'Volnočasové košile', 'Koszule casual', 'Casual overhemden', 'Chemises décontractées'),
          },
        ],
      },
      { slug: 'hosen', group: 'Casual', name: t('Hosen', 'Trousers', 'Kalhoty', 'Spodnie', 'Broeken', 'Pantalons') },
      { slug: 'jeans', group: 'Casual', name: t('Jeans', 'Jeans', 'Džíny', 'Dżinsy', 'Jeans', 'Jeans') },
      { slug: 'strick', group: 'Casual', name: t('Strick', 'Knitwear', 'Pletené', 'Dzianina', 'Breigoed', 'Maille') },
      {
        slug: 'shirts-polos',
        group: 'Casual',
        name: t('T-Shirts & Polos', 'T-shirts & polos', 'Trička a pola', 'T-shirty i polo', "T-shirts & polo's", 'T-shirts et polos'),
      },
      { slug: 'jacken', group: 'Outdoor', name: t('Jacken', 'Jackets & blousons', 'Bundy', 'Kurtki', 'Jassen', 'Blousons') },
      { slug: 'maentel', group: 'Outdoor', name: t('Mäntel', 'Coats', 'Kabáty', 'Płaszcze', 'Mantels', 'Manteaux') },
      { slug: 'waesche', group: 'Wäsche', name: t('Wäsche', 'Underwear', 'Spodní prádlo', 'Bielizna', 'Ondergoed', 'Sous-vêtements') },
      { slug: 'socken', group: 'Wäsche', name: t('Socken', 'Socks', 'Ponožky', 'Skarpety', 'Sokken', 'Chaussettes') },
    ],
  },
  {
    slug: 'schuhe',
    name: t('Schuhe', 'Shoes', 'Boty', 'Buty', 'Schoenen', 'Chaussures'),
    children: [
      {
        slug: 'business-schuhe',
        group: 'Business',
        name: t('Businessschuhe', 'Business shoes', 'Společenská obuv', 'Buty wizytowe', 'Nette schoenen', 'Chaussures de ville'),
      },
      { slug: 'sneaker', group: 'Casual', name: t('Sneaker', 'Trainers', 'Tenisky', 'Sneakersy', 'Sneakers', 'Baskets') },
    ],
  },
  {
    slug: 'accessoires',
    name: t('Accessoires', 'Accessories', 'Doplňky', 'Akcesoria', 'Accessoires', 'Accessoires'),
    children: [
      { slug: 'guertel', group: 'Accessoires', name: t('Gürtel', 'Belts', 'Pásky', 'Paski', 'Riemen', 'Ceintures') },
      { slug: 'krawatten', group: 'Accessoires', name: t('Krawatten', 'Ties', 'Kravaty', 'Krawaty', 'Stropdassen', 'Cravates') },
      {
        slug: 'huete-muetzen',
        group: 'Accessoires',
        name: t('Hüte & Schals', 'Hats & scarves', 'Klobouky a šály', 'Kapelusze i szale', 'Hoeden & sjaals', 'Chapeaux et écharpes'),
      },
    ],
  },
  {
    slug: 'sets-outfits',
    name: t('Sets & Outfits', 'Sets & outfits', 'Sety a outfity', 'Zestawy i stylizacje', 'Sets & outfits', 'Ensembles et tenues'),
    children: [
      { slug: 'sets', group: 'Looks', name: t('Sets', 'Sets', 'Sety', 'Zestawy', 'Sets', 'Ensembles') },
      { slug: 'kombinationen', group: 'Looks', name: t('Kombinationen', 'Mix & match', 'Kombinace', 'Kombinacje', 'Combinaties', 'Combinaisons') },
      { slug: 'outfits', group: 'Looks', name: t('Outfits', 'Outfits', 'Outfity', 'Stylizacje', 'Outfits', 'Tenues') },
    ],
  },
  { slug: 'gutscheine', name: t('Gutscheine', 'Gift cards', 'Dárkové poukazy', 'Karty podarunkowe', 'Cadeaubonnen', 'Cartes cadeaux') },
];

export function buildCategories(): Category[] {
  const out: Category[] = [];
  const walk = (nodes: Node[], parentId: string | null) => {
    nodes.forEach((node, i) => {
      const id = `cat-${node.slug}`;
      out.push({ id, parentId, slug: node.slug, name: node.name, ...(node.group ? { group: node.group } : {}), position: i });
      if (node.children) walk(node.children, id);
    });
  };
  walk(TREE, null);
  return out;
}

/**
 * The leaf a product of a category goes to: the category itself, or when it has sub-categories one
 * of them, spread by the product's index (no random draw: the rest of the catalogue stays as it was).
 */
export function leafSlugFor(categories: Category[], slug: string, index: number): string {
  const parent = categories.find((c) => c.slug === slug);
  const children = parent ? categories.filter((c) => c.parentId === parent.id) : [];
  return children.length ? children[index % children.length]!.slug : slug;
}

/** Category ids of a leaf slug, leaf first (the product model's order). */
export function categoryPath(categories: Category[], slug: string): string[] {
  const byId = new Map(categories.map((c) => [c.id, c]));
  const path: string[] = [];
  let current = categories.find((c) => c.slug === slug);
  while (current) {
    path.push(current.id);
    current = current.parentId ? byId.get(current.parentId) : undefined;
  }
  return path;
}
