import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import NewsletterBlock from '../../tastics/content/newsletter-block';
import NewsletterFlyout from '../../tastics/content/newsletter-flyout';
import LoyaltyTiles from '../../tastics/content/loyalty-tiles';
import ShippingInformationTastic from '../../tastics/content/shipping-information';
import BrandStrip from '../../tastics/content/brand-strip';
import Footer from '../../tastics/content/footer';
import PageViewTrackerBlock from '../../tastics/content/page-view-tracker';
import { NavigatorProvider } from '../../src/navigation/navigate';
import { shouldOfferNewsletterFlyout, type NewsletterFlyoutContext } from '../../src/content/newsletter-flyout';
import { travelVoucherCode, travelVoucherPercent } from '../../src/content/loyalty';
import { takeNewsletterEmail } from '../../src/state/newsletter';
import { pageTypeOfPage } from '../../src/tracking/page-view';
import { grantConsent } from '../../src/content/consent';
import { NEWSLETTER_FLYOUT_DELAY_MS } from '../../src/config/constants';
import { renderInShop } from '../support/render';
import { allDevices, storyPageFolder } from '../../stories/support/tastic';
import { fakeApi } from '../account/fake-api';
import { image, link, renderTastic, stubViewport } from './support';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  delete window.__consent;
  localStorage.clear();
});

describe('newsletter block', () => {
  it('checks the address, hands it to the newsletter page and goes there', async () => {
    const navigate = vi.fn();
    renderInShop(
      <NavigatorProvider navigate={navigate}>
        <NewsletterBlock
          tasticId="n"
          pageFolder={storyPageFolder}
          data={{ ...allDevices, headline: 'Newsletter', target: link('/newsletter'), buttonText: 'Anmelden' }}
        />
      </NavigatorProvider>,
    );
    fireEvent.change(screen.getByLabelText(/E-Mail für den Newsletter/), { target: { value: 'kein-at' } });
    fireEvent.click(screen.getByRole('button', { name: 'Anmelden' }));
    expect(await screen.findByText(/gültige E-Mail-Adresse/)).toBeInTheDocument();
    expect(navigate).not.toHaveBeenCalled();
    fireEvent.change(screen.getByLabelText(/E-Mail für den Newsletter/), { target: { value: 'neu@example.com' } });
    fireEvent.click(screen.getByRole('button', { name: 'Anmelden' }));
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/newsletter'));
    expect(takeNewsletterEmail()).toBe('neu@example.com');
    expect(takeNewsletterEmail()).toBeNull();
  });

  it('served before its code arrives, the block is a plain form to the target page carrying the address, which the page takes and drops from its address', () => {
    const form = renderTastic(NewsletterBlock, { headline: 'Newsletter', target: link('/newsletter') }).container.querySelector('form')!;
    expect(form).toHaveAttribute('action', '/newsletter');
    expect(form).toHaveAttribute('method', 'get');
    expect(form.querySelector('input[type="email"]')).toHaveAttribute('name', 'email');
    window.history.replaceState(null, '', '/newsletter?email=frueh%40example.com&utm=x');
    expect(takeNewsletterEmail()).toBe('frueh@example.com');
    expect(window.location.search).toBe('?utm=x');
    expect(takeNewsletterEmail()).toBeNull();
    window.history.replaceState(null, '', '/');
  });
});

describe('newsletter flyout', () => {
  const offer: NewsletterFlyoutContext = {
    consented: true,
    dismissed: false,
    app: false,
    mobile: false,
    path: '/bekleidung',
    loggedIn: false,
    subscribed: false,
  };
  it.each([
    ['after consent on a listing', offer, true],
    ['before the consent event', { ...offer, consented: false }, false],
    ['when dismissed before', { ...offer, dismissed: true }, false],
    ['in the app', { ...offer, app: true }, false],
    ['on mobile', { ...offer, mobile: true }, false],
    ['on the account page', { ...offer, path: '/account' }, false],
    ['on the cart page', { ...offer, path: '/cart' }, false],
    ['on the newsletter page', { ...offer, path: '/newsletter/confirm' }, false],
    ['to a logged-in subscriber', { ...offer, loggedIn: true, subscribed: true }, false],
    ['to a logged-in customer who is not subscribed', { ...offer, loggedIn: true }, true],
  ])('is offered %s: %s', (_rule, context, offered) => {
    expect(shouldOfferNewsletterFlyout(context)).toBe(offered);
  });
  it('opens 30 s after the consent event, and closing stores the dismissed flag', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    stubViewport(1280);
    fakeApi({ 'GET /frontastic/action/hirmer-account/refresh': () => ({ success: true, data: { loggedIn: false } }) });
    renderTastic(NewsletterFlyout, { headline: '10 % für Ihre Anmeldung' });
    await act(async () => {
      await vi.advanceTimersByTimeAsync(50);
    });
    await act(async () => grantConsent('analytics'));
    await act(async () => {
      await vi.advanceTimersByTimeAsync(NEWSLETTER_FLYOUT_DELAY_MS - 1000);
    });
    expect(screen.queryByRole('dialog')).toBeNull();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1000);
    });
    const dialog = screen.getByRole('dialog', { name: '10 % für Ihre Anmeldung' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Schließen' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(localStorage.getItem('storage_newsletterFlyoutDismissed')).toContain('true');
  });
});

describe('loyalty tiles', () => {
  it('travel voucher by card level: black 20, blue or silver 15', () => {
    expect([travelVoucherPercent('black'), travelVoucherPercent('blue'), travelVoucherPercent('silver')]).toEqual([20, 15, 15]);
    expect(travelVoucherCode('silver', { black: 'B20', blueSilver: 'BS15' })).toBe('BS15');
  });
  const data = {
    headline: 'Ihre Kundenkarte',
    tiles: [{ title: 'Punkte' }, { title: 'Events' }],
    travelVoucherCodeBlack: 'TRAVEL20',
    travelVoucherCodeBlueSilver: 'TRAVEL15',
  };
  it('a grid from lg, a slider on xs to md', async () => {
    stubViewport(1280);
    const wide = renderTastic(LoyaltyTiles, data);
    await act(async () => {});
    expect(wide.container.querySelector('.loyalty-tiles__grid')).not.toBeNull();
    wide.unmount();
    stubViewport(800);
    const narrow = renderTastic(LoyaltyTiles, data);
    await act(async () => {});
    expect(narrow.container.querySelector('.slider')).not.toBeNull();
    expect(screen.getByText('TRAVEL20')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'den Code TRAVEL15 in die Zwischenablage kopieren' })).toBeInTheDocument();
  });
  it('needs a headline and at least one tile', () => {
    expect(renderTastic(LoyaltyTiles, { tiles: [{ title: 'x' }] }).container).toBeEmptyDOMElement();
    expect(renderTastic(LoyaltyTiles, { headline: 'x', tiles: [] }).container).toBeEmptyDOMElement();
  });
});

describe('shipping information, brand strip, page-view tracker', () => {
  it('shows the project configuration shipping entries, translated', () => {
    renderTastic(
      ShippingInformationTastic,
      {},
      {
        locale: 'en_GB',
        projectId: 'hrm',
        projectConfiguration: {
          shippingHeadline: { de: 'Versand', en: 'Shipping' },
          shippingAccordions: [{ headline: { de: 'Lieferzeit', en: 'Delivery time' }, text: { de: 'x', en: 'y' } }],
        },
      },
    );
    expect(screen.getByRole('heading', { name: 'Shipping' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Delivery time' })).toBeInTheDocument();
  });
  it('brand strip: a link per brand, named by the brand', () => {
    renderTastic(BrandStrip, { brands: [{ name: 'Kaltenbach', link: link('/marken/kaltenbach'), logo: image('brands') }, { name: 'Corvin' }] });
    expect(screen.getByRole('link', { name: 'Kaltenbach' })).toHaveAttribute('href', '/marken/kaltenbach');
    expect(screen.getByText('Corvin')).toBeInTheDocument();
  });
  it("the page-view tracker names the page's type; the page still has one page view", () => {
    const page = (configuration: Record<string, unknown>) => ({
      page: {
        pageId: 'p',
        sections: {
          main: {
            sectionId: 'main',
            layoutElements: [
              {
                layoutElementId: 'l',
                configuration: { size: 12 },
                tastics: [{ tasticId: 't', tasticType: 'hirmer/content/page-view-tracker', configuration }],
              },
            ],
          },
        },
      },
      pageFolder: { ...storyPageFolder, path: '/kampagne' },
    });
    expect(pageTypeOfPage(page({ pageType: 'alist' }) as never)).toBe('alist');
    expect(pageTypeOfPage(page({ pageType: 'not-a-type' }) as never)).toBe('other');
    expect(renderTastic(PageViewTrackerBlock, { pageType: 'alist' }).container.querySelector('[data-page-type="alist"]')).not.toBeNull();
  });
});

describe('footer', () => {
  it('has service link columns (a _modal link opens a dialog), payment and shipping methods, social links, the newsletter and the locale switch', () => {
    renderTastic(Footer, {
      columns: [
        {
          title: 'Service',
          links: [
            { text: 'Versand', link: link('/service/versand_modal') },
            { text: 'Telefon', link: link('+49 89 236830') },
          ],
        },
      ],
      payments: [{ method: 'paypal' }, { method: 'invoice' }],
      shipping: [{ carrier: 'dhl' }],
      social: [{ network: 'instagram', url: 'https://www.instagram.com/hirmer' }],
    });
    const service = screen.getByRole('navigation', { name: 'Service' });
    expect(within(service).getByRole('link', { name: 'Versand' })).toHaveAttribute('aria-haspopup', 'dialog');
    expect(within(service).getByRole('link', { name: 'Telefon' })).toHaveAttribute('href', 'tel:+4989236830');
    expect(screen.getByText('PayPal')).toBeInTheDocument();
    expect(screen.getByText('DHL')).toBeInTheDocument();
    expect(within(screen.getByRole('navigation', { name: 'Folgen Sie uns' })).getByRole('link', { name: /Instagram/ })).toHaveAttribute('target', '_blank');
    expect(screen.getByRole('button', { name: /Sprache und Lieferland/ })).toBeInTheDocument();
    expect(screen.getByLabelText(/E-Mail für den Newsletter/)).toBeInTheDocument();
  });
});
