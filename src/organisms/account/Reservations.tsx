import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useReservationHistory } from '../../hooks/useReservationHistory';
import { groupReservations, mayCancelReservation, type ReservationGroup } from '../../domain/reservation-rules';
import { Alert } from '../../ui/Alert';
import { useAccountPageParams } from '../../hooks/useAccountPage';
import { Button } from '../../ui/Button';
import { Modal } from '../../ui/Modal';
import { Spinner } from '../../ui/Spinner';

/** Asks before cancelling: the store puts the articles back on sale at once. */
function CancelDialog({
  reservation,
  cancel,
  onClose,
  onCancelled,
}: {
  reservation: ReservationGroup;
  cancel: ReturnType<typeof useReservationHistory>['cancel'];
  onClose: () => void;
  onCancelled: (number: string) => void;
}) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const confirm = async () => {
    setBusy(true);
    setError(null);
    const result = await cancel(reservation.reservationNumber);
    if (result.ok) {
      onCancelled(reservation.reservationNumber);
      return;
    }
    setBusy(false);
    setError(result.errors[0]?.message ?? null);
  };
  return (
    <Modal
      open
      size="sm"
      onClose={onClose}
      title={<FormattedMessage id="reservations.cancel.title" />}
      footer={
        <>
          <Button variant="secondary" onClick={onClose} data-autofocus>
            <FormattedMessage id="reservations.cancel.keep" />
          </Button>
          <Button onClick={() => void confirm()} busy={busy}>
            <FormattedMessage id="reservations.cancel.confirm" />
          </Button>
        </>
      }
    >
      {error ? <Alert variant="danger">{error}</Alert> : null}
      <p>
        <FormattedMessage id="reservations.cancel.question" values={{ number: reservation.reservationNumber }} />
      </p>
    </Modal>
  );
}

/**
 * The reservation history (not in every project): per reservation its store, pick-up deadline and
 * status with the reserved items; a reservation the store still holds can be cancelled. After the
 * reservation checkout (`?reservation=<number>`) the new reservation is thanked for.
 */
export function ReservationsView() {
  const intl = useIntl();
  const { params } = useAccountPageParams();
  const placed = params?.get('reservation') ?? null;
  const { reservations: data, error, isLoading, cancel } = useReservationHistory();
  const [asking, setAsking] = useState<ReservationGroup | null>(null);
  const [cancelled, setCancelled] = useState<string | null>(null);
  const date = (iso: string) => new Intl.DateTimeFormat(intl.locale, { dateStyle: 'medium' }).format(new Date(iso));
  const onCancelled = (number: string) => {
    setAsking(null);
    setCancelled(number);
  };
  return (
    <section className="reservation-history">
      <h2>
        <FormattedMessage id="reservations.title" />
      </h2>
      {error ? <Alert variant="danger">{error.message}</Alert> : null}
      {placed ? (
        <Alert variant="success">
          <FormattedMessage id="reservations.thanks" values={{ number: placed }} />
        </Alert>
      ) : null}
      {cancelled ? (
        <Alert variant="success">
          <FormattedMessage id="reservations.cancel.done" values={{ number: cancelled }} />
        </Alert>
      ) : null}
      {isLoading ? <Spinner /> : null}
      {data && !data.length ? (
        <p>
          <FormattedMessage id="reservations.none" />
        </p>
      ) : null}
      <ul className="reservation-history__list">
        {groupReservations(data ?? []).map((r) => (
          <li key={r.reservationNumber} className="reservation-history__entry" data-status={r.status}>
            <h3>
              <FormattedMessage id="reservations.entry" values={{ number: r.reservationNumber, date: date(r.date) }} />
            </h3>
            <p className="reservation-history__status">
              <FormattedMessage id="reservations.status" values={{ status: intl.formatMessage({ id: `reservations.status.${r.status}` }) }} />
            </p>
            <p>
              <FormattedMessage
                id="reservations.store"
                values={{ store: `${r.store.name}, ${r.store.address.street ?? ''} ${r.store.address.city ?? ''}`.trim() }}
              />
            </p>
            {r.status === 'reserved' ? (
              <p>
                <FormattedMessage id="reservations.pickUpUntil" values={{ date: date(r.pickUpUntil) }} />
              </p>
            ) : null}
            <ul className="reservation-history__items">
              {r.items.map((item, i) => (
                <li key={`${item.sku}-${i}`}>
                  {item.product}, {item.color}, {item.size}, {item.amount} ×
                </li>
              ))}
            </ul>
            {mayCancelReservation(r.status) ? (
              <Button
                variant="secondary"
                onClick={() => setAsking(r)}
                aria-label={`${intl.formatMessage({ id: 'reservations.cancel' })} ${r.reservationNumber}`}
              >
                <FormattedMessage id="reservations.cancel" />
              </Button>
            ) : null}
          </li>
        ))}
      </ul>
      {asking ? <CancelDialog reservation={asking} cancel={cancel} onClose={() => setAsking(null)} onCancelled={onCancelled} /> : null}
    </section>
  );
}
