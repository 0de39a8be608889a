import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { TextField } from '../../../src/ui/form/fields';
import { useCheckedForm } from '../../../src/ui/form/useCheckedForm';
import { Button } from '../../../src/ui/Button';
import { StatusAlert } from '../../../src/ui/StatusAlert';
import { useStatusMessage } from '../../../src/hooks/useStatusMessage';
import type { ApiError } from '../../../src/domain/api';
import type { StatusMessage } from '../../../src/domain/status-message';
import type { ApiResult } from '../../../src/api/request';
import type { VoucherField, VoucherValues } from './voucher-check';
import { loadVoucherCheck } from './voucher-check-chunk';

export interface VoucherFormProps {
  onApply: (payload: VoucherValues) => Promise<ApiResult<{ status: StatusMessage }>>;
}

const FIELDS: readonly VoucherField[] = ['code', 'pin'];

/** The service's "no such voucher" belongs on the code field, in the basket's own words (§8). */
const onCodeField = (error: ApiError): ApiError => (error.code === 'voucher_invalid' ? { code: error.code, field: 'code', message: '' } : error);

/**
 * Voucher and gift-card entry (§5: a valid code; gift cards need number and PIN), with the §8 messages.
 * A plain form (useCheckedForm) whose check (the endpoint's schema) is a chunk of its own: the basket
 * page loads neither zod nor a form library.
 */
export function VoucherForm({ onApply }: VoucherFormProps) {
  const intl = useIntl();
  const [accepted, setAccepted] = useStatusMessage();
  const [problem, setProblem] = useState<string | null>(null);
  const { errors, busy, technicalError, formProps } = useCheckedForm({
    fields: FIELDS,
    check: loadVoucherCheck,
    send: async (values) => {
      const result = await onApply(values);
      return result.ok ? result : { ...result, errors: result.errors.map(onCodeField) };
    },
    onAccepted: (data) => setAccepted(data.status),
    onUnplaced: (rest) => setProblem(rest[0]!.message),
  });

  return (
    <form
      {...formProps}
      onSubmit={(event) => {
        setAccepted(null);
        setProblem(null);
        formProps.onSubmit(event);
      }}
      className="voucher-form"
      aria-labelledby="voucher-form-title"
    >
      <h2 id="voucher-form-title" className="voucher-form__title">
        <FormattedMessage id="cart.voucher.title" />
      </h2>
      <TextField label={intl.formatMessage({ id: 'cart.voucher.code' })} name="code" autoComplete="off" error={errors.code} />
      <TextField label={intl.formatMessage({ id: 'cart.voucher.pin' })} name="pin" inputMode="numeric" autoComplete="off" error={errors.pin} />
      <StatusAlert status={accepted} error={technicalError ?? problem} />
      <Button type="submit" variant="secondary" busy={busy}>
        <FormattedMessage id="cart.voucher.submit" />
      </Button>
    </form>
  );
}
