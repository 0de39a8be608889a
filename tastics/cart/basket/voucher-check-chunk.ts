/** The voucher form's check (./voucher-check.ts, zod) as a chunk of its own, loaded when the shopper reaches for the form. */
export const loadVoucherCheck = () => import('./voucher-check');
