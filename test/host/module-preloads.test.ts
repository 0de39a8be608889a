import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MODULE_PRELOADS_ELEMENT_ID } from '../../host/client/module-preloads';
import { startTestHost, type TestHost } from '../support/host';

describe("the page's script chunks, requested after the first paint", () => {
  let host: TestHost;
  beforeAll(async () => {
    host = await startTestHost({ browser: true });
  }, 60_000);
  afterAll(async () => {
    await host?.close();
  });

  it('are listed for the entry in the body, not preloaded by the head (the stylesheet and the largest image load first)', async () => {
    const html = await (await fetch(`${host.url}/bekleidung`)).text();
    const head = html.slice(0, html.indexOf('</head>'));
    expect(html).not.toContain('rel="modulepreload"');
    // The head still asks for the largest image first.
    expect(head).toMatch(/<link rel="preload" as="image" fetchpriority="high"/);
    // The list sits in the body, after the markup, before the entry script.
    const list = new RegExp(`<script type="application/json" id="${MODULE_PRELOADS_ELEMENT_ID}" nonce="[^"]+">([^<]+)</script>`).exec(html);
    expect(list?.index).toBeGreaterThan(html.indexOf('<div id="root">'));
    const entry = /<script type="module" src="([^"]+)"/.exec(html);
    expect(entry?.[1]).toMatch(/^\/assets\//);
    expect(entry!.index).toBeGreaterThan(list!.index);
    const hrefs = JSON.parse(list![1]!) as string[];
    expect(hrefs.length).toBeGreaterThan(3);
    for (const href of hrefs) expect((await fetch(`${host.url}${href}`, { method: 'HEAD' })).status, href).toBe(200);
    // The entry script itself is not among them: the page's own script tag loads it.
    expect(hrefs).not.toContain(entry![1]);
  });
});
