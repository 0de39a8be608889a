import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderToString } from 'react-dom/server';
import { screen } from '@testing-library/react';
import { createStore } from 'jotai';
import { ProductInformation } from '../../src/organisms/product/Information';
import { SafeHtml } from '../../src/ui/SafeHtml';
import { renderInShop, settle, TestShop } from '../support/render';
import { blue, record } from './fixtures';

/** How often DOMPurify was loaded (the mock passes the real module through). */
const purify = vi.hoisted(() => ({ loads: 0 }));
vi.mock('dompurify', async (importOriginal) => {
  purify.loads++;
  return importOriginal();
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe('SafeHtml', () => {
  it('shows a text without markup as it is, and loads no sanitiser for it', async () => {
    renderInShop(<SafeHtml html="Lieferung in 2–4 Werktagen." />);
    await settle();
    expect(screen.getByText('Lieferung in 2–4 Werktagen.')).toBeInTheDocument();
    expect(purify.loads).toBe(0);
  });

  it('shows markup sanitised once DOMPurify has loaded, and plain text until then', async () => {
    renderInShop(<SafeHtml html={'Konto gesperrt. <a href="#" data-action="forgot-password">Passwort vergessen?</a><img src=x onerror="steal()">'} />);
    expect(screen.getByText('Konto gesperrt. Passwort vergessen?')).toBeInTheDocument();
    const link = await screen.findByRole('link', { name: 'Passwort vergessen?' });
    expect(link).toHaveAttribute('data-action', 'forgot-password');
    expect(document.querySelector('img')).toBeNull();
    expect(purify.loads).toBe(1);
  });
});

describe("the product's texts", () => {
  it('are rendered with their markup by the server (made safe where the record was built)', () => {
    const product = record('P000001', [{ ...blue, description: '<p>Reine <b>Schurwolle</b></p><ul><li>Zweireiher</li></ul>' }], {
      sharedDescription: 'Wolle &amp; Seide',
    });
    const html = renderToString(
      <TestShop store={createStore()}>
        <ProductInformation product={product} colour={product.colorVariants[0]!} />
      </TestShop>,
    );
    expect(html).toContain('<p>Reine <b>Schurwolle</b></p><ul><li>Zweireiher</li></ul>');
    expect(html).toContain('Wolle &amp; Seide');
  });
});
