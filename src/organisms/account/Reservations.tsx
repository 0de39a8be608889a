import useSWR from 'swr';
import { FormattedMessage, useIntl } from 'react-intl';
import { fetchReservationHistory } from '../../api/orders';
import { Alert } from '../../ui/Alert';
import { Spinner } from '../../ui/Spinner';

/** The reservation history (not in every project): store, date, item and amount of each reservation. */
export function ReservationsView() {
  const intl = useIntl();
  const { data, error, isLoading } = useSWR('/_hirmer/api/account/reservation/history', async () => {
    const result = await fetchReservationHistory();
    if (!result.ok) throw new Error(result.errors[0]?.message ?? 'failed');
    return result.data.data;
  });
  const date = (iso: string) => new Intl.DateTimeFormat(intl.locale, { dateStyle: 'medium' }).format(new Date(iso));
  return (
    <section className="reservation-history">
      <h2>
        <FormattedMessage id="reservations.title" />
      </h2>
      {error ? <Alert variant="danger">{(error as Error).message}</Alert> : null}
      {isLoading ? <Spinner /> : null}
      {data && !data.length ? (
        <p>
          <FormattedMessage id="reservations.none" />
        </p>
      ) : null}
      <ul className="reservation-history__list">
        {(data ?? []).map((r, i) => (
          // One entry per reserved item: a reservation of several items repeats its number.
          <li key={`${r.reservationNumber}-${r.sku}-${i}`} className="reservation-history__entry">
            <h3>
              <FormattedMessage id="reservations.entry" values={{ number: r.reservationNumber, date: date(r.date) }} />
            </h3>
            <p>
              {r.product}, {r.color}, {r.size}, {r.amount} ×
            </p>
            <p>
              <FormattedMessage
                id="reservations.store"
                values={{ store: `${r.store.name}, ${r.store.address.street ?? ''} ${r.store.address.city ?? ''}`.trim() }}
              />
            </p>
          </li>
        ))}
      </ul>
    </section>
  );
}
