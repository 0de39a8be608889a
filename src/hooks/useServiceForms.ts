import { useCallback } from 'react';
import useSWR from 'swr';
import type { ActionBody } from '../../extensions/api-contract';
import { sendContactMessage } from '../api/contact';
import { confirmNewsletter, subscribeNewsletter, unsubscribeNewsletter } from '../api/newsletter';
import { registerForCompetition, registerForEarlyShop } from '../api/registrations';
import { startReturn } from '../api/returns';

/**
 * Connectors of the service pages (contact, sign-ups, newsletter, return portal): they own the
 * calls and what the shop adds to a form's values (the consents the form asked for, the event
 * flag, the editor's trigger); the tastics render the forms and the answers.
 */

type RaffleBody = ActionBody<'hirmer-newsletter/raffle'>;
type EarlyShopBody = ActionBody<'hirmer-newsletter/earlyShopRegistration'>;
type SignUpFields = Pick<RaffleBody, 'email' | 'firstName' | 'lastName'> &
  Partial<Omit<RaffleBody, 'token' | 'participationPrivacy' | 'notificationInfo' | 'isEvent'>>;

/** The contact form's message (the payload carries its captcha token). */
export function useContactMessage() {
  return sendContactMessage;
}

/** A competition sign-up: privacy and notification accepted by the form, a prize draw or an event. */
export function useCompetitionSignUp(isEvent: boolean) {
  return useCallback(
    (values: SignUpFields, token: string) => registerForCompetition({ ...values, participationPrivacy: true, notificationInfo: true, isEvent, token }),
    [isEvent],
  );
}

/** An early-shop registration with the editor's trigger id (12806 has its own message). */
export function useEarlyShopSignUp(triggerID: EarlyShopBody['triggerID'] | undefined) {
  return useCallback(
    (values: Pick<EarlyShopBody, 'email' | 'firstName' | 'lastName'>, token: string) =>
      registerForEarlyShop({
        email: values.email,
        firstName: values.firstName,
        lastName: values.lastName,
        participationPrivacy: true,
        ...(triggerID ? { triggerID } : {}),
        token,
      }),
    [triggerID],
  );
}

/** The return portal's address for an order number and its email. */
export function useReturnPortalStart() {
  return startReturn;
}

/** Newsletter subscribe and unsubscribe (the subscribe payload carries its captcha token). */
export function useNewsletterSubscription() {
  return { subscribe: subscribeNewsletter, unsubscribe: unsubscribeNewsletter };
}

/**
 * The confirmation page's outcome: the shop's mail link carries `token` (confirmed here, once),
 * a CRM's redirect carries `success`; null while unknown (before hydration or the answer).
 */
export function useNewsletterConfirmation(params: URLSearchParams | null, succeeded: (success: string | null) => boolean): boolean | null {
  const token = params?.get('token') ?? null;
  const { data } = useSWR(token ? ['newsletter-confirm', token] : null, async () => (await confirmNewsletter(token!)).ok, {
    revalidateOnFocus: false,
    revalidateOnReconnect: false,
    revalidateIfStale: false,
  });
  if (!params) return null;
  if (!token) return succeeded(params.get('success'));
  return data ?? null;
}
