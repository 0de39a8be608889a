import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, within } from '@testing-library/react';
import TextBox from '../../tastics/content/text-box';
import CategoryHeader from '../../tastics/content/category-header';
import Breadcrumb from '../../tastics/content/breadcrumb';
import AutoChangingText from '../../tastics/content/auto-changing-text';
import HeaderElement, { shouldFold } from '../../tastics/content/header-element';
import Table from '../../tastics/content/table';
import Tabs from '../../tastics/content/tabs';
import SizeTableAccordion from '../../tastics/content/size-table-accordion';
import { isWithinRequiredWindow, isWithinWindow } from '../../src/content/schedule';
import { parseTable } from '../../src/content/table';
import { image, link, renderTastic, stubViewport } from './support';
import { parseNodeConfiguration } from '../../src/domain/node-configuration';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('text box', () => {
  it('shows headline, Markdown and a button whose link follows the link rules', () => {
    renderTastic(TextBox, { headline: 'Beratung', text: 'Rufen Sie an: [089 236830](+4989236830)', buttonText: 'Mehr', buttonLink: link('/service_modal') });
    expect(screen.getByRole('heading', { level: 2, name: 'Beratung' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '089 236830' })).toHaveAttribute('href', 'tel:+4989236830');
    expect(screen.getByRole('link', { name: 'Mehr' })).toHaveAttribute('aria-haspopup', 'dialog');
  });
  it('renders nothing without headline and text', () => {
    const { container } = renderTastic(TextBox, { buttonText: 'Mehr' });
    expect(container).toBeEmptyDOMElement();
  });
});

describe('category header and breadcrumb', () => {
  it("takes the node's name when the editor writes no headline", () => {
    renderTastic(CategoryHeader, {}, { pageFolder: { name: 'Sakkos', configuration: parseNodeConfiguration({}) } });
    expect(screen.getByRole('heading', { level: 1, name: 'Sakkos' })).toBeInTheDocument();
  });
  it('loads its image eagerly as the page head (no lazy LCP image)', () => {
    const { container } = renderTastic(CategoryHeader, { headline: 'Sakkos', image: image('tailoring') });
    expect(container.querySelector('img')).toHaveAttribute('loading', 'eager');
  });
  it('lists the ancestors as links and the page as the current entry, with BreadcrumbList data', () => {
    const { container } = renderTastic(
      Breadcrumb,
      {},
      {
        pageFolder: {
          pageFolderId: 'sakkos',
          name: 'Sakkos',
          path: '/bekleidung/sakkos',
          breadcrumbs: [
            { pageFolderId: 'home', name: 'Startseite', _url: '/' },
            { pageFolderId: 'bekleidung', name: 'Bekleidung', _url: '/bekleidung' },
          ],
        },
      },
    );
    const nav = screen.getByRole('navigation', { name: 'Brotkrümelnavigation' });
    expect(within(nav).getByRole('link', { name: 'Bekleidung' })).toHaveAttribute('href', '/bekleidung');
    expect(within(nav).getByText('Sakkos')).toHaveAttribute('aria-current', 'page');
    const ld = JSON.parse(container.querySelector('script[type="application/ld+json"]')!.textContent!);
    expect(ld.itemListElement.map((i: { name: string }) => i.name)).toEqual(['Startseite', 'Bekleidung', 'Sakkos']);
  });
});

describe('auto-changing text', () => {
  const NOW = Date.parse('2026-11-24T12:00:00Z');
  it.each([
    ['inside its window', '2026-11-01T00:00:00Z', '2026-12-01T00:00:00Z', true],
    ['before its start', '2026-11-25T00:00:00Z', '2026-12-01T00:00:00Z', false],
    ['after its end', '2026-10-01T00:00:00Z', '2026-11-01T00:00:00Z', false],
    ['without an end (both are needed)', '2026-11-01T00:00:00Z', '', false],
  ])('is shown %s: %s', (_rule, start, end, shown) => {
    expect(isWithinRequiredWindow(NOW, start, end)).toBe(shown);
  });
  it('an open bound does not limit other blocks', () => {
    expect(isWithinWindow(NOW, undefined, '2026-12-01T00:00:00Z')).toBe(true);
  });
  it('takes turns every interval, and hides outside its window', async () => {
    vi.useFakeTimers({ now: NOW });
    renderTastic(AutoChangingText, {
      texts: [{ text: 'Versand frei' }, { text: '30 Tage Rückgabe' }],
      intervalSeconds: 4,
      start: '2026-11-01T00:00:00Z',
      end: '2026-12-01T00:00:00Z',
    });
    await act(async () => {});
    expect(screen.getByText('Versand frei')).toBeInTheDocument();
    await act(async () => {
      vi.advanceTimersByTime(4000);
    });
    expect(screen.getByText('30 Tage Rückgabe')).toBeInTheDocument();
  });
  it('renders nothing after its end', async () => {
    vi.useFakeTimers({ now: NOW });
    const { container } = renderTastic(AutoChangingText, { texts: [{ text: 'Vorbei' }], start: '2026-10-01T00:00:00Z', end: '2026-11-01T00:00:00Z' });
    await act(async () => {});
    expect(container).toBeEmptyDOMElement();
  });
});

describe('header element', () => {
  it.each([
    [true, 21, true],
    [true, 20, false],
    [false, 200, false],
  ])('mobile %s, text %ipx high: folds %s', (mobile, height, folds) => {
    expect(shouldFold(mobile, height)).toBe(folds);
  });
  it('folds a tall text on mobile to 24px with read more / read less', async () => {
    stubViewport(390);
    vi.spyOn(HTMLElement.prototype, 'scrollHeight', 'get').mockReturnValue(120);
    renderTastic(HeaderElement, { contentSource: image('tailoring'), headline: 'Maß', text: 'Ein langer Text über Maßkonfektion.' });
    await act(async () => {});
    const more = screen.getByRole('button', { name: 'Mehr lesen' });
    expect(more).toHaveAttribute('aria-expanded', 'false');
    expect(document.getElementById(more.getAttribute('aria-controls')!)).toHaveStyle({ maxHeight: '24px' });
    fireEvent.click(more);
    expect(screen.getByRole('button', { name: 'Weniger anzeigen' })).toHaveAttribute('aria-expanded', 'true');
  });
  it('needs a content source and a text', () => {
    const { container } = renderTastic(HeaderElement, { text: 'Ohne Bild' });
    expect(container).toBeEmptyDOMElement();
  });
});

describe('tables', () => {
  it('reads rows of cells separated by |, the first line the header', () => {
    expect(parseTable('Größe | Brust\n|---|---|\n48 | 96 cm\n50')).toEqual({
      head: ['Größe', 'Brust'],
      rows: [
        ['48', '96 cm'],
        ['50', ''],
      ],
    });
  });
  it('has a caption, column and row headers, and a focusable scrolling region with a sticky header', () => {
    renderTastic(Table, { caption: 'Konfektionsgrößen', table: 'Größe | Brust\n48 | 96 cm' });
    const table = screen.getByRole('table', { name: 'Konfektionsgrößen' });
    expect(within(table).getByRole('columnheader', { name: 'Brust' })).toBeInTheDocument();
    expect(within(table).getByRole('rowheader', { name: '48' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Konfektionsgrößen' }).querySelector('[tabindex="0"]')).not.toBeNull();
  });
  it('size tables open one at a time in an accordion', () => {
    renderTastic(SizeTableAccordion, {
      tables: [
        { title: 'Anzüge', table: 'Größe | Brust\n48 | 96' },
        { title: 'Hemden', table: 'Kragen | Größe\n39 | M' },
      ],
    });
    fireEvent.click(screen.getByRole('button', { name: 'Anzüge' }));
    expect(screen.getByRole('button', { name: 'Anzüge' })).toHaveAttribute('aria-expanded', 'true');
    fireEvent.click(screen.getByRole('button', { name: 'Hemden' }));
    expect(screen.getByRole('button', { name: 'Anzüge' })).toHaveAttribute('aria-expanded', 'false');
  });
});

describe('content tabs', () => {
  it('show the Markdown of the selected tab; the keyboard follows the WAI-ARIA tabs pattern (test/ui/tabs.test.tsx)', () => {
    renderTastic(Tabs, {
      tabs: [
        { title: 'Versand', content: 'A' },
        { title: 'Rückgabe', content: 'B' },
        { title: 'Zahlung', content: 'C' },
      ],
    });
    fireEvent.click(screen.getByRole('tab', { name: 'Rückgabe' }));
    expect(screen.getByRole('tabpanel', { name: 'Rückgabe' })).toHaveTextContent('B');
    expect(document.getElementById(screen.getByRole('tab', { name: 'Versand' }).getAttribute('aria-controls')!)).not.toBeVisible();
  });
});
