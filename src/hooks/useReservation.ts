import { useCallback, useMemo } from 'react';
import useSWR from 'swr';
import type { ReservationBasket } from '../domain/reservation';
import { addReservation, checkoutReservation, editReservation, fetchReservation, removeReservation, RESERVATION_KEY } from '../api/reservation';
import { mutateOptimistic, unwrap } from './useCart';

/** The store goes with the last item: a reservation basket without items has no store (§4). */
export function withoutReservationItem(basket: ReservationBasket, basketid: string): ReservationBasket {
  const reservationBasketItems = basket.reservationBasketItems.filter((i) => i.basketid !== basketid);
  return { reservationBasketItems, filiale: reservationBasketItems.length ? basket.filiale : null };
}

export function withReservationAmount(basket: ReservationBasket, basketid: string, amount: number): ReservationBasket {
  return { ...basket, reservationBasketItems: basket.reservationBasketItems.map((i) => (i.basketid === basketid ? { ...i, count: amount } : i)) };
}

export function reservationItemCount(basket: ReservationBasket | undefined): number {
  return basket?.reservationBasketItems.reduce((sum, i) => sum + i.count, 0) ?? 0;
}

/**
 * The reservation basket (SWR key '/api/reserve/reservation/cart'): add, edit (amount) and remove,
 * serialised per basket; edit and remove show at once and roll back on error.
 */
export function useReservation() {
  const { data: basket, error, isLoading, mutate } = useSWR<ReservationBasket>(RESERVATION_KEY, () => unwrap(fetchReservation()).then((a) => a.reservation));

  const add = useCallback(
    async (payload: { oxid: string; amount?: number; filialeid: string }) =>
      mutateOptimistic(
        mutate,
        () => addReservation(payload),
        (a) => a.reservation,
      ),
    [mutate],
  );

  const edit = useCallback(
    async (basketid: string, amount: number) =>
      mutateOptimistic(
        mutate,
        () => editReservation({ basketid, amount, ...(basket?.filiale ? { filialeid: basket.filiale.id } : {}) }),
        (a) => a.reservation,
        (current) => (current ? withReservationAmount(current, basketid, amount) : current),
      ),
    [mutate, basket?.filiale],
  );

  const remove = useCallback(
    async (basketid: string) =>
      mutateOptimistic(
        mutate,
        () => removeReservation(basketid),
        (a) => a.reservation,
        (current) => (current ? withoutReservationItem(current, basketid) : current),
      ),
    [mutate],
  );

  const checkout = useCallback(async () => {
    const result = await checkoutReservation();
    if (result.ok) await mutate(result.data.reservation, { revalidate: false });
    return result;
  }, [mutate]);

  return useMemo(
    () => ({
      basket,
      error,
      isLoading,
      itemCount: reservationItemCount(basket),
      add,
      edit,
      remove,
      checkout,
      /** Reloads the basket (after login or a language change). */
      reload: () => mutate(),
    }),
    [basket, error, isLoading, add, edit, remove, checkout, mutate],
  );
}
