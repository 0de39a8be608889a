/** The voucher form's check (./voucher-check.ts, zod) as a chunk of its own, loaded when the shopper reaches for the form (useCheckedForm). */
export const loadVoucherCheck = () => import('./voucher-check').then((m) => m.checkVoucher);
