import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { cartVoucherSchema } from '../../../src/domain/cart';
import { useZodForm, applyServerErrors } from '../../../src/ui/form/useZodForm';
import { encodeMessage } from '../../../src/i18n/field-messages';
import { TextField } from '../../../src/ui/form/fields';
import { Button } from '../../../src/ui/Button';
import { StatusAlert } from '../../../src/ui/StatusAlert';
import { useStatusMessage } from '../../../src/hooks/useStatusMessage';
import type { StatusMessage } from '../../../src/domain/status-message';
import type { ApiResult } from '../../../src/api/request';

export interface VoucherFormProps {
  onApply: (payload: { code: string; pin?: string }) => Promise<ApiResult<{ status: StatusMessage }>>;
}

/** Voucher and gift-card entry (§5: a valid code; gift cards need number and PIN), with the §8 messages. */
export function VoucherForm({ onApply }: VoucherFormProps) {
  const intl = useIntl();
  const form = useZodForm(cartVoucherSchema, { defaultValues: { code: '', pin: '' } });
  const [accepted, setAccepted] = useStatusMessage();
  const [problem, setProblem] = useState<string | null>(null);
  const { register, handleSubmit, formState } = form;

  const submit = handleSubmit(async (values) => {
    setAccepted(null);
    setProblem(null);
    const result = await onApply({ code: values.code, ...(values.pin ? { pin: values.pin } : {}) });
    if (result.ok) {
      setAccepted(result.data.status);
      form.reset({ code: '', pin: '' });
      return;
    }
    const rest = applyServerErrors(
      form,
      result.errors.filter((e) => e.code !== 'voucher_invalid'),
    );
    if (result.errors.some((e) => e.code === 'voucher_invalid'))
      form.setError('code', { type: 'voucher_invalid', message: encodeMessage({ id: 'cart.voucher.invalid' }) });
    if (rest.length) setProblem(rest[0]!.message);
  });

  return (
    <form className="voucher-form" onSubmit={(e) => void submit(e)} noValidate aria-labelledby="voucher-form-title">
      <h2 id="voucher-form-title" className="voucher-form__title">
        <FormattedMessage id="cart.voucher.title" />
      </h2>
      <TextField label={intl.formatMessage({ id: 'cart.voucher.code' })} autoComplete="off" error={formState.errors.code} {...register('code')} />
      <TextField
        label={intl.formatMessage({ id: 'cart.voucher.pin' })}
        inputMode="numeric"
        autoComplete="off"
        error={formState.errors.pin}
        {...register('pin', { setValueAs: (v: string) => (v === '' ? undefined : v) })}
      />
      <StatusAlert status={accepted} error={problem} />
      <Button type="submit" variant="secondary" busy={formState.isSubmitting}>
        <FormattedMessage id="cart.voucher.submit" />
      </Button>
    </form>
  );
}
