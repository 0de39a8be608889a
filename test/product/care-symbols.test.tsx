import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import { CARE_CODES, type CareCode } from '../../src/domain/product';
import { CareSymbol } from '../../src/ui/care/CareSymbol';
import { CareInstructions } from '../../src/organisms/product/Information';
import { renderInShop } from '../support/render';

function symbolOf(code: CareCode): SVGSVGElement {
  const { container } = render(<CareSymbol code={code} />);
  const svgs = container.querySelectorAll('svg');
  expect(svgs).toHaveLength(1);
  return svgs[0]!;
}

const parts = (svg: SVGSVGElement, part: string) => svg.querySelectorAll(`[data-part="${part}"]`).length;
const labelOf = (svg: SVGSVGElement) => svg.querySelector('[data-part="label"]')?.textContent ?? null;

describe('care symbols', () => {
  it.each(CARE_CODES)('%s is one decorative inline svg drawn in the text colour', (code) => {
    const svg = symbolOf(code);
    expect(svg).toHaveAttribute('aria-hidden', 'true');
    expect(svg).toHaveAttribute('focusable', 'false');
    expect(svg).toHaveAttribute('viewBox', '0 0 32 32');
    expect(svg).toHaveAttribute('stroke', 'currentColor');
    expect(svg).toHaveAttribute('fill', 'none');
    expect(svg).toHaveClass('care-symbol');
  });

  it.each(CARE_CODES)('%s is crossed out exactly when it is a "do not" instruction', (code) => {
    expect(parts(symbolOf(code), 'cross')).toBe(code.startsWith('do_not_') ? 1 : 0);
  });

  it.each([
    ['wash_30', '30'],
    ['wash_30_gentle', '30'],
    ['wash_30_very_gentle', '30'],
    ['wash_40', '40'],
    ['wash_40_gentle', '40'],
    ['wash_60', '60'],
    ['wash_60_gentle', '60'],
    ['wash_95', '95'],
  ] as const)('%s shows %s in the tub', (code, temperature) => {
    const svg = symbolOf(code);
    expect(parts(svg, 'tub')).toBe(1);
    expect(labelOf(svg)).toBe(temperature);
  });

  it.each([
    ['wash_30', 0],
    ['wash_40', 0],
    ['dry_clean_p', 0],
    ['wash_30_gentle', 1],
    ['wash_40_gentle', 1],
    ['wash_60_gentle', 1],
    ['dry_clean_p_gentle', 1],
    ['dry_clean_f_gentle', 1],
    ['wash_30_very_gentle', 2],
  ] as const)('%s has %i bar(s) underneath: one for gentle, two for very gentle', (code, bars) => {
    expect(parts(symbolOf(code), 'bar')).toBe(bars);
  });

  it.each([
    ['iron_low', 1],
    ['iron_medium', 2],
    ['iron_high', 3],
    ['do_not_iron', 0],
    ['tumble_dry_low', 1],
    ['tumble_dry_normal', 2],
    ['do_not_tumble_dry', 0],
  ] as const)('%s shows its heat as %i dot(s)', (code, dots) => {
    expect(parts(symbolOf(code), 'dot')).toBe(dots);
  });

  it.each([
    ['dry_clean_p', 'P'],
    ['dry_clean_p_gentle', 'P'],
    ['dry_clean_f', 'F'],
    ['dry_clean_f_gentle', 'F'],
    ['wet_clean', 'W'],
    ['do_not_wet_clean', 'W'],
    ['dry_clean_any', null],
    ['do_not_dry_clean', null],
  ] as const)('%s shows the letter %s in the circle', (code, letter) => {
    const svg = symbolOf(code);
    expect(parts(svg, 'circle')).toBe(1);
    expect(labelOf(svg)).toBe(letter);
  });

  it.each([
    ['hand_wash', 'hand'],
    ['bleach_oxygen_only', 'oxygen-only'],
    ['tumble_dry_low', 'tumble'],
    ['line_dry', 'line'],
    ['drip_dry', 'drip'],
    ['dry_flat', 'flat'],
    ['dry_in_shade', 'shade'],
    ['do_not_steam', 'steam'],
  ] as const)('%s has its mark (%s)', (code, part) => {
    expect(parts(symbolOf(code), part)).toBe(1);
  });

  it.each([
    ['do_not_wash', 'tub'],
    ['do_not_bleach', 'triangle'],
    ['do_not_tumble_dry', 'square'],
    ['do_not_iron', 'iron'],
    ['do_not_steam', 'iron'],
    ['do_not_dry_clean', 'circle'],
    ['do_not_wet_clean', 'circle'],
  ] as const)('%s crosses out the %s', (code, base) => {
    expect(parts(symbolOf(code), base)).toBe(1);
  });
});

describe('care instructions', () => {
  it('list each code as its symbol with the translated text', () => {
    renderInShop(<CareInstructions codes={['wash_40_gentle', 'do_not_tumble_dry', 'dry_clean_p']} />);
    const items = within(screen.getByRole('list')).getAllByRole('listitem');
    expect(items).toHaveLength(3);
    expect(within(items[0]!).getByText('Schonwaschgang 40 °C')).toBeInTheDocument();
    expect(within(items[1]!).getByText('Nicht im Tumbler trocknen')).toBeInTheDocument();
    expect(within(items[2]!).getByText('Chemische Reinigung (P)')).toBeInTheDocument();
    expect(items.map((li) => li.querySelector('svg.care-symbol')?.getAttribute('data-care-code'))).toEqual([
      'wash_40_gentle',
      'do_not_tumble_dry',
      'dry_clean_p',
    ]);
    expect(items.map((li) => li.querySelectorAll('svg').length)).toEqual([1, 1, 1]);
    expect(items.map((li) => li.classList.contains('is-forbidden'))).toEqual([false, true, false]);
  });

  it("are in the shopper's language", () => {
    renderInShop(<CareInstructions codes={['hand_wash']} />, { locale: 'fr_FR' });
    expect(within(screen.getByRole('listitem')).getByText('Lavage à la main')).toBeInTheDocument();
  });

  it('render nothing without codes', () => {
    const { container } = renderInShop(<CareInstructions codes={[]} />);
    expect(container.querySelector('.care-list')).toBeNull();
  });
});
