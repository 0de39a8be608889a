import { execFile, spawn } from 'node:child_process';
import { promisify } from 'node:util';
import { afterEach, describe, expect, it } from 'vitest';
import { seedCommercetools } from '../../extensions/adapters/commercetools/seed';
import { TYPE_DRAFTS } from '../../extensions/adapters/commercetools/model';
import { startCommercetoolsMock, type CommercetoolsTestServer } from '../support/commercetools-mock';
import { REPO_ROOT } from '../support/host';

const exec = promisify(execFile);
let mock: CommercetoolsTestServer | null = null;
afterEach(async () => {
  await mock?.close();
  mock = null;
});

/**
 * What a seeded project holds, in a form two projects can be compared by: keys, skus with their
 * channel and quantity, codes, emails, order numbers with their lines, custom objects with their
 * values (timestamps and generated ids left out). A resource made twice shows up twice.
 */
async function projectContents(server: CommercetoolsTestServer) {
  const all = async <T>(path: string) => {
    const out: T[] = [];
    for (;;) {
      const page = await server.get<{ results: T[] }>(`${path}?limit=500&offset=${out.length}&sort=id+asc`);
      out.push(...page.results);
      if (page.results.length < 500) return out;
    }
  };
  const channels = new Map((await all<{ id: string; key: string }>('/channels')).map((c) => [c.id, c.key]));
  const sorted = (list: string[]) => [...list].sort();
  return {
    types: sorted(
      (await all<{ key: string; fieldDefinitions: { name: string }[] }>('/types')).map((t) => `${t.key}:${t.fieldDefinitions.map((f) => f.name).join(',')}`),
    ),
    productTypes: sorted((await all<{ key: string }>('/product-types')).map((t) => t.key)),
    categories: sorted((await all<{ key: string }>('/categories')).map((c) => c.key)),
    channels: sorted([...channels.values()]),
    products: sorted((await all<{ key: string }>('/products')).map((p) => p.key)),
    inventory: sorted(
      (await all<{ sku: string; quantityOnStock: number; supplyChannel?: { id: string } }>('/inventory')).map(
        (e) => `${e.sku}|${e.supplyChannel ? channels.get(e.supplyChannel.id) : ''}|${e.quantityOnStock}`,
      ),
    ),
    cartDiscounts: sorted((await all<{ key: string }>('/cart-discounts')).map((d) => d.key)),
    discountCodes: sorted((await all<{ code: string; isActive: boolean }>('/discount-codes')).map((d) => `${d.code}|${d.isActive}`)),
    customers: sorted((await all<{ email: string }>('/customers')).map((c) => c.email)),
    orders: sorted(
      (await all<{ orderNumber: string; orderState: string; lineItems: { variant: { sku: string }; quantity: number }[] }>('/orders')).map(
        (o) => `${o.orderNumber}|${o.orderState}|${o.lineItems.map((l) => `${l.variant.sku}x${l.quantity}`).join(',')}`,
      ),
    ),
    customObjects: sorted(
      (await all<{ container: string; key: string; value: unknown }>('/custom-objects')).flatMap((o) =>
        o.container === 'hirmer-meta'
          ? []
          : [
              `${o.container}|${o.container === 'hirmer-loyalty-by-account' ? 'account' : o.key}|${JSON.stringify(o.value, (k, v) => (k === 'accountId' ? undefined : v))}`,
            ],
      ),
    ),
  };
}

describe('seeding a commercetools project', () => {
  it('resumes after being killed midway: the rerun leaves the project one uninterrupted run leaves, nothing made twice', async () => {
    const args = ['--import', 'tsx', 'scripts/seed.ts', '--size', '12', '--seed', '3', '--store-stock-products', '1'];
    // One uninterrupted run, in its own process.
    mock = await startCommercetoolsMock('seed-whole');
    await exec(process.execPath, args, { cwd: REPO_ROOT, env: { ...process.env, ...mock.env } });
    const whole = await projectContents(mock);
    await mock.close();
    // A run killed by a signal in the middle of the inventory, then run again.
    mock = await startCommercetoolsMock('seed-cut');
    const child = spawn(process.execPath, args, { cwd: REPO_ROOT, env: { ...process.env, ...mock.env }, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    const killed = await new Promise<string>((resolve, reject) => {
      child.stdout.setEncoding('utf8');
      child.stdout.on('data', (chunk: string) => {
        output += chunk;
        // Progress per step: killed once the inventory is under way.
        if (/^inventory: [1-9]\d*\/\d+$/m.test(output) && !child.killed) child.kill('SIGKILL');
      });
      child.on('exit', (_code, signal) => resolve(signal ?? 'none'));
      child.on('error', reject);
    });
    expect(killed, output).toBe('SIGKILL');
    for (const step of ['types: ', 'categories: ', 'stores: ', 'products: ']) expect(output).toContain(step);
    expect(output).not.toContain('Demo shop in');
    const half = await projectContents(mock);
    expect(half.inventory.length).toBeLessThan(whole.inventory.length);
    const rerun = await exec(process.execPath, args, { cwd: REPO_ROOT, env: { ...process.env, ...mock.env } });
    expect(rerun.stdout).toMatch(/^inventory: \d+\/\d+ done, [1-9]\d* created$/m);
    expect(rerun.stdout).toMatch(/^products: 12\/12 done, 0 created$/m);
    expect(await projectContents(mock)).toEqual(whole);
  }, 240_000);

  it('is idempotent: a second run creates nothing and leaves the catalogue as it was', async () => {
    mock = await startCommercetoolsMock('seed-twice');
    const first = await seedCommercetools(mock.settings, { size: 12, seed: 3, storeStockProducts: 2 });
    expect(first.created).toMatchObject({ types: TYPE_DRAFTS.length + 1, products: 12 });
    expect(first.created.customers).toBeGreaterThan(0);
    expect(first.created.inventory).toBeGreaterThan(0);
    const second = await seedCommercetools(mock.settings, { size: 12, seed: 3, storeStockProducts: 2 });
    expect(second.created).toEqual({ types: 0, categories: 0, stores: 0, products: 0, inventory: 0, discountCodes: 0, customers: 0, orders: 0 });
    expect((await mock.get<{ total: number }>('/products?limit=1&withTotal=true')).total).toBe(12);
  }, 120_000);

  it('creates only the types for a project with its own catalogue (`npm run seed -- --types-only`)', async () => {
    mock = await startCommercetoolsMock('seed-types');
    const { stdout } = await exec(process.execPath, ['--import', 'tsx', 'scripts/seed.ts', '--types-only'], {
      cwd: REPO_ROOT,
      env: { ...process.env, ...mock.env },
    });
    expect(stdout).toContain('Types ready in commercetools project seed-types');
    const types = await mock.get<{ results: { key: string }[] }>('/types?limit=100');
    expect(types.results.map((t) => t.key).sort()).toEqual(TYPE_DRAFTS.map((t) => t.key).sort());
    expect((await mock.get<{ results: unknown[] }>('/product-types')).results).toHaveLength(1);
    expect((await mock.get<{ total: number }>('/products?limit=1&withTotal=true')).total).toBe(0);
  }, 60_000);

  it('names the missing settings instead of starting half-configured', async () => {
    const failed = await exec(process.execPath, ['--import', 'tsx', 'scripts/seed.ts'], {
      cwd: REPO_ROOT,
      env: { ...process.env, COMMERCE_BACKEND: 'commercetools', CTP_PROJECT_KEY: '' },
    }).then(
      () => null,
      (error: { code: number; stderr: string }) => error,
    );
    expect(failed?.code).toBe(1);
    expect(failed?.stderr).toContain('CTP_PROJECT_KEY (project configuration "ctpProjectKey") is missing');
    expect(failed?.stderr).toContain('CTP_CLIENT_SECRET (project configuration "ctpClientSecret") is missing');
  }, 60_000);
});
