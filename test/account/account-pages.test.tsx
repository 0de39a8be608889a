import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { SWRConfig } from 'swr';
import type { ReactElement } from 'react';
import { renderInShop } from '../support/render';
import { fakeApi } from './fake-api';
import { demoAccount } from '../../stories/account/support';
import { ACCOUNT_REFRESH_PATH } from '../../src/api/account';
import { OrderHistoryView } from '../../src/organisms/account/OrderHistory';
import { LoyaltyCardView } from '../../src/organisms/account/LoyaltyCard';
import { NewsletterSettingsView } from '../../src/organisms/account/NewsletterSettings';
import { ordersOfTab } from '../../src/domain/order-rules';
import type { Order } from '../../src/domain/order';
import { setCaptchaExecutor } from '../../src/hooks/useInvisibleCaptcha';
import { expectTabsPattern } from '../support/tabs';

afterEach(() => {
  vi.unstubAllGlobals();
  window.history.replaceState(null, '', '/');
});

function render(ui: ReactElement, options: { projectId?: string; locale?: string } = {}) {
  const fallback = { [ACCOUNT_REFRESH_PATH]: { loggedIn: true, account: demoAccount } };
  return renderInShop(<SWRConfig value={{ provider: () => new Map(), fallback }}>{ui}</SWRConfig>, options);
}

/** The account answer while the SWR fallback revalidates. */
const loggedIn = { 'GET /frontastic/action/hirmer-account/refresh': () => ({ loggedIn: true, account: demoAccount }) };

const address = { firstName: 'Max', lastName: 'Mustermann', streetName: 'Marienplatz', streetNumber: '1', postalCode: '80331', city: 'München', country: 'DE' };
const order = (n: number, status: Order['status'], date: string): Order => ({
  orderId: `o${n}`,
  orderNumber: `H${n}`,
  documentNumber: `D${n}`,
  date,
  status,
  deliveryStatus: 'zugestellt',
  paymentStatus: 'bezahlt',
  currency: 'EUR',
  deliveryAddress: address,
  invoiceAddress: address,
  documents: [{ type: 'invoice', name: 'Rechnung' }],
  articles: [{ sku: `s${n}`, itemNumber: '30000001', name: 'Sakko', brand: 'Corvin', color: 'Blau', size: '50', count: 1, price: 29900 }],
  amount: 29900,
});
const orders = [
  order(1, 'OPEN', '2026-11-20'),
  order(2, 'SHIPPED', '2026-11-10'),
  ...Array.from({ length: 6 }, (_, i) => order(10 + i, 'SHIPPED', `2026-10-0${i + 1}`)),
];

describe('order history', () => {
  it.each([
    ['all', 8],
    ['open', 1],
    ['finished', 7],
  ] as const)('tab %s holds %i orders', (tab, count) => {
    expect(ordersOfTab(orders, tab)).toHaveLength(count);
  });

  it('shows the last three months first, five at a time, newest first; the tabs filter by status', async () => {
    fakeApi({
      ...loggedIn,
      'GET /frontastic/action/hirmer-orders/search': () => ({ success: true, data: orders }),
      'GET /frontastic/action/hirmer-orders/years': () => ({ success: true, data: [2026, 2025] }),
    });
    render(<OrderHistoryView />);
    await screen.findByRole('heading', { name: /Bestellung H1 / });
    expect(screen.getAllByRole('heading', { level: 3 })).toHaveLength(5);
    expect(screen.getByRole('heading', { name: /Bestellung H1 / })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Weitere Bestellungen laden' }));
    expect(screen.getAllByRole('heading', { level: 3 })).toHaveLength(8);
    fireEvent.click(screen.getByRole('tab', { name: 'Offen' }));
    expect(screen.getAllByRole('heading', { level: 3 })).toHaveLength(1);
    expect(screen.getByRole('tabpanel', { name: 'Offen' })).toHaveTextContent('In Bearbeitung');
    expect(screen.getByText('In Bearbeitung')).toBeInTheDocument();
    expect(
      within(screen.getByRole('combobox', { name: 'Zeitraum' }))
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Letzte 3 Monate', '2026', '2025']);
    expectTabsPattern(screen.getByRole('tablist', { name: 'Meine Bestellungen' }));
  });

  it('searches by order number', async () => {
    const api = fakeApi({
      ...loggedIn,
      'GET /frontastic/action/hirmer-orders/search': () => ({ success: true, data: [orders[1]] }),
    });
    render(<OrderHistoryView />);
    fireEvent.change(screen.getByLabelText('Bestellnummer suchen'), { target: { value: 'H2' } });
    fireEvent.click(screen.getByRole('button', { name: 'Suchen' }));
    await screen.findByRole('heading', { name: /Bestellung H2 / });
    await waitFor(() => expect(api.calls.some((c) => c.path === '/frontastic/action/hirmer-orders/search')).toBe(true));
  });

  it('saves the invoice as a PDF file named by the server', async () => {
    fakeApi({
      ...loggedIn,
      'GET /frontastic/action/hirmer-orders/search': () => ({ success: true, data: [orders[0]] }),
      'POST /frontastic/action/hirmer-documents/invoice': () => ({
        success: true,
        data: { fileName: 'Rechnung-H1.pdf', mimeType: 'application/pdf', content: btoa('%PDF-1.7 demo') },
      }),
    });
    const blobs: Blob[] = [];
    URL.createObjectURL = (b: Blob) => {
      blobs.push(b);
      return 'blob:doc';
    };
    URL.revokeObjectURL = () => {};
    const clicked: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this.download);
    });
    render(<OrderHistoryView />);
    fireEvent.click(await screen.findByRole('button', { name: 'Rechnung herunterladen' }));
    await waitFor(() => expect(clicked).toEqual(['Rechnung-H1.pdf']));
    expect(blobs[0]!.type).toBe('application/pdf');
    expect(await blobs[0]!.text()).toBe('%PDF-1.7 demo');
  });

  it('after checkout thanks for the new order and opens it', async () => {
    window.history.replaceState(null, '', '/account?page=OrderHistory&order=H1');
    fakeApi({
      ...loggedIn,
      'GET /frontastic/action/hirmer-orders/search': () => ({ success: true, data: orders }),
    });
    render(<OrderHistoryView />);
    expect(await screen.findByText('Vielen Dank für Ihre Bestellung H1!')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Details ausblenden' })).toHaveAttribute('aria-expanded', 'true');
  });
});

describe('loyalty card', () => {
  it('shows the level, number and travel voucher of the card', async () => {
    fakeApi({
      ...loggedIn,
      'POST /frontastic/action/hirmer-crm/loyaltyCard': () => ({
        success: true,
        data: { customerNumber: '20000002', cardCode: '1234', userLevel: 'black', vouchers: [], travelVoucherValue: 20 },
      }),
    });
    render(<LoyaltyCardView />);
    expect(await screen.findByText('Kartenstufe: Black')).toBeInTheDocument();
    expect(screen.getByText('Ihr Reisegutschein: 20 %')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Meine Kundenkarte' })).toBeInTheDocument();
  });

  it('connects a card by number and code, and locks the button after a failure', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    fakeApi({
      ...loggedIn,
      'POST /frontastic/action/hirmer-crm/loyaltyCard': () => ({ success: true, data: null }),
      'POST /frontastic/action/hirmer-crm/addLoyaltyCardToUser': () => ({
        status: 400,
        body: { success: false, errors: [{ code: 'card_unknown', message: 'Die Kundenkarte ist unbekannt.', field: 'loyaltyCardNumber' }] },
      }),
    });
    render(<LoyaltyCardView />);
    // Logged in without a card: "I have a card" leads to connecting it.
    fireEvent.click(within(await screen.findByRole('group', { name: /bereits eine Kundenkarte/ })).getByRole('radio', { name: 'Ja' }));
    fireEvent.change(await screen.findByLabelText(/Kundennummer/), { target: { value: '12345678' } });
    fireEvent.change(screen.getByLabelText(/Kartencode/), { target: { value: '1234' } });
    fireEvent.click(screen.getByRole('button', { name: 'Karte verbinden' }));
    await waitFor(() => expect(screen.getByLabelText(/Kundennummer/)).toHaveAttribute('aria-invalid', 'true'));
    expect(screen.getByRole('button', { name: 'Karte verbinden' })).toBeDisabled();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(10_000);
    });
    await waitFor(() => expect(screen.getByRole('button', { name: 'Karte verbinden' })).not.toBeDisabled());
    vi.useRealTimers();
  });

  it('is called style pass in the International region', async () => {
    fakeApi({
      ...loggedIn,
      'POST /frontastic/action/hirmer-crm/loyaltyCard': () => ({ success: true, data: null }),
    });
    render(<LoyaltyCardView />, { locale: 'en_GB' });
    expect(await screen.findByRole('heading', { name: 'My style pass' })).toBeInTheDocument();
  });
});

describe('newsletter settings', () => {
  it('offers a customer who does not receive it the subscription, double opt-in', async () => {
    setCaptchaExecutor(async () => 'captcha-token');
    const api = fakeApi({
      ...loggedIn,
      'POST /frontastic/action/hirmer-newsletter/subscribe': () => ({ success: true, status: { kind: 'message', text: 'ok' } }),
    });
    render(<NewsletterSettingsView />);
    fireEvent.click(screen.getByRole('button', { name: 'Newsletter abonnieren' }));
    expect(await screen.findByText(/Bitte bestätigen Sie die Anmeldung/)).toBeInTheDocument();
    expect(api.calls.find((c) => c.path === '/frontastic/action/hirmer-newsletter/subscribe')!.body).toMatchObject({
      email: demoAccount.email,
      token: 'captcha-token',
    });
    setCaptchaExecutor(null);
  });
});
