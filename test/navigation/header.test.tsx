import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import Header from '../../tastics/navigation/header';
import { renderInShop } from '../support/render';
import { navigationTree } from '../../stories/support/navigation';
import { allDevices, storyPageFolder } from '../../stories/support/tastic';
import { baseRoutes, stubFetch } from '../product/fetch-stub';

const DELAY = 300;
const renderHeader = (projectId = 'hrm') =>
  renderInShop(<Header tasticId="h" pageFolder={storyPageFolder} data={{ ...allDevices, tree: navigationTree, hoverDelay: DELAY }} />, { projectId });

const trigger = () => screen.getByRole('link', { name: 'Bekleidung' });
const item = () => trigger().closest('li')!;
const isOpen = () => trigger().getAttribute('aria-expanded') === 'true';

// The header's cart icon asks for the basket: answered at once, so it settles within the test.
beforeEach(() => {
  stubFetch(baseRoutes);
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('desktop flyout', () => {
  it('opens only after the hover delay', async () => {
    renderHeader();
    fireEvent.pointerEnter(item(), { pointerType: 'mouse' });
    act(() => vi.advanceTimersByTime(DELAY - 1));
    expect(isOpen()).toBe(false);
    act(() => vi.advanceTimersByTime(1));
    expect(isOpen()).toBe(true);
    // The content's code loads from the pointer's arrival on (real timers: an import resolves on its own).
    vi.useRealTimers();
    expect(await screen.findByRole('link', { name: /^Sakkos/ })).toBeVisible();
  });

  it('does not open when the pointer passes through quicker than the delay', () => {
    renderHeader();
    fireEvent.pointerEnter(item(), { pointerType: 'mouse' });
    act(() => vi.advanceTimersByTime(DELAY / 2));
    fireEvent.pointerLeave(item(), { pointerType: 'mouse' });
    act(() => vi.advanceTimersByTime(DELAY * 2));
    expect(isOpen()).toBe(false);
  });

  it('closes at a third of the delay after leaving, and stays open when the pointer comes back in time', () => {
    renderHeader();
    fireEvent.pointerEnter(item(), { pointerType: 'mouse' });
    act(() => vi.advanceTimersByTime(DELAY));
    fireEvent.pointerLeave(item(), { pointerType: 'mouse' });
    act(() => vi.advanceTimersByTime(DELAY / 3 - 1));
    fireEvent.pointerEnter(item(), { pointerType: 'mouse' });
    act(() => vi.advanceTimersByTime(DELAY));
    expect(isOpen()).toBe(true);
    fireEvent.pointerLeave(item(), { pointerType: 'mouse' });
    act(() => vi.advanceTimersByTime(DELAY / 3));
    expect(isOpen()).toBe(false);
  });

  it('closes on Escape and on a route change', () => {
    renderHeader();
    fireEvent.pointerEnter(item(), { pointerType: 'mouse' });
    act(() => vi.advanceTimersByTime(DELAY));
    fireEvent.keyDown(window, { key: 'Escape' });
    expect(isOpen()).toBe(false);
    fireEvent.keyDown(trigger(), { key: 'ArrowDown' });
    expect(isOpen()).toBe(true);
    act(() => void window.dispatchEvent(new PopStateEvent('popstate')));
    expect(isOpen()).toBe(false);
  });

  it('on touch, the first tap opens the flyout and the second follows the link', () => {
    renderHeader();
    fireEvent.pointerDown(trigger(), { pointerType: 'touch' });
    const first = fireEvent.click(trigger());
    expect(first).toBe(false); // default prevented: no navigation
    expect(isOpen()).toBe(true);
    fireEvent.pointerDown(trigger(), { pointerType: 'touch' });
    expect(fireEvent.click(trigger())).toBe(true);
  });

  it('a mouse click follows the link at once', () => {
    renderHeader();
    fireEvent.pointerDown(trigger(), { pointerType: 'mouse' });
    expect(fireEvent.click(trigger())).toBe(true);
  });
});

describe('mobile slide-in navigation', () => {
  // The menu's code is a dynamic import: waiting for it needs the real clock.
  beforeEach(() => vi.useRealTimers());

  it('opens at the top level (its code loaded when the button was reached), goes into a subtree and back, and Escape closes it', async () => {
    renderHeader();
    fireEvent.click(screen.getByRole('button', { name: 'Menü öffnen' }));
    const dialog = await screen.findByRole('dialog', { name: 'Menü' });
    // Focus moves into the panel once it has mounted (its effect).
    await waitFor(() => expect(within(dialog).getByText('Menü')).toHaveFocus());
    expect(
      within(dialog)
        .getAllByRole('listitem')
        .map((li) => li.textContent?.replace(/[›\s]+$/, '')),
    ).toEqual(['Sale', 'Bekleidung', 'Schuhe', 'Marken']);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Untermenü Bekleidung anzeigen' }));
    expect(within(dialog).getByRole('link', { name: 'Alle Bekleidung' })).toHaveAttribute('href', '/bekleidung');
    expect(within(dialog).getByRole('link', { name: 'Sakkos' })).toHaveAttribute('href', '/bekleidung/sakkos');
    fireEvent.click(within(dialog).getByRole('button', { name: /Zurück/ }));
    expect(within(dialog).queryByRole('link', { name: 'Sakkos' })).toBeNull();
    fireEvent.keyDown(window, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('closing resets the subtree, so reopening starts at the top', async () => {
    renderHeader();
    fireEvent.click(screen.getByRole('button', { name: 'Menü öffnen' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Untermenü Bekleidung anzeigen' }));
    fireEvent.click(screen.getByRole('button', { name: 'Menü schließen' }));
    expect(screen.getByRole('button', { name: 'Menü öffnen' })).toHaveFocus();
    fireEvent.click(screen.getByRole('button', { name: 'Menü öffnen' }));
    expect(screen.queryByRole('link', { name: 'Sakkos' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Untermenü Bekleidung anzeigen' })).toBeInTheDocument();
  });
});

describe('header per project', () => {
  it.each([
    ['hrm', { '--logo-h-xs': '30px', '--logo-h-md': '45px', '--logo-h-lg': '60px' }],
    ['eck', { '--logo-h-xs': '23px', '--logo-h-sm': '30px', '--logo-h-lg': '56px' }],
  ])('%s uses its logo heights', (projectId, vars) => {
    const { container } = renderHeader(projectId);
    const style = (container.querySelector('.header') as HTMLElement).style;
    for (const [name, value] of Object.entries(vars)) expect(style.getPropertyValue(name)).toBe(value);
  });
});

describe('desktop navigation titles', () => {
  it("marks a premium sale entry and colours a title other than black (black is the titles' own colour)", () => {
    renderHeader();
    const nav = screen.getByRole('navigation', { name: 'Hauptnavigation' });
    expect(within(nav).getByRole('link', { name: 'Sale' })).toHaveClass('is-premium-sale');
    expect(within(nav).getByRole('link', { name: 'Schuhe' })).toHaveClass('title-gold');
    expect(within(nav).getByRole('link', { name: 'Bekleidung' }).className).toBe('desktop-nav__link');
  });
});
