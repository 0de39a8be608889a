import { execFile } from 'node:child_process';
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

describe('seeding a commercetools project', () => {
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
