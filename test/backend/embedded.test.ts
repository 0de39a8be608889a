import { describe, expect, it } from 'vitest';
import { createHash } from 'node:crypto';
import { openDatabase, type Db } from '../../extensions/adapters/embedded/db';
import { migrate, LATEST_SCHEMA_VERSION } from '../../extensions/adapters/embedded/migrations';
import { createEmbeddedServices } from '../../extensions/adapters/embedded';
import { createAccounts, RESET_TOKEN_TTL_MS } from '../../extensions/adapters/embedded/accounts';
import { createWishlists } from '../../extensions/adapters/embedded/wishlists';
import { createCatalogue } from '../../extensions/adapters/embedded/catalogue';
import { hashPassword, verifyPassword } from '../../extensions/adapters/embedded/password';
import { parseMediaPath, renderProductImageSvg } from '../../host/media/product-images';
import { DRAWN_KINDS } from '../../host/media/garments';
import { kitPartners } from '../../extensions/demo-data/products';
import { productImageUrl } from '../../src/domain/product-media';
import { FILTER_COLORS, PRODUCT_TYPES, productSchema, type Product } from '../../src/domain/product';
import { GUEST_WISHLIST_RETENTION_DAYS } from '../../src/config/constants';

const DAY_MS = 86_400_000;

async function seeded(size: number, seed: number) {
  const db = openDatabase(':memory:');
  const embedded = createEmbeddedServices(db);
  await embedded.seedIfEmpty({ size, seed });
  return { db, ...embedded };
}

async function products(db: Db): Promise<Product[]> {
  const out: Product[] = [];
  for await (const batch of createCatalogue(db).listProducts({ batchSize: 100 })) out.push(...batch);
  return out;
}

describe('migrations', () => {
  it('apply every version once, and nothing on the next start', () => {
    const db = openDatabase(':memory:');
    expect(db.prepare('SELECT MAX(version) FROM schema_migrations').pluck().get()).toBe(LATEST_SCHEMA_VERSION);
    expect(migrate(db)).toEqual([]);
    db.close();
  });
});

describe('demo catalogue', () => {
  it('is the same for the same seed and differs for another', async () => {
    const digest = async (seed: number) => {
      const { db } = await seeded(120, seed);
      const hash = createHash('sha256')
        .update(JSON.stringify(await products(db)))
        .digest('hex');
      db.close();
      return hash;
    };
    const a = await digest(7);
    expect(await digest(7)).toBe(a);
    expect(await digest(8)).not.toBe(a);
  });

  it('holds valid products of every type with the spec attributes', async () => {
    const { db, services } = await seeded(400, 42);
    const all = await products(db);
    expect(all).toHaveLength(400);
    for (const p of all) productSchema.parse(p);
    expect(new Set(all.map((p) => p.productType))).toEqual(new Set(PRODUCT_TYPES));
    const variants = all.flatMap((p) => p.colorVariants);
    const sizes = variants.flatMap((c) => c.sizeVariants);
    expect(new Set(variants.map((c) => c.itemnum)).size).toBe(variants.length);
    expect(variants.every((c) => (FILTER_COLORS as readonly string[]).includes(c.filterColor))).toBe(true);
    expect(new Set(sizes.map((s) => s.sku)).size).toBe(sizes.length);
    expect(new Set(sizes.map((s) => s.sizeType)).size).toBeGreaterThanOrEqual(10);
    expect(new Set(sizes.map((s) => s.bodyType))).toEqual(new Set(['normal', 'short', 'tall']));
    expect(sizes.some((s) => s.stock === 0 && !s.isNos)).toBe(true);
    expect(sizes.some((s) => s.isNos)).toBe(true);
    expect(sizes.some((s) => s.prices.eur!.strikePrice !== undefined)).toBe(true);
    expect(Object.keys(sizes[0]!.prices)).toEqual(expect.arrayContaining(['eur', 'chf', 'pln', 'czk']));
    const flags = new Set(all.flatMap((p) => p.flags));
    for (const f of ['big', 'tall', 'bigandtall', 'sustainable', 'exclusive', 'online_only']) expect(flags.has(f as never), f).toBe(true);
    expect(all.some((p) => p.isNew)).toBe(true);
    const categories = await services.catalogue.listCategories();
    expect(categories.every((c) => Object.values(c.name).every((n) => n.length > 0))).toBe(true);
    expect(await services.stores.list()).toHaveLength(20);
    db.close();
  });
});

describe('accounts adapter', () => {
  it('hashes with a salt per password', async () => {
    const [a, b] = [await hashPassword('same'), await hashPassword('same')];
    expect(a).not.toBe(b);
    expect(await verifyPassword('same', a)).toBe(true);
    expect(await verifyPassword('other', a)).toBe(false);
    expect(await verifyPassword('same', null)).toBe(false);
  });

  it('lets a reset token expire', async () => {
    const db = openDatabase(':memory:');
    let now = Date.UTC(2026, 0, 1);
    const accounts = createAccounts(db, () => now);
    await accounts.register({
      salutation: 'Mr',
      firstName: 'Tim',
      lastName: 'Test',
      email: 'tim@example.com',
      password: 'secret1',
      newsletter: false,
      billingAddress: { streetName: 'A', streetNumber: '1', postalCode: '1', city: 'B', country: 'DE' },
    });
    const { token } = (await accounts.requestPasswordReset('tim@example.com'))!;
    now += RESET_TOKEN_TTL_MS + 1;
    await expect(accounts.resetPassword(token, 'secret2')).rejects.toMatchObject({ code: 'reset_token_invalid' });
    db.close();
  });
});

describe('wishlist retention', () => {
  it("hides and cleans up a guest's entries after the retention, never an account's", async () => {
    const { db } = await seeded(60, 1);
    let now = Date.UTC(2026, 0, 1);
    const wishlists = createWishlists(db, createCatalogue(db), () => now);
    const [p] = await products(db);
    const itemNumber = p!.colorVariants[0]!.itemnum;
    const guest = { kind: 'session' as const, id: 'guest' };
    const account = { kind: 'account' as const, id: 'acc_demo1' };
    await wishlists.add(guest, { itemNumber }, 'de');
    await wishlists.add(account, { itemNumber }, 'de');
    now += GUEST_WISHLIST_RETENTION_DAYS * DAY_MS - 1000;
    expect((await wishlists.get(guest, 'de')).lineItems).toHaveLength(1);
    now += 2000;
    expect((await wishlists.get(guest, 'de')).lineItems).toHaveLength(0);
    expect(await wishlists.cleanup(guest)).toBe(1);
    expect((await wishlists.get(account, 'de')).lineItems).toHaveLength(1);
    db.close();
  });
});

describe('product images', () => {
  it('answers the media URL pattern with a deterministic SVG', () => {
    const url = productImageUrl({ itemnum: '30000012', index: 1, width: 500, dark: true });
    expect(url).toBe('/media/product/30000012/1/600-dark.webp');
    const parsed = parseMediaPath(url)!;
    expect(parsed).toMatchObject({ itemnum: '30000012', index: 1, width: 600, dark: true });
    const svg = renderProductImageSvg(parsed, null);
    expect(svg.startsWith('<svg')).toBe(true);
    expect(svg).toContain('width="600" height="800"');
    expect(renderProductImageSvg(parsed, null)).toBe(svg);
    expect(parseMediaPath('/media/product/30000012/1/601.webp')).toBeNull();
  });

  it('answers the colour icons at 20, 45 and 90 px, light and dark, 3:4', () => {
    for (const size of [20, 45, 90]) {
      const parsed = parseMediaPath(`/media/product/30000012/icon/${size}-dark.webp`)!;
      expect(parsed).toMatchObject({ itemnum: '30000012', width: size, dark: true, icon: true, format: 'webp' });
      expect(renderProductImageSvg(parsed, null)).toContain(`width="${size}" height="${Math.round((size * 4) / 3)}"`);
    }
    expect(parseMediaPath('/media/product/30000012/icon/300.webp')).toBeNull();
    expect(parseMediaPath('/media/product/30000012/0/45.webp')).toBeNull();
  });

  it('draws each article kind in its own shape, in the colour, without text', () => {
    const request = { itemnum: '30000012', index: 0, width: 300, dark: false };
    const shapes = (svg: string) => [...svg.matchAll(/ d="([^"]+)"/g)].map((m) => m[1]).join('|');
    const shirt = renderProductImageSvg(request, { hex: '#4a76b8', type: 'hemd' });
    const trousers = renderProductImageSvg(request, { hex: '#4a76b8', type: 'hose' });
    expect(shapes(shirt)).not.toBe(shapes(trousers));
    const redShirt = renderProductImageSvg(request, { hex: '#8b2e2e', type: 'hemd' });
    expect(shapes(redShirt)).toBe(shapes(shirt));
    expect(redShirt).not.toBe(shirt);
    for (const kind of DRAWN_KINDS) expect(renderProductImageSvg(request, { hex: '#1f2a44', type: kind })).not.toMatch(/<text/);
    expect(new Set(DRAWN_KINDS.map((kind) => shapes(renderProductImageSvg(request, { hex: '#1f2a44', type: kind })))).size).toBe(DRAWN_KINDS.length - 1);
  });
});

describe('demo kits', () => {
  it('are made of parts of different kinds that share a colour (one colour for all parts)', () => {
    const parts = [
      { id: 'a', type: 'sakko', colors: ['Blau', 'Grau'] },
      { id: 'b', type: 'sakko', colors: ['Blau'] },
      { id: 'c', type: 'hose', colors: ['Schwarz'] },
      { id: 'd', type: 'hose', colors: ['Grau', 'Beige'] },
    ];
    expect(kitPartners(parts[0]!, parts, 2, 0).map((p) => p.id)).toEqual(['a', 'd']);
    expect(kitPartners(parts[2]!, parts, 2, 0)).toEqual([]);
  });

  it('offer a shared colour in every generated kit', async () => {
    const { db } = await seeded(400, 7);
    const all = await products(db);
    db.close();
    const byId = new Map(all.map((p) => [p.id, p]));
    const kits = all.filter((p) => p.productType === 'kit');
    expect(kits.length).toBeGreaterThan(0);
    for (const kit of kits) {
      const colourSets = kit.subProducts!.map((id) => new Set(byId.get(id)!.colorVariants.map((c) => c.color.de)));
      const shared = [...colourSets[0]!].filter((c) => colourSets.every((s) => s.has(c)));
      expect(shared.length, kit.id).toBeGreaterThan(0);
    }
  });
});
