import { useCallback, useState } from 'react';
import { subscribeNewsletter, unsubscribeNewsletter } from '../api/newsletter';
import type { ApiError } from '../domain/api';
import { useShopContext } from '../shop/ShopContext';
import { useAccount } from './useAccount';
import { useInvisibleCaptcha } from './useInvisibleCaptcha';

export type NewsletterSettingsOutcome = { ok: true } | { ok: false; errors: ApiError[] };

/**
 * The account's newsletter subscription (accounts-cart-services.md §2): subscribing sends the
 * double-opt-in mail for the account's address (behind the invisible captcha; hgg subscribes to
 * both assortments, big and tall), unsubscribing ends it at once and refreshes the account.
 */
export function useAccountNewsletter() {
  const { account, mutate } = useAccount();
  const { project } = useShopContext();
  const captcha = useInvisibleCaptcha();
  const [busy, setBusy] = useState(false);

  const subscribe = useCallback(async (): Promise<NewsletterSettingsOutcome> => {
    if (!account) return { ok: false, errors: [] };
    setBusy(true);
    try {
      const token = await captcha.execute();
      const assortments = project.features.newsletterAssortments ? { hggbig: true, hggtall: true } : {};
      const result = await subscribeNewsletter({ email: account.email, firstName: account.firstName, lastName: account.lastName, token, ...assortments });
      return result.ok ? { ok: true } : { ok: false, errors: result.errors };
    } finally {
      setBusy(false);
    }
  }, [account, captcha, project.features.newsletterAssortments]);

  const unsubscribe = useCallback(async (): Promise<NewsletterSettingsOutcome> => {
    if (!account) return { ok: false, errors: [] };
    setBusy(true);
    try {
      const result = await unsubscribeNewsletter({ reason: 'other', email: account.email });
      if (result.ok) await mutate();
      return result.ok ? { ok: true } : { ok: false, errors: result.errors };
    } finally {
      setBusy(false);
    }
  }, [account, mutate]);

  return { account, subscribed: account?.projectSpecificData.newsletter === true, busy, subscribe, unsubscribe };
}
