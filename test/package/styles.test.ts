import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { transform, type Selector } from 'lightningcss';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildStyles, SHOP_ROOT_CLASS } from '../../scripts/build-styles';
import { REPO_ROOT } from '../support/host';

/**
 * The shipped stylesheet beside a Frontend project's own (Tailwind) styles: built as `npm run build`
 * builds it, then every selector read back from the file.
 */
let out = '';

function scan(css: string): { selectors: Selector[]; keyframes: string[] } {
  const selectors: Selector[] = [];
  const keyframes: string[] = [];
  transform({
    filename: 'styles.css',
    code: Buffer.from(css),
    visitor: {
      Selector(selector) {
        selectors.push(selector);
      },
      Rule: {
        keyframes(rule) {
          keyframes.push(rule.value.name.value);
        },
      },
    },
  });
  return { selectors, keyframes };
}

const firstCompound = (selector: Selector) => {
  const end = selector.findIndex((c) => c.type === 'combinator');
  return end === -1 ? selector : selector.slice(0, end);
};
const classesOf = (selector: Selector) => selector.flatMap((c) => (c.type === 'class' ? [c.name] : []));
const text = (selector: Selector) => JSON.stringify(selector);

beforeAll(async () => {
  out = fs.mkdtempSync(path.join(os.tmpdir(), 'sdk-styles-'));
  await buildStyles(REPO_ROOT, out);
});

afterAll(() => {
  if (out) fs.rmSync(out, { recursive: true, force: true });
});

describe('styles.css lives inside the shop root element', () => {
  it('starts every selector at the shop root, so nothing matches outside it', () => {
    const { selectors } = scan(fs.readFileSync(path.join(out, 'styles.css'), 'utf8'));
    expect(selectors.length).toBeGreaterThan(500);
    const outside = selectors.filter((s) => !firstCompound(s).some((c) => c.type === 'class' && c.name === SHOP_ROOT_CLASS)).map(text);
    expect(outside).toEqual([]);
  });

  it('styles neither the document (html, body, :root) nor Tailwind names the starters use (.grid, .container)', () => {
    const { selectors } = scan(fs.readFileSync(path.join(out, 'styles.css'), 'utf8'));
    const documentWide = selectors.filter((s) =>
      s.some((c) => (c.type === 'type' && (c.name === 'html' || c.name === 'body')) || (c.type === 'pseudo-class' && c.kind === 'root')),
    );
    expect(documentWide.map(text)).toEqual([]);
    expect(selectors.filter((s) => classesOf(s).some((name) => name === 'grid' || name === 'container')).map(text)).toEqual([]);
    // The SDK's own buttons keep their name, inside the root only.
    const buttons = selectors.filter((s) => classesOf(s).includes('btn'));
    expect(buttons.length).toBeGreaterThan(0);
    for (const s of buttons) expect(classesOf(firstCompound(s))).toContain(SHOP_ROOT_CLASS);
  });

  it('themes each project on the root element itself and names its keyframes with the shop prefix', () => {
    const css = fs.readFileSync(path.join(out, 'styles.css'), 'utf8');
    for (const id of ['eck', 'hgg', 'hrm']) expect(css).toMatch(new RegExp(`\\.shop-root\\[data-project=["']?${id}["']?\\]\\{[^}]*--color-accent:`));
    const { keyframes } = scan(css);
    expect(keyframes.length).toBeGreaterThan(0);
    expect(keyframes.filter((name) => !name.startsWith('shop-'))).toEqual([]);
  });

  it('keeps the document reset in reset.css, a file a project opts into', () => {
    const { selectors } = scan(fs.readFileSync(path.join(out, 'reset.css'), 'utf8'));
    expect(selectors.map((s) => s.map((c) => (c.type === 'type' ? c.name : c.type)).join(' '))).toEqual(['html', 'body']);
  });
});
