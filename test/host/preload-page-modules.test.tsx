import { describe, expect, it } from 'vitest';
import { MODULE_PRELOADS_ELEMENT_ID, preloadPageModules } from '../../host/client/module-preloads';

const preloadLinks = (document: Document) =>
  [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map((l) => l.getAttribute('href'));

describe('preloadPageModules', () => {
  const page = (list?: string) =>
    new DOMParser().parseFromString(
      `<!doctype html><html><head></head><body>${list === undefined ? '' : `<script type="application/json" id="${MODULE_PRELOADS_ELEMENT_ID}">${list}</script>`}</body></html>`,
      'text/html',
    );

  it('adds a module preload for every listed path, in order', () => {
    const document = page('["/assets/chunks/a.js","/assets/chunks/b.js"]');
    preloadPageModules(document);
    expect(preloadLinks(document)).toEqual(['/assets/chunks/a.js', '/assets/chunks/b.js']);
  });

  it('does nothing without a list, or with a broken one, and skips entries that are not paths', () => {
    for (const list of [undefined, '["/assets/a.js",', '{"href":"/assets/a.js"}']) {
      const document = page(list);
      expect(() => preloadPageModules(document)).not.toThrow();
      expect(preloadLinks(document)).toEqual([]);
    }
    const document = page('[42,"/assets/b.js",null]');
    preloadPageModules(document);
    expect(preloadLinks(document)).toEqual(['/assets/b.js']);
  });
});
