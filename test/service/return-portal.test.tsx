import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ReturnPortalForm, RETURN_PORTAL_FRAME_HEIGHT } from '../../tastics/service/return-portal';
import { renderInShop } from '../support/render';
import { fakeApi } from '../account/fake-api';

afterEach(() => vi.unstubAllGlobals());

const REDIRECT = 'GET /frontastic/action/hirmer-documents/returnRedirect';

describe('return portal start', () => {
  it('checks order number (2 to 30 characters) and email before asking', async () => {
    const api = fakeApi({});
    const user = userEvent.setup();
    renderInShop(<ReturnPortalForm data={{}} />);
    await user.type(screen.getByLabelText(/Bestellnummer/), 'H');
    await user.type(screen.getByLabelText(/E-Mail-Adresse/), 'kein-at');
    await user.click(screen.getByRole('button', { name: 'Weiter zur Retoure' }));
    expect(await screen.findByText(/mindestens 2 Zeichen/)).toBeInTheDocument();
    expect(api.calls).toEqual([]);
  });

  it('opens the answered portal address in a frame of height 800, and goes back for another order', async () => {
    const api = fakeApi({ [REDIRECT]: () => ({ success: true, data: '/return-portal/H12345678?email=a%40example.com' }) });
    const user = userEvent.setup();
    renderInShop(<ReturnPortalForm data={{}} />);
    await user.type(screen.getByLabelText(/Bestellnummer/), 'H12345678');
    await user.type(screen.getByLabelText(/E-Mail-Adresse/), 'a@example.com');
    await user.click(screen.getByRole('button', { name: 'Weiter zur Retoure' }));
    const frame = await screen.findByTitle('Retourenportal');
    expect(frame.getAttribute('src')).toBe('/return-portal/H12345678?email=a%40example.com');
    expect(frame.getAttribute('height')).toBe(String(RETURN_PORTAL_FRAME_HEIGHT));
    expect(api.calls.map((c) => c.path)).toEqual(['/frontastic/action/hirmer-documents/returnRedirect']);
    await user.click(screen.getByRole('button', { name: 'Andere Bestellung' }));
    expect(screen.getByLabelText(/Bestellnummer/)).toBeInTheDocument();
  });

  it('says when number and email belong to no order', async () => {
    fakeApi({
      [REDIRECT]: () => ({
        status: 404,
        body: { success: false, errors: [{ code: 'order_not_found', message: 'Keine Bestellung gefunden.', field: 'orderNumber' }] },
      }),
    });
    const user = userEvent.setup();
    renderInShop(<ReturnPortalForm data={{}} />);
    await user.type(screen.getByLabelText(/Bestellnummer/), 'H00000000');
    await user.type(screen.getByLabelText(/E-Mail-Adresse/), 'a@example.com');
    await user.click(screen.getByRole('button', { name: 'Weiter zur Retoure' }));
    expect(await screen.findByText('Keine Bestellung gefunden.')).toBeInTheDocument();
    expect(screen.queryByTitle('Retourenportal')).toBeNull();
  });
});
