import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allProducts, startBackend, type Backend } from './support';
import { REPO_ROOT } from '../support/host';

/** Every TypeScript file under a folder (default extensions/). */
function _sources(dir = path.join(REPO_ROOT, 'extensions')): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const full = path.join(dir, e.name);
    if (e.isDirectory()) return _sources(full);
    return e.name.endsWith('.ts') ? [fs.readFileSync(full, 'utf8')] : [];
  });
}

describe("error answers in the shopper's language", () => {
  let backend: Backend;
  beforeAll(async () => {
    backend = await startBackend();
  });
  afterAll(() => backend?.close());

  const add = (locale: string, sku: string, count: number) =>
    backend.client().raw('POST', '/api/cart/cart/add', JSON.stringify({ variant: { sku }, count }), { cookie: `locale=${locale}` });

  async function variantWithStock(stock: number) {
    for (const p of await allProducts(backend.services)) {
      if (p.productType !== 'regular') continue;
      for (const sv of p.colorVariants.flatMap((c) => c.sizeVariants)) if (!sv.isNos && sv.stock === stock) return sv;
    }
    throw new Error(`no variant with stock ${stock}`);
  }

  it('counts the pieces left with the plural rules of each language', async () => {
    const two = await variantWithStock(2);
    const five = await variantWithStock(5);
    const message = async (locale: string, sku: string, count: number) => {
      const answer = await add(locale, sku, count);
      expect(answer.status).toBe(409);
      expect(answer.body.errors[0].code).toBe('insufficient_stock');
      return answer.body.errors[0].message as string;
    };
    expect(await message('de_DE', two.sku, 3)).toBe('Nur noch 2 Stück auf Lager.');
    expect(await message('en_GB', two.sku, 3)).toBe('Only 2 pieces are in stock.');
    expect(await message('cs_CZ', two.sku, 3)).toBe('Skladem jsou jen 2 kusy.');
    expect(await message('cs_CZ', five.sku, 6)).toBe('Skladem je jen 5 kusů.');
    expect(await message('pl_PL', two.sku, 3)).toBe('W magazynie są tylko 2 sztuki.');
    expect(await message('pl_PL', five.sku, 6)).toBe('W magazynie jest tylko 5 sztuk.');
  });

  it('answers a sold-out size with its own code and text', async () => {
    const soldOut = await variantWithStock(0);
    const answer = await add('fr_FR', soldOut.sku, 1);
    expect(answer.status).toBe(409);
    expect(answer.body.errors[0]).toMatchObject({ code: 'sold_out', message: 'Cette taille est épuisée.' });
  });

  it("translates the wrapper's own answers: no session, malformed JSON", async () => {
    const noSession = await backend.client().raw('GET', '/_hirmer/api/account/orders/history', undefined, { cookie: 'locale=nl_NL' });
    expect(noSession.status).toBe(401);
    expect(noSession.body.errors[0]).toMatchObject({ code: 'unauthorized', message: 'Log eerst in.' });
    const malformed = await backend.client().raw('POST', '/api/cart/cart/add', '{"variant":', { cookie: 'locale=de_DE' });
    expect(malformed.status).toBe(400);
    expect(malformed.body.errors[0]).toMatchObject({ code: 'malformed_json', message: 'Die Anfrage ist kein gültiges JSON.' });
  });

  it("keeps a text the action wrote in the shopper's language already (registration: email known, with the reset link)", async () => {
    const answer = await backend.client().raw(
      'POST',
      '/api/account/register',
      JSON.stringify({
        salutation: 'Mr',
        firstName: 'Max',
        lastName: 'Mustermann',
        email: 'max.mustermann@example.com',
        password: 'geheim123',
        billingAddress: { streetName: 'Leopoldstraße', streetNumber: '5', postalCode: '80802', city: 'München', country: 'DE' },
        projectSpecificData: { token: 'dev-captcha-ok' },
      }),
      { cookie: 'locale=en_GB' },
    );
    expect(answer.status).toBe(409);
    expect(answer.body.errors[0].message).toMatch(/^An account with this email address exists already.*Reset your password<\/a>$/);
  });
});
