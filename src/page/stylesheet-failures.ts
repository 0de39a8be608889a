import { reportError } from '../tracking/report-error';

/** The code a stylesheet that could not be loaded is reported with (accounts-cart-services.md §8 "CSS chunk failure"). */
export const CSS_CHUNK_LOAD_FAILED = 'CSS_CHUNK_LOAD_FAILED';

export class StylesheetLoadError extends Error {
  readonly code = CSS_CHUNK_LOAD_FAILED;
  constructor(readonly href: string) {
    super(`The stylesheet ${href} could not be loaded.`);
    this.name = 'StylesheetLoadError';
  }
}

let watching = false;

/**
 * Reports stylesheets that could not be loaded (code CSS_CHUNK_LOAD_FAILED): those of the served
 * page, which block its first paint and so have loaded or failed by the time the page's script
 * runs (a failed one has no sheet), and any added later. Call once in the browser.
 */
export function reportStylesheetFailures(document: Document): void {
  const report = (link: HTMLLinkElement) =>
    reportError(new StylesheetLoadError(link.href), { source: 'stylesheet', code: CSS_CHUNK_LOAD_FAILED, href: link.href });
  for (const link of document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')) if (!link.sheet) report(link);
  if (watching) return;
  watching = true;
  document.addEventListener(
    'error',
    (event) => {
      if (event.target instanceof HTMLLinkElement && event.target.rel === 'stylesheet') report(event.target);
    },
    true,
  );
}
