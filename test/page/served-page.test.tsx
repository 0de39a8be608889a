import { afterEach, describe, expect, it, vi } from 'vitest';

/** A fresh copy of the module per case: it keeps whether the page has painted. */
const load = async () => {
  vi.resetModules();
  return import('../../src/page/served-page');
};

afterEach(() => {
  document.body.innerHTML = '';
});

describe('a served page hydrates after the browser has painted it', () => {
  it('a page the browser renders alone (no served markup) renders at once', async () => {
    const { prepareServedPage, awaitFirstPaint } = await load();
    prepareServedPage();
    expect(() => awaitFirstPaint()).not.toThrow();
  });

  it('a served page waits for the first frame, then hydrates', async () => {
    document.body.innerHTML = '<div class="shop-root"><div data-tastic-id="t1">Served</div></div>';
    const { prepareServedPage, awaitFirstPaint } = await load();
    prepareServedPage();
    let thrown: unknown;
    try {
      awaitFirstPaint();
    } catch (suspended) {
      thrown = suspended;
    }
    expect(thrown).toBeInstanceOf(Promise);
    await thrown;
    expect(() => awaitFirstPaint()).not.toThrow();
  });
});
