import { expect } from 'vitest';
import { fireEvent, within } from '@testing-library/react';

/**
 * Walks a tab list with the keyboard and checks the WAI-ARIA tabs pattern at every step (Authoring Practices,
 * "Tabs with automatic activation"): one selected tab, the only one in the tab sequence; Right and Left move to the
 * next and previous tab and wrap, Home and End go to the first and last, each moving the focus and the selection;
 * other keys do nothing; the selected tab's panel is shown, named by its tab and focusable. The same walk for every
 * tab list of the shop (test/ui/tabs.test.tsx).
 */
export function expectTabsPattern(tablist: HTMLElement) {
  expect(tablist).toHaveAttribute('role', 'tablist');
  const tabs = within(tablist).getAllByRole('tab');
  expect(tabs.length).toBeGreaterThan(1);
  const last = tabs.length - 1;

  const expectSelected = (index: number, focused = true) => {
    tabs.forEach((tab, i) => {
      expect(tab).toHaveAttribute('aria-selected', String(i === index));
      expect(tab).toHaveAttribute('tabindex', i === index ? '0' : '-1');
    });
    if (focused) expect(tabs[index]).toHaveFocus();
    const panel = document.getElementById(tabs[index]!.getAttribute('aria-controls')!)!;
    expect(panel).toHaveAttribute('role', 'tabpanel');
    expect(panel).toHaveAttribute('aria-labelledby', tabs[index]!.id);
    expect(panel).not.toHaveAttribute('hidden');
    expect(panel).toHaveAttribute('tabindex', '0');
    for (const other of tabs) {
      const controlled = document.getElementById(other.getAttribute('aria-controls')!);
      if (other !== tabs[index] && controlled && controlled !== panel) expect(controlled).toHaveAttribute('hidden');
    }
  };
  const press = (key: string) => fireEvent.keyDown(document.activeElement!, { key });

  fireEvent.click(tabs[0]!);
  tabs[0]!.focus();
  expectSelected(0);
  press('ArrowRight');
  expectSelected(1);
  press('ArrowLeft');
  expectSelected(0);
  press('ArrowLeft');
  expectSelected(last);
  press('ArrowRight');
  expectSelected(0);
  press('End');
  expectSelected(last);
  press('Home');
  expectSelected(0);
  press('Enter');
  press('ArrowDown');
  expectSelected(0);
}
