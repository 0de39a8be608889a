import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { VoucherForm } from '../../tastics/cart/basket/VoucherForm';
import { renderCartUi } from './support/shop';

// The voucher form's check is a chunk of its own; here it does not come (the network is gone).
vi.mock('../../tastics/cart/basket/voucher-check-chunk', () => ({
  loadVoucherCheck: () => Promise.reject(new TypeError('Failed to fetch dynamically imported module')),
}));

describe('voucher form without its check', () => {
  it('says there is a technical problem, sends nothing and can be sent again', async () => {
    const onApply = vi.fn();
    renderCartUi(<VoucherForm onApply={onApply} />);
    await userEvent.type(screen.getByLabelText('Gutscheincode oder Geschenkkartennummer'), 'WILLKOMMEN10');
    await userEvent.click(screen.getByRole('button', { name: 'Einlösen' }));
    expect(await screen.findByText(/Es ist ein technisches Problem aufgetreten/)).toBeInTheDocument();
    expect(onApply).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Einlösen' })).toBeEnabled();
  });
});
