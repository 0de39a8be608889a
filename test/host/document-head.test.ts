import { describe, expect, it } from 'vitest';
import { renderDocument } from '../../host/render';
import type { AppData } from '../../src/page/app-data';
import { parseProjectConfiguration } from '../../src/domain/project-configuration';
import { intlWarmupScript, intlWarmupSteps } from '../../src/page/intl-warmup';
import { pageWith } from '../support/page';

const data = (locale: string): AppData => ({
  page: pageWith([]),
  projectId: 'hrm',
  locale,
  environment: 'production',
  projectConfiguration: parseProjectConfiguration({}, locale.split('_')[0]!),
  search: { appId: 'embedded', apiKey: 'embedded-search-key', hosts: [] },
  messages: {},
  fallback: {},
  title: 'Start',
  status: 200,
});

const assets = { scripts: ['/assets/app-1.js'], styles: ['/assets/app-1.css'] };
const headOf = (html: string) => html.slice(0, html.indexOf('</head>'));

describe('document head', () => {
  it("requests the stylesheet, then loads the browser's Intl data for the page's locale while it waits, then links the stylesheet", () => {
    const head = headOf(
      renderDocument(data('cs_CZ'), {}, assets, {
        head: { title: 'Start', canonicalPath: '/', alternates: [], type: 'website' },
        origin: 'https://shop.example',
        nonce: 'n0nce',
      }),
    );
    const preload = head.indexOf('<link rel="preload" as="style" href="/assets/app-1.css">');
    const warmup = head.indexOf(`<script nonce="n0nce">${intlWarmupScript('cs-CZ')}</script>`);
    const stylesheet = head.indexOf('<link rel="stylesheet" href="/assets/app-1.css">');
    expect(preload).toBeGreaterThan(0);
    // A script after the stylesheet link would wait for the stylesheet; one before the request would hold it back.
    expect(warmup).toBeGreaterThan(preload);
    expect(stylesheet).toBeGreaterThan(warmup);
  });

  it('has no warm-up where the page has no scripts', () => {
    const head = headOf(renderDocument(data('de_DE'), {}, { scripts: [], styles: assets.styles }));
    expect(head).not.toContain('<script');
    expect(head).toContain('<link rel="stylesheet" href="/assets/app-1.css">');
  });

  it("names the entry scripts of the page's tastics, and only those, in a JSON element nothing can break out of", () => {
    const page = { ...data('de_DE'), page: pageWith([{ tasticType: 'hirmer/content/spacer' }, { tasticType: 'hirmer/content/text-box' }]) };
    const asked: string[][] = [];
    const html = renderDocument(
      page,
      {},
      {
        ...assets,
        tasticScripts: (types) => {
          asked.push([...types]);
          return { 'hirmer/content/spacer': '/assets/chunks/spacer-1.js', 'hirmer/content/text-box': '/assets/chunks/</script>-1.js' };
        },
      },
    );
    expect(asked).toEqual([['hirmer/content/spacer', 'hirmer/content/text-box']]);
    const json = /<script type="application\/json" id="tastic-scripts">(.*?)<\/script>/.exec(html)![1]!;
    expect(JSON.parse(json)).toEqual({ 'hirmer/content/spacer': '/assets/chunks/spacer-1.js', 'hirmer/content/text-box': '/assets/chunks/</script>-1.js' });
    // Without scripts (no browser bundle) the page names none.
    expect(renderDocument(page, {}, { scripts: [], styles: [], tasticScripts: () => ({ x: 'y' }) })).not.toContain('tastic-scripts');
  });

  it('writes the page data as JSON that no text in it can end early, and that reads back unchanged', () => {
    const title = 'Sakko </script><script>alert(1)</script> \u2028\u2029 <!-- ü';
    const messages = { 'x.close': '</script> schließen \u2028' };
    const appData = (html: string) => /<script type="application\/json" id="__APP_DATA__"[^>]*>(.*?)<\/script>/s.exec(html)![1]!;
    // Twice: the second page takes the language's messages as written for the first.
    for (let i = 0; i < 2; i++) {
      const json = appData(renderDocument({ ...data('de_DE'), title, messages }, {}, assets));
      expect(json).not.toMatch(/[<\u2028\u2029]/);
      expect(JSON.parse(json)).toEqual({ ...data('de_DE'), title, messages });
    }
  });

  it('warms up without throwing, whatever the locale tag', () => {
    for (const tag of ['de-DE', 'pl-PL', 'not a tag']) {
      expect(() => new Function(intlWarmupScript(tag))()).not.toThrow();
    }
    for (const step of intlWarmupSteps('nl-NL')) expect(step).not.toThrow();
  });
});
