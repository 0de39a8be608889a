import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ContentLink } from '../../src/ui/content/ContentLink';
import { LinkModal } from '../../src/organisms/content/LinkModal';
import { NavigatorProvider } from '../../src/navigation/navigate';
import { linkModalAtom } from '../../src/state/content';
import { renderInShop, settle } from '../support/render';

afterEach(() => vi.restoreAllMocks());

const SHIPPING = {
  shippingHeadline: { de: 'Versand & Rückgabe' },
  shippingAccordions: [{ headline: { de: 'Lieferzeit' }, text: { de: '<p>2 bis 4 Werktage</p>' } }],
};

describe('the one content link', () => {
  it('routes a same-host link in the app', async () => {
    const navigate = vi.fn();
    renderInShop(
      <NavigatorProvider navigate={navigate}>
        <ContentLink link={{ type: 'link', link: '/marken' }}>Marken</ContentLink>
      </NavigatorProvider>,
    );
    await userEvent.click(screen.getByRole('link', { name: 'Marken' }));
    expect(navigate).toHaveBeenCalledWith('/marken');
  });

  it('leaves another host to the browser as a plain anchor', async () => {
    const navigate = vi.fn();
    renderInShop(
      <NavigatorProvider navigate={navigate}>
        <ContentLink link="https://example.org/podcast">Podcast</ContentLink>
      </NavigatorProvider>,
    );
    const link = screen.getByRole('link', { name: 'Podcast' });
    expect(link.getAttribute('href')).toBe('https://example.org/podcast');
    link.addEventListener('click', (e) => e.preventDefault());
    await userEvent.click(link);
    expect(navigate).not.toHaveBeenCalled();
  });

  it('turns a phone number into a tel link', () => {
    renderInShop(<ContentLink link="+49 89 23 68-0">Anrufen</ContentLink>);
    expect(screen.getByRole('link', { name: 'Anrufen' }).getAttribute('href')).toBe('tel:+498923680');
  });

  it('shows the content unlinked without a target', () => {
    renderInShop(<ContentLink link={null}>Nur Text</ContentLink>);
    expect(screen.queryByRole('link')).toBeNull();
    expect(screen.getByText('Nur Text')).toBeInTheDocument();
  });

  it('opens a _modal link to a shipping target as a dialog with the shipping block, and Escape closes it', async () => {
    const user = userEvent.setup();
    const { store } = renderInShop(
      <>
        <ContentLink link="/service/versand_modal">Versandkosten</ContentLink>
        <LinkModal />
      </>,
      { projectConfiguration: SHIPPING },
    );
    const link = screen.getByRole('link', { name: 'Versandkosten' });
    expect(link.getAttribute('aria-haspopup')).toBe('dialog');
    await user.click(link);
    const dialog = await screen.findByRole('dialog', { name: 'Versand & Rückgabe' });
    expect(within(dialog).getByRole('button', { name: 'Lieferzeit' })).toBeInTheDocument();
    expect(within(dialog).queryByTitle(/./)).toBeNull();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(store.get(linkModalAtom)).toBeNull();
  });

  it('frames any other page with a spinner until it has loaded', async () => {
    const user = userEvent.setup();
    renderInShop(
      <>
        <ContentLink link={{ type: 'link', link: '/service/faq' }} openAsModal>
          FAQ
        </ContentLink>
        <LinkModal />
      </>,
    );
    await user.click(screen.getByRole('link', { name: 'FAQ' }));
    const dialog = await screen.findByRole('dialog', { name: 'Information' });
    const frame = within(dialog).getByTitle('Information') as HTMLIFrameElement;
    expect(frame.getAttribute('src')).toBe('/service/faq');
    expect(within(dialog).getByRole('status')).toHaveTextContent('Seite wird geladen');
    frame.dispatchEvent(new Event('load'));
    await settle();
    expect(within(dialog).queryByRole('status')).toBeNull();
    expect(frame.style.height).toMatch(/^\d+px$/);
  });
});
