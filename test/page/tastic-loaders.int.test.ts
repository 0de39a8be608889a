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
  // react-hook-form: an option of its fields (a property name, kept by the minifier).
  const FORM_LIBRARY_MARK = 'shouldUnregister';

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
    // And the address form (a chunk of its own, loaded when the shopper reaches for "edit") brings its own.
    const addressForm = assets.pageModules(['src/organisms/account/AddressForm.tsx']);
    expect(addressForm.some((f) => ZOD_MARK.test(bodyOf(f)))).toBe(true);
  });

  it('loads neither zod nor react-hook-form at start with the account views that show no form or a plain one (their checks and forms come when reached for or answered for), the registration and the loyalty activation among them', () => {
    const account = JSON.parse(fs.readFileSync(path.join(REPO_ROOT, 'site/pages/account.json'), 'utf8')) as Pick<PageData, 'page'>;
    const page = [...assets.scripts, ...assets.pageModules(tasticTypesOf(account as PageData).map(tasticModulePath))];
    const views = [
      'tastics/account/page/ResetPasswordFromAddress.tsx',
      'src/organisms/account/Addresses.tsx',
      'src/organisms/account/OrderHistory.tsx',
      'src/organisms/account/Reservations.tsx',
      'src/organisms/account/LoyaltyCard.tsx',
      'src/organisms/account/Welcome.tsx',
      'src/organisms/account/NewsletterSettings.tsx',
      'src/organisms/account/Registration.tsx',
      'tastics/account/registration/index.tsx',
      // The loyalty activation link's set-password view (LoyaltyCard.tsx loads it for the link's address).
      'src/organisms/account/LoyaltyGuest.tsx',
    ];
    for (const view of views) {
      const loaded = [...page, ...assets.pageModules([view])];
      expect(
        loaded.filter((f) => ZOD_MARK.test(bodyOf(f))),
        view,
      ).toEqual([]);
      expect(
        loaded.filter((f) => bodyOf(f).includes(FORM_LIBRARY_MARK)),
        view,
      ).toEqual([]);
    }
    // The check sees them where they are: the reset form's check, the address form, the loyalty card page's forms.
    expect(assets.pageModules(['src/organisms/account/reset-password-check.ts']).some((f) => ZOD_MARK.test(bodyOf(f)))).toBe(true);
    expect(assets.pageModules(['src/organisms/account/AddressForm.tsx']).some((f) => bodyOf(f).includes(FORM_LIBRARY_MARK))).toBe(true);
    expect(assets.pageModules(['src/organisms/account/LoyaltyCardForms.tsx']).some((f) => bodyOf(f).includes(FORM_LIBRARY_MARK))).toBe(true);
    // The registration's and the activation's checks (zod), chunks of their own.
    for (const check of ['src/organisms/account/registration-check.ts', 'src/organisms/account/loyalty-activation-check.ts']) {
      expect(
        assets.pageModules([check]).some((f) => ZOD_MARK.test(bodyOf(f))),
        check,
      ).toBe(true);
    }
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
