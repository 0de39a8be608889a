import { afterEach, describe, expect, it } from 'vitest';
import { CSS_CHUNK_LOAD_FAILED, reportStylesheetFailures } from '../../src/page/stylesheet-failures';
import { setErrorReporter } from '../../src/tracking/report-error';

afterEach(() => {
  setErrorReporter(null);
  document.head.innerHTML = '';
});

function stylesheet(href: string, loaded: boolean): HTMLLinkElement {
  const link = document.createElement('link');
  link.rel = 'stylesheet';
  link.href = href;
  if (loaded) Object.defineProperty(link, 'sheet', { value: {} });
  document.head.append(link);
  return link;
}

describe('stylesheets that could not be loaded (CSS_CHUNK_LOAD_FAILED)', () => {
  it("reports the served page's failed stylesheet with its code, not the loaded one; and one that fails later", () => {
    const reported: Record<string, unknown>[] = [];
    setErrorReporter((_error, context) => reported.push(context));
    stylesheet('http://shop.test/assets/app.css', true);
    stylesheet('http://shop.test/assets/missing.css', false);
    reportStylesheetFailures(document);
    expect(reported).toEqual([{ source: 'stylesheet', code: CSS_CHUNK_LOAD_FAILED, href: 'http://shop.test/assets/missing.css' }]);
    const later = stylesheet('http://shop.test/assets/later.css', true);
    later.dispatchEvent(new Event('error'));
    expect(reported.map((r) => r.href)).toEqual(['http://shop.test/assets/missing.css', 'http://shop.test/assets/later.css']);
    expect(CSS_CHUNK_LOAD_FAILED).toBe('CSS_CHUNK_LOAD_FAILED');
  });
});
