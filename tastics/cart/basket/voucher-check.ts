import { cartVoucherSchema } from '../../../src/domain/cart';
import { encodeMessage, messageOfIssue } from '../../../src/i18n/field-messages';
import type { FieldErrors, FormCheck } from '../../../src/ui/form/checked-form';

/** A field of the voucher form. */
export type VoucherField = 'code' | 'pin';
/** The values the voucher endpoint takes: a gift card's PIN only where one was entered. */
export type VoucherValues = { code: string; pin?: string };

/**
 * The voucher form's check (the schema the endpoint validates with, cartVoucherSchema, with zod),
 * loaded when the shopper reaches for the form or sends it: the basket page loads no zod.
 */
export const checkVoucher: FormCheck<VoucherField, VoucherValues> = async (entered) => {
  const result = cartVoucherSchema.safeParse({ code: entered.code, pin: entered.pin === '' ? undefined : entered.pin });
  if (result.success) return { ok: true, values: { code: result.data.code, ...(result.data.pin ? { pin: result.data.pin } : {}) } };
  const errors: FieldErrors<VoucherField> = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0];
    if ((field === 'code' || field === 'pin') && !errors[field]) errors[field] = { type: issue.code, message: encodeMessage(messageOfIssue(issue)) };
  }
  return { ok: false, errors };
};
