import { useCallback } from 'react';
import useSWR from 'swr';
import { fetchReservationHistory } from '../api/orders';
import { cancelReservation } from '../api/reservation';

/** SWR key of the account's reservation history. */
export const RESERVATION_HISTORY_KEY = '/_hirmer/api/account/reservation/history';

/**
 * The reservation history connector (accounts-cart-services.md §2, not for eck): the account's
 * reservations, and cancelling one the store still holds (the history is asked for again, so the
 * status shows what the store did).
 */
export function useReservationHistory() {
  const { data, error, isLoading, mutate } = useSWR(RESERVATION_HISTORY_KEY, async () => {
    const result = await fetchReservationHistory();
    if (!result.ok) throw new Error(result.errors[0]?.message ?? 'failed');
    return result.data.data;
  });
  const cancel = useCallback(
    async (reservationNumber: string) => {
      const result = await cancelReservation(reservationNumber);
      if (result.ok) await mutate();
      return result;
    },
    [mutate],
  );
  return { reservations: data, error: error as Error | undefined, isLoading, cancel };
}
