import { useRef, useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { encodeMessage, messageForCode, verbatimMessage } from '../../../src/i18n/field-messages';
import { TextField } from '../../../src/ui/form/fields';
import { Button } from '../../../src/ui/Button';
import { StatusAlert } from '../../../src/ui/StatusAlert';
import { useStatusMessage } from '../../../src/hooks/useStatusMessage';
import type { StatusMessage } from '../../../src/domain/status-message';
import type { ApiResult } from '../../../src/api/request';
import type { VoucherErrors, VoucherField } from './voucher-check';
import { loadVoucherCheck as loadCheck } from './voucher-check-chunk';

export interface VoucherFormProps {
  onApply: (payload: { code: string; pin?: string }) => Promise<ApiResult<{ status: StatusMessage }>>;
}

/** The check is loaded when the shopper reaches for the form and awaited when it is sent. */
const reachFor = () => void loadCheck().catch(() => undefined);
const FIELDS: readonly VoucherField[] = ['code', 'pin'];

/**
 * Voucher and gift-card entry (§5: a valid code; gift cards need number and PIN), with the §8 messages.
 * A plain form whose check (the endpoint's schema) is a chunk of its own: the basket page loads
 * neither zod nor a form library. Checked when sent, then at every change, as the shop's other forms.
 */
export function VoucherForm({ onApply }: VoucherFormProps) {
  const intl = useIntl();
  const form = useRef<HTMLFormElement>(null);
  const [errors, setErrors] = useState<VoucherErrors>({});
  const [busy, setBusy] = useState(false);
  const [sent, setSent] = useState(false);
  const [accepted, setAccepted] = useStatusMessage();
  const [problem, setProblem] = useState<string | null>(null);

  const entered = () => {
    const data = new FormData(form.current!);
    return { code: String(data.get('code') ?? ''), pin: String(data.get('pin') ?? '') };
  };
  const focusFirst = (invalid: VoucherErrors) => {
    const first = FIELDS.find((field) => invalid[field]);
    if (first) form.current?.querySelector<HTMLInputElement>(`[name="${first}"]`)?.focus();
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    setSent(true);
    setAccepted(null);
    setProblem(null);
    setBusy(true);
    try {
      // The check's chunk did not come (the network is gone): say so, send nothing.
      const check = await loadCheck().catch(() => null);
      if (!check) {
        setProblem(intl.formatMessage({ id: 'common.technicalError' }));
        return;
      }
      const checked = check.checkVoucher(entered());
      if (!checked.ok) {
        setErrors(checked.errors);
        focusFirst(checked.errors);
        return;
      }
      setErrors({});
      const result = await onApply(checked.values);
      if (result.ok) {
        setAccepted(result.data.status);
        form.current?.reset();
        setSent(false);
        return;
      }
      const fieldErrors: VoucherErrors = {};
      const rest = [];
      for (const error of result.errors) {
        if (error.code === 'voucher_invalid') fieldErrors.code = { type: error.code, message: encodeMessage({ id: 'cart.voucher.invalid' }) };
        else if (error.field === 'code' || error.field === 'pin')
          fieldErrors[error.field] = { type: error.code, message: error.message ? verbatimMessage(error.message) : encodeMessage(messageForCode(error.code)) };
        else rest.push(error);
      }
      setErrors(fieldErrors);
      focusFirst(fieldErrors);
      if (rest.length) setProblem(rest[0]!.message);
    } finally {
      setBusy(false);
    }
  };

  // After a first sending, every change checks again (the check's chunk is here by then).
  const recheck = () => {
    if (!sent) return;
    void loadCheck()
      .then(({ checkVoucher }) => {
        const checked = checkVoucher(entered());
        setErrors(checked.ok ? {} : checked.errors);
      })
      .catch(() => undefined);
  };

  return (
    <form
      ref={form}
      className="voucher-form"
      onSubmit={(e) => void submit(e)}
      onChange={recheck}
      onPointerEnter={reachFor}
      onFocus={reachFor}
      noValidate
      aria-labelledby="voucher-form-title"
    >
      <h2 id="voucher-form-title" className="voucher-form__title">
        <FormattedMessage id="cart.voucher.title" />
      </h2>
      <TextField label={intl.formatMessage({ id: 'cart.voucher.code' })} name="code" autoComplete="off" error={errors.code} />
      <TextField label={intl.formatMessage({ id: 'cart.voucher.pin' })} name="pin" inputMode="numeric" autoComplete="off" error={errors.pin} />
      <StatusAlert status={accepted} error={problem} />
      <Button type="submit" variant="secondary" busy={busy}>
        <FormattedMessage id="cart.voucher.submit" />
      </Button>
    </form>
  );
}
