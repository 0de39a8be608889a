import { cartVoucherSchema } from '../../../src/domain/cart';
import { encodeMessage, messageOfIssue } from '../../../src/i18n/field-messages';

/** A field of the voucher form. */
export type VoucherField = 'code' | 'pin';
/** A field's error as the form's fields show it (FieldErrorText): a message id with values, and its code. */
export type VoucherErrors = Partial<Record<VoucherField, { type: string; message: string }>>;

/**
 * The voucher form's check (the schema the endpoint validates with, cartVoucherSchema, with zod),
 * loaded when the shopper reaches for the form or sends it: the basket page loads no zod.
 */
export function checkVoucher(entered: {
  code: string;
  pin: string;
}): { ok: true; values: { code: string; pin?: string } } | { ok: false; errors: VoucherErrors } {
  const result = cartVoucherSchema.safeParse({ code: entered.code, pin: entered.pin === '' ? undefined : entered.pin });
  if (result.success) return { ok: true, values: { code: result.data.code, ...(result.data.pin ? { pin: result.data.pin } : {}) } };
  const errors: VoucherErrors = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0];
    if ((field === 'code' || field === 'pin') && !errors[field]) errors[field] = { type: issue.code, message: encodeMessage(messageOfIssue(issue)) };
  }
  return { ok: false, errors };
}
