import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import MarkdownText from '../../tastics/content/markdown-text';
import Spacer from '../../tastics/content/spacer';
import { renderInShop } from '../support/render';
import { allDevices, storyPageFolder } from '../../stories/support/tastic';

const base = { tasticId: 't', pageFolder: storyPageFolder };

describe('markdown text', () => {
  it('renders headings, emphasis and links from Markdown', () => {
    renderInShop(<MarkdownText {...base} data={{ ...allDevices, text: '# Sale\n\nUp to **70 %** off. [Shop now](/sale)' }} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Sale' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Shop now' })).toHaveAttribute('href', '/sale');
  });

  it('never injects raw HTML from the text', () => {
    const { container } = renderInShop(
      <MarkdownText {...base} data={{ ...allDevices, text: 'Hi <img src=x onerror="alert(1)"> <script>alert(2)</script>' }} />,
    );
    expect(container.querySelector('img')).toBeNull();
    expect(container.querySelector('script')).toBeNull();
  });

  it('renders nothing without text', () => {
    const { container } = renderInShop(<MarkdownText {...base} data={{ ...allDevices, text: '  ' }} />);
    expect(container).toBeEmptyDOMElement();
  });

  it('aligns the text as configured', () => {
    const { container } = renderInShop(<MarkdownText {...base} data={{ ...allDevices, text: 'x', textAlignment: 'center' }} />);
    expect(container.firstChild).toHaveClass('markdown-text--center');
  });
});

describe('spacer', () => {
  it.each([
    ['xs', 8],
    ['m', 32],
    ['xl', 80],
  ] as const)('%s is %i px high', (spacing, px) => {
    const { container } = renderInShop(<Spacer {...base} data={{ ...allDevices, spacing }} />);
    expect(container.firstChild).toHaveStyle({ height: `${px}px` });
  });

  it('shows a divider only when asked and is hidden from assistive technology', () => {
    const plain = renderInShop(<Spacer {...base} data={{ ...allDevices }} />);
    expect(plain.container.querySelector('hr')).toBeNull();
    expect(plain.container.firstChild).toHaveAttribute('aria-hidden', 'true');
    const divided = renderInShop(<Spacer {...base} data={{ ...allDevices, showDivider: true }} />);
    expect(divided.container.querySelector('hr')).not.toBeNull();
  });
});
