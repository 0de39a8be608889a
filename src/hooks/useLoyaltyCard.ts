import { useCallback } from 'react';
import useSWR from 'swr';
import { connectLoyaltyCard, fetchLoyaltyCard, registerLoyaltyCardWithAccount, requestLoyaltyActivation } from '../api/orders';
import type { ActionBody } from '../../extensions/api-contract';

/** SWR key of the logged-in customer's loyalty card. */
export const LOYALTY_KEY = '/api/crm/loyaltyCard';

/**
 * The loyalty card connector (accounts-cart-services.md §2 "Loyalty card"): the account's card
 * (null: none yet), connecting a card by number and code or a new card for the account (the answer's
 * card shows at once), and the card by email for a guest. Off for a guest (`enabled` false): the card belongs to an account.
 */
export function useLoyaltyCard(enabled: boolean) {
  const { data, error, isLoading, mutate } = useSWR(enabled ? LOYALTY_KEY : null, async () => {
    const result = await fetchLoyaltyCard();
    if (!result.ok) throw new Error(result.errors[0]?.message ?? 'failed');
    return result.data.data;
  });
  const connect = useCallback(
    async (loyaltyCardNumber: string, loyaltyCardCVC: string) => {
      const result = await connectLoyaltyCard(loyaltyCardNumber, loyaltyCardCVC);
      if (result.ok) await mutate(result.data.data, { revalidate: false });
      return result;
    },
    [mutate],
  );
  /** A new card for the account (the conditions accepted by the form); the card shows at once. */
  const register = useCallback(
    async (printed: boolean) => {
      const result = await registerLoyaltyCardWithAccount(printed);
      if (result.ok) await mutate(result.data.data, { revalidate: false });
      return result;
    },
    [mutate],
  );
  return { card: data, error: error as Error | undefined, isLoading, connect, register };
}

/** A card without an account: names and email; the activation mail follows. */
export function useLoyaltyActivationRequest() {
  return useCallback((payload: ActionBody<'hirmer-crm/email'>) => requestLoyaltyActivation(payload), []);
}
