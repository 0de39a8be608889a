import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { Tabs, tabAfterKey } from '../../src/ui/Tabs';
import ContentTabs from '../../tastics/content/tabs';
import { renderTastic } from '../content/support';
import { expectTabsPattern } from '../support/tabs';

/**
 * The one tabs widget (src/ui/Tabs.tsx) and the WAI-ARIA tabs keyboard pattern. The product's information, the
 * order history and the size filter walk the same pattern in their own tests (detail, account-pages, product-list).
 */
describe('the tab a key moves to', () => {
  it.each([
    ['ArrowRight', 0, 1],
    ['ArrowRight', 2, 0],
    ['ArrowLeft', 0, 2],
    ['ArrowLeft', 1, 0],
    ['Home', 2, 0],
    ['End', 0, 2],
    ['Enter', 1, null],
    ['ArrowDown', 1, null],
  ])('%s on tab %i goes to %s', (key, from, to) => {
    expect(tabAfterKey(key, from, 3)).toBe(to);
  });
});

function Example({ panels }: { panels: 'each' | 'selected' }) {
  const [selected, setSelected] = useState<'a' | 'b' | 'c'>('b');
  return (
    <Tabs
      label="Beispiel"
      tabs={[
        { id: 'a', title: 'Erster' },
        { id: 'b', title: 'Zweiter' },
        { id: 'c', title: 'Dritter' },
      ]}
      selected={selected}
      onSelect={setSelected}
      panels={panels}
    >
      {(id) => <p>Inhalt {id}</p>}
    </Tabs>
  );
}

describe('the tabs widget', () => {
  it.each(['each', 'selected'] as const)('with %s panel(s): the keyboard pattern, the named list and the panel of the selected tab', (panels) => {
    render(<Example panels={panels} />);
    const list = screen.getByRole('tablist', { name: 'Beispiel' });
    expect(screen.getByRole('tab', { name: 'Zweiter' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel', { name: 'Zweiter' })).toHaveTextContent('Inhalt b');
    expectTabsPattern(list);
    expect(screen.getByRole('tabpanel', { name: 'Erster' })).toHaveTextContent('Inhalt a');
    expect(screen.getAllByRole('tabpanel')).toHaveLength(1);
  });

  it('selects the first tab when the selected one is not offered', () => {
    render(
      <Tabs tabs={[{ id: 'x', title: 'X' }]} selected={'gone' as 'x'} onSelect={() => {}}>
        {(id) => id}
      </Tabs>,
    );
    expect(screen.getByRole('tab', { name: 'X' })).toHaveAttribute('aria-selected', 'true');
  });

  it('the content tabs block walks the pattern', () => {
    renderTastic(ContentTabs, {
      tabs: [
        { title: 'Versand', content: 'A' },
        { title: 'Rückgabe', content: 'B' },
        { title: 'Zahlung', content: 'C' },
      ],
    });
    expectTabsPattern(screen.getByRole('tablist'));
  });
});
