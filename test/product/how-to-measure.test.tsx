import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import HowToMeasure from '../../tastics/product/how-to-measure';
import { renderInShop } from '../support/render';
import { testFolder } from '../support/page';

const folder = testFolder;
const data = {
  mobile: true,
  tablet: true,
  desktop: true,
  tips: [
    { tipHeadline: 'Brust', tipText: 'Waagerecht messen.' },
    { tipHeadline: 'Bund', tipText: 'Am Nabel messen.' },
  ],
  hotlines: [{ language: 'de', phone: '+49 89 1' }],
};
const show = (locale = 'de_DE') => renderInShop(<HowToMeasure tasticId="t" pageFolder={folder} data={data} />, { locale });

afterEach(() => vi.unstubAllGlobals());

describe('how-to-measure guide', () => {
  it('desktop: numbered tips and the hotline of the current language', () => {
    show();
    expect(within(screen.getByRole('list')).getAllByRole('listitem')).toHaveLength(2);
    expect(screen.getByRole('link', { name: '+49 89 1' })).toHaveAttribute('href', 'tel:+49891');
  });
  it('no hotline without a number for the language', () => {
    show('en_GB');
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });
  it('mobile: an accordion, no hotline', () => {
    vi.stubGlobal('matchMedia', (query: string) => ({ matches: false, media: query, addEventListener: () => {}, removeEventListener: () => {} }));
    show();
    expect(screen.getByRole('button', { name: '1. Brust' })).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });
});
