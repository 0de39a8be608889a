import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { SWRConfig } from 'swr';
import type { ReactElement } from 'react';
import { renderInShop } from '../support/render';
import { fakeApi } from './fake-api';
import { demoAccount } from '../../stories/account/support';
import { ACCOUNT_REFRESH_PATH } from '../../src/api/account';
import { ReservationsView } from '../../src/organisms/account/Reservations';
import type { ReservationHistoryEntry, ReservationStatus } from '../../src/domain/reservation';
import { groupReservations } from '../../src/domain/reservation-rules';

afterEach(() => {
  vi.unstubAllGlobals();
});

function render(ui: ReactElement) {
  const fallback = { [ACCOUNT_REFRESH_PATH]: { loggedIn: true, account: demoAccount } };
  return renderInShop(<SWRConfig value={{ provider: () => new Map(), fallback }}>{ui}</SWRConfig>);
}

const store = { id: 'MUC1', name: 'Hirmer München', address: { street: 'Kaufingerstraße 28', postalCode: '80331', city: 'München', country: 'DE', phone: '' } };
const entry = (number: string, status: ReservationStatus, sku: string, product: string): ReservationHistoryEntry => ({
  reservationNumber: number,
  date: '2026-03-02T10:00:00.000Z',
  status,
  pickUpUntil: '2026-03-09T10:00:00.000Z',
  store,
  amount: 1,
  product,
  itemNumber: '30000001',
  sku,
  color: 'Blau',
  size: '50',
});
const history = (first: ReservationStatus) => [
  entry('R1', first, 's1', 'Corvin Sakko'),
  entry('R1', first, 's2', 'Corvin Hose'),
  entry('R2', 'expired', 's3', 'Valmont Hemd'),
];

describe('reservation history', () => {
  it('groups the items of a reservation under it', () => {
    expect(groupReservations(history('reserved')).map((r) => [r.reservationNumber, r.items.map((i) => i.product)])).toEqual([
      ['R1', ['Corvin Sakko', 'Corvin Hose']],
      ['R2', ['Valmont Hemd']],
    ]);
  });

  it('shows status and pick-up deadline, and offers cancelling only for a reservation the store still holds', async () => {
    fakeApi({ 'GET /frontastic/action/hirmer-orders/reservationHistory': () => ({ success: true, data: history('reserved') }) });
    render(<ReservationsView />);
    const open = (await screen.findByRole('heading', { name: /Reservierung R1 / })).closest('li')!;
    expect(within(open).getByText('Status: Reserviert')).toBeInTheDocument();
    expect(within(open).getByText(/^Abholbereit bis 09\.03\.2026$/)).toBeInTheDocument();
    expect(within(open).getByText(/Corvin Hose/)).toBeInTheDocument();
    const expired = screen.getByRole('heading', { name: /Reservierung R2 / }).closest('li')!;
    expect(within(expired).getByText('Status: Abholfrist abgelaufen')).toBeInTheDocument();
    expect(within(expired).queryByRole('button')).toBeNull();
    expect(screen.getAllByRole('button', { name: /Reservierung stornieren/ })).toHaveLength(1);
  });

  it('asks before cancelling; keeping it sends nothing, confirming cancels it and shows the new status', async () => {
    let cancelled = false;
    const api = fakeApi({
      'GET /frontastic/action/hirmer-orders/reservationHistory': () => ({ success: true, data: history(cancelled ? 'cancelled' : 'reserved') }),
      'POST /frontastic/action/hirmer-orders/reservationCancel': () => {
        cancelled = true;
        return { success: true, data: history('cancelled').slice(0, 2) };
      },
    });
    render(<ReservationsView />);
    fireEvent.click(await screen.findByRole('button', { name: 'Reservierung stornieren R1' }));
    const dialog = screen.getByRole('dialog', { name: 'Reservierung stornieren?' });
    expect(within(dialog).getByText(/Möchten Sie die Reservierung R1 wirklich stornieren\?/)).toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Nein, behalten' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(api.paths()).not.toContain('POST /frontastic/action/hirmer-orders/reservationCancel');

    fireEvent.click(screen.getByRole('button', { name: 'Reservierung stornieren R1' }));
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Ja, stornieren' }));
    expect(await screen.findByText('Die Reservierung R1 ist storniert.')).toBeInTheDocument();
    expect(api.calls.find((c) => c.path === '/frontastic/action/hirmer-orders/reservationCancel')!.body).toEqual({ reservationNumber: 'R1' });
    await waitFor(() => expect(screen.getByRole('heading', { name: /Reservierung R1 / }).closest('li')).toHaveAttribute('data-status', 'cancelled'));
    expect(screen.getByRole('heading', { name: /Reservierung R1 / }).closest('li')!.textContent).toContain('Status: Storniert');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.queryByRole('button', { name: /Reservierung stornieren/ })).toBeNull();
  });

  it("shows the server's refusal in the dialog and keeps the reservation as it was", async () => {
    fakeApi({
      'GET /frontastic/action/hirmer-orders/reservationHistory': () => ({ success: true, data: history('reserved') }),
      'POST /frontastic/action/hirmer-orders/reservationCancel': () => ({
        status: 409,
        body: {
          success: false,
          errors: [{ code: 'reservation_not_cancellable', message: 'Die Abholfrist dieser Reservierung ist abgelaufen.', field: 'reservationNumber' }],
        },
      }),
    });
    render(<ReservationsView />);
    fireEvent.click(await screen.findByRole('button', { name: 'Reservierung stornieren R1' }));
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Ja, stornieren' }));
    expect(await within(screen.getByRole('dialog')).findByText('Die Abholfrist dieser Reservierung ist abgelaufen.')).toBeInTheDocument();
    expect(within(screen.getByRole('dialog')).getByRole('button', { name: 'Ja, stornieren' })).not.toBeDisabled();
    expect(screen.getByRole('heading', { name: /Reservierung R1 / }).closest('li')).toHaveAttribute('data-status', 'reserved');
  });
});
