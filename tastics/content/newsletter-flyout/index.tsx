import { useEffect, useState } from 'react';
import type { TasticProps } from '../../../src/shop/registry';
import type { ReferenceValue } from '../../../src/domain/navigation';
import { NEWSLETTER_FLYOUT_DELAY_MS, NEWSLETTER_FLYOUT_DISMISSED_KEY } from '../../../src/config/constants';
import { onConsent } from '../../../src/content/consent';
import { shouldOfferNewsletterFlyout } from '../../../src/content/newsletter-flyout';
import { isAppWebview } from '../../../src/app/bridge';
import { useAccount } from '../../../src/hooks/useAccount';
import { referenceHref } from '../../../src/navigation/reference';
import { NewsletterEmailForm } from '../../../src/organisms/content/NewsletterEmailForm';
import { isBoolean } from '../../../src/state/checks';
import { readStored, writeStored } from '../../../src/state/storage';
import { Modal } from '../../../src/ui/Modal';

export interface NewsletterFlyoutData {
  headline?: string;
  text?: string;
  buttonText?: string;
  target?: ReferenceValue | null;
}

const MOBILE_QUERY = '(max-width: 767px)';

/**
 * The newsletter flyout (storefront-browsing.md §2): opens 30 seconds after the cookie consent event,
 * unless dismissed before (stored flag), in the app, on mobile, on account, cart and newsletter pages,
 * or for a logged-in subscriber. Closing stores the dismissed flag.
 */
export default function NewsletterFlyout({ data }: TasticProps<NewsletterFlyoutData>) {
  const { loggedIn, account, isLoading } = useAccount();
  const [open, setOpen] = useState(false);
  const subscribed = account?.projectSpecificData.newsletter === true;
  useEffect(() => {
    if (isLoading) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const stop = onConsent('analytics', () => {
      const offer = shouldOfferNewsletterFlyout({
        consented: true,
        dismissed: readStored(NEWSLETTER_FLYOUT_DISMISSED_KEY, isBoolean) === true,
        app: isAppWebview(),
        mobile: window.matchMedia?.(MOBILE_QUERY).matches === true,
        path: window.location.pathname,
        loggedIn,
        subscribed,
      });
      if (offer) timer = setTimeout(() => setOpen(true), NEWSLETTER_FLYOUT_DELAY_MS);
    });
    return () => {
      stop();
      if (timer) clearTimeout(timer);
    };
  }, [isLoading, loggedIn, subscribed]);
  const close = () => {
    writeStored(NEWSLETTER_FLYOUT_DISMISSED_KEY, true);
    setOpen(false);
  };
  if (!open) return null;
  return (
    <Modal open onClose={close} title={data.headline || 'Newsletter'} size="sm">
      {data.text ? <p>{data.text}</p> : null}
      <NewsletterEmailForm target={referenceHref(data.target) ?? '/newsletter'} buttonText={data.buttonText} onSent={close} />
    </Modal>
  );
}
