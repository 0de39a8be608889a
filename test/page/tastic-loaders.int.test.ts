import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tasticModulePath, tasticTypesOf } from '../../src/page/page-tastics';
import type { PageData } from '../../src/shop/page-model';
import { buildClientAssets, type ClientAssets } from '../../host/assets';
import { REPO_ROOT } from '../support/host';

const _page = (sections: Record<string, string[][]>) =>
  ({
    page: {
      pageId: 'p',
      state: 'published',
      sections: Object.fromEntries(
        Object.entries(sections).map(([name, elements]) => [
          name,
          {
            sectionId: name,
            layoutElements: elements.map((types, e) => ({
              layoutElementId: `${name}-${e}`,
              configuration: { size: 12, mobile: true, tablet: true, desktop: true },
              tastics: types.map((tasticType, t) => ({ tasticId: `${name}-${e}-${t}`, tasticType, configuration: {} })),
            })),
          },
        ]),
      ),
    },
  }) as unknown as PageData;

describe('modules a page loads at start, production bundle', () => {
  let assets: ClientAssets;
  beforeAll(async () => {
    assets = await buildClientAssets({ root: REPO_ROOT, development: false });
  }, 60_000);
  afterAll(async () => {
    await assets?.close();
  });

  const served = (file: string) => {
    let status = 0;
    const res = {
      writeHead: (s: number) => {
        status = s;
        return res;
      },
      end: () => res,
    } as never;
    assets.serve({ headers: {}, method: 'HEAD' } as never, res, new URL(`http://x${file}`));
    return status;
  };

  const bodyOf = (file: string) => {
    let body = '';
    const res = { writeHead: () => res, end: (b?: Buffer) => ((body = b ? b.toString() : ''), res) } as never;
    assets.serve({ headers: {}, method: 'GET' } as never, res, new URL(`http://x${file}`));
    return body;
  };

  // zod's core marks its schema classes with this trait name (the minifier may quote it with backticks).
  const ZOD_MARK = /["'`]\$ZodType["'`]/;

  it('loads no zod at start on the start, listing, search, product and account pages (stored values are read with plain checks, forms get theirs when reached for)', () => {
    const pages = ['site/pages/home.json', 'site/pages/node-bekleidung.json', 'site/pages/search.json', 'site/dynamic/product.json', 'site/pages/account.json'];
    for (const file of pages) {
      const data = JSON.parse(fs.readFileSync(path.join(REPO_ROOT, file), 'utf8')) as Pick<PageData, 'page'>;
      const types = tasticTypesOf(data as PageData);
      expect(types.length, file).toBeGreaterThan(1);
      const loaded = [...assets.scripts, ...assets.pageModules(types.map(tasticModulePath))];
      const withZod = loaded.filter((f) => ZOD_MARK.test(bodyOf(f)));
      expect(withZod, file).toEqual([]);
    }
    // The check sees zod where it is: the account forms' checks, a chunk loaded when a shopper reaches for a form.
    const checks = assets.pageModules(['src/organisms/account/login-data-checks.ts']);
    expect(checks.some((f) => ZOD_MARK.test(bodyOf(f)))).toBe(true);
    // And the account area's other views (a chunk each) bring theirs.
    const addresses = assets.pageModules(['src/organisms/account/Addresses.tsx']);
    expect(addresses.some((f) => ZOD_MARK.test(bodyOf(f)))).toBe(true);
  });

  it("names the chunks of the page's tastics and the modules they import, all served, the entry script excluded", () => {
    const header = assets.pageModules([tasticModulePath('hirmer/navigation/header')]);
    const withProduct = assets.pageModules([tasticModulePath('hirmer/navigation/header'), tasticModulePath('hirmer/product/detail')]);
    expect(header.length).toBeGreaterThan(0);
    for (const file of withProduct) expect(served(file), file).toBe(200);
    expect(withProduct).toEqual(expect.arrayContaining(header));
    // The product page's own chunks are not loaded for a page without it.
    expect(withProduct.filter((f) => !header.includes(f)).length).toBeGreaterThan(0);
    for (const script of assets.scripts) expect(withProduct).not.toContain(script);
    expect(assets.pageModules(['tastics/nothing/here/index.tsx'])).toEqual(assets.pageModules([]));
  });
});
