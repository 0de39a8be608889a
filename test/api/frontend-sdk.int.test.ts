// @vitest-environment jsdom
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { SDK } from '@commercetools/frontend-sdk';
import { startHostProcess, type HostProcess } from '../support/start-host-process';
import { frontendSdkTransport } from '../../src/api/frontend-sdk';
import { installTransport } from '../../src/api/transport';
import { readSessionToken, sessionTokenCookie } from '../../src/state/session-token';
import { fetchCart } from '../../src/api/cart';
import { addToCart } from '../../src/api/cart-add';
import { refreshUser } from '../../src/api/account';
import { fetchOrdersOfYear } from '../../src/api/orders';
import { FRONTASTIC_SESSION_COOKIE } from '../../src/config/constants';
import { writeCookie } from '../../src/state/cookies';

/**
 * A Frontend project hands its configured `@commercetools/frontend-sdk` (the real package, 2.x) to
 * the shop: the endpoint functions go through the SDK's `callAction` to the host standing in for
 * the API hub, and the SDK's `frontastic-session` cookie is the session the shop's own transport
 * uses as well.
 */
let host: HostProcess;
let sku = '';
beforeAll(async () => {
  host = await startHostProcess();
  // A size in stock, from the embedded search engine's records of the demo catalogue.
  const res = await fetch(`${host.url}/1/indexes/products_de/query`, {
    method: 'POST',
    headers: { 'x-algolia-application-id': 'embedded', 'x-algolia-api-key': 'embedded-search-key' },
    // A hit carries what a product box reads unless asked for more: the sizes' SKUs are asked for.
    body: JSON.stringify({ hitsPerPage: 40, filters: 'productType:"regular"', attributesToRetrieve: ['colorVariants.sizeVariants'] }),
  });
  const { hits } = (await res.json()) as { hits: { colorVariants: { sizeVariants: { sku: string; stock: number; isNos: boolean }[] }[] }[] };
  sku = hits.flatMap((h) => h.colorVariants.flatMap((cv) => cv.sizeVariants)).find((sv) => sv.stock >= 3 && !sv.isNos)!.sku;
}, 120_000);
afterAll(async () => {
  await host?.close();
});
afterEach(() => {
  writeCookie(FRONTASTIC_SESSION_COOKIE, '', 0);
  installTransport(undefined);
});

function configuredSdk() {
  const sdk = new SDK();
  sdk.configure({ endpoint: host.url, locale: 'de_AT', currency: 'EUR', extensionVersion: 'test-build' });
  return sdk;
}

describe('the Frontend SDK adapter', () => {
  it("calls the actions through the SDK's callAction and keeps the session in the SDK's cookie", async () => {
    const sdk = configuredSdk();
    const called: string[] = [];
    sdk.on('actionCalled', (event) => void called.push((event.data as { actionName: string }).actionName));
    installTransport(frontendSdkTransport(sdk));

    const added = await addToCart({ variant: { sku }, count: 2 });
    expect(added).toMatchObject({ ok: true, data: { success: true } });
    const token = readSessionToken();
    expect(token).toBeTruthy();
    const cart = await fetchCart();
    expect(cart.ok && cart.data.cart.lineItems.map((l) => l.count)).toEqual([2]);
    expect(called).toEqual(['hirmer-cart/add', 'hirmer-cart/get']);

    // The shop's own transport, on the same site, continues the same session.
    installTransport({ endpoint: host.url }, { code: 'de_AT', currency: 'EUR' }, sessionTokenCookie);
    const again = await fetchCart();
    expect(again.ok && again.data.cart.lineItems.map((l) => l.count)).toEqual([2]);
  });

  it("answers an action's refusal as a failure with its errors, and an unknown address as malformed", async () => {
    installTransport(frontendSdkTransport(configuredSdk()));
    const refused = await addToCart({ variant: { sku: '' }, count: 0 });
    expect(refused).toMatchObject({ ok: false, kind: 'failure' });
    expect(!refused.ok && refused.errors.length).toBeGreaterThan(0);
    const unauthorized = await fetchOrdersOfYear(2025);
    expect(unauthorized).toMatchObject({ ok: false, kind: 'failure', errors: [{ code: 'unauthorized' }] });

    // An endpoint that is the site, not the hub: its HTML 404 page.
    const site = http.createServer((_req, res) => res.writeHead(404, { 'content-type': 'text/html' }).end('<!DOCTYPE html><h1>404</h1>'));
    await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve));
    try {
      const lost = new SDK();
      lost.configure({ endpoint: `http://127.0.0.1:${(site.address() as AddressInfo).port}`, locale: 'de_DE', currency: 'EUR', extensionVersion: 'x' });
      installTransport(frontendSdkTransport(lost));
      expect(await refreshUser()).toMatchObject({ ok: false, kind: 'malformed' });
    } finally {
      site.close();
    }
  });
});
