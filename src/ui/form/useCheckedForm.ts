import { useRef, useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import type { ApiError } from '../../domain/api';
import type { ApiResult } from '../../api/transport';
import { encodeMessage, messageForCode, verbatimMessage } from '../../i18n/field-messages';
import type { FieldErrors, FormCheck } from './checked-form';

interface CheckedFormBase<F extends string, V> {
  /** The form's fields (input names), in the order they are shown: the first invalid one takes focus. */
  fields: readonly F[];
  /** Loads the form's check (zod-check.ts in a chunk of its own); a failed load shows the technical-error text. */
  check: () => Promise<FormCheck<F, V>>;
}

/** A form that does what it likes with the checked values. */
interface OnValid<V> {
  /** Sends the checked values. */
  onValid: (values: V) => Promise<void>;
}

/**
 * A form that sends to an endpoint and settles its answer here: accepted, the fields and their
 * errors are emptied and `onAccepted` gets the data; refused, the errors naming a field of the form
 * go on it (the first takes focus; the answer's text, else the form's own for the code through
 * messageForCode) and the others go to `onUnplaced`.
 */
export interface SendThenSettle<V, T> {
  /** Sends the checked values to the endpoint. */
  send: (values: V) => Promise<ApiResult<T>>;
  /** After an accepted answer, once the fields are emptied (unless `keepFields`). */
  onAccepted: (data: T) => void;
  /** A refused answer's errors that name no field of the form (called only when there are some). */
  onUnplaced: (rest: ApiError[]) => void;
  /** Keeps the entered values after an accepted answer (default: emptied). */
  keepFields?: boolean;
}

export type CheckedFormOptions<F extends string, V, T = unknown> = CheckedFormBase<F, V> & (OnValid<V> | SendThenSettle<V, T>);

/**
 * A plain form (uncontrolled inputs, read with FormData) whose check is a chunk of its own: a page
 * that shows the form loads neither zod nor a form library. The check is loaded when the shopper
 * reaches for the form (pointer, focus) and awaited when it is sent, so one click sends. As
 * useZodForm: checked when sent, then at every change of a field; the first invalid field takes
 * focus; errors are message ids shown in the shopper's language; the server's field errors go on
 * their fields. If the check's chunk does not come (the network is gone), the form shows the
 * technical-error text (`technicalError`) and sends nothing.
 */
export function useCheckedForm<F extends string, V, T = unknown>(options: CheckedFormOptions<F, V, T>) {
  const { fields, check } = options;
  const intl = useIntl();
  const ref = useRef<HTMLFormElement>(null);
  const [errors, setErrors] = useState<FieldErrors<F>>({});
  const [busy, setBusy] = useState(false);
  const [technicalError, setTechnicalError] = useState<string | null>(null);
  const sending = useRef(false);
  const sent = useRef(false);

  const entered = () => {
    const data = new FormData(ref.current!);
    return Object.fromEntries(fields.map((field) => [field, String(data.get(field) ?? '')])) as Record<F, string>;
  };
  const focusFirst = (invalid: FieldErrors<F>) => {
    const first = fields.find((field) => invalid[field]);
    if (first) ref.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
  };
  const reachFor = () => void check().catch(() => undefined);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sending.current) return;
    sending.current = true;
    sent.current = true;
    setTechnicalError(null);
    setBusy(true);
    try {
      const run = await check().catch(() => null);
      if (!run) {
        setTechnicalError(intl.formatMessage({ id: 'common.technicalError' }));
        return;
      }
      const checked = await run(entered());
      if (!checked.ok) {
        setErrors(checked.errors);
        focusFirst(checked.errors);
        return;
      }
      setErrors({});
      await ('onValid' in options ? options.onValid(checked.values) : sendThenSettle(options, checked.values));
    } finally {
      sending.current = false;
      setBusy(false);
    }
  };

  // After a first sending, a changed field is checked again (the check's chunk is here by then).
  const recheck = (event: FormEvent<HTMLFormElement>) => {
    const name = (event.target as HTMLInputElement).name as F;
    if (!sent.current || !fields.includes(name)) return;
    void check()
      .then((run) => run(entered()))
      .then((checked) => setErrors((current) => ({ ...current, [name]: checked.ok ? undefined : checked.errors[name] })))
      .catch(() => undefined);
  };

  /** Puts an endpoint's field errors on the form's fields (the first takes focus); returns the errors without a known field. */
  const applyServerErrors = (apiErrors: ApiError[]): ApiError[] => {
    const onFields: FieldErrors<F> = {};
    const rest: ApiError[] = [];
    for (const error of apiErrors) {
      const field = error.field?.split('.')[0] as F | undefined;
      if (field && fields.includes(field)) {
        onFields[field] ??= { type: error.code, message: error.message ? verbatimMessage(error.message) : encodeMessage(messageForCode(error.code)) };
      } else rest.push(error);
    }
    setErrors(onFields);
    focusFirst(onFields);
    return rest;
  };

  /** Empties the fields and their errors (after a successful change). */
  const reset = () => {
    ref.current?.reset();
    setErrors({});
    sent.current = false;
  };

  const sendThenSettle = async ({ send, onAccepted, onUnplaced, keepFields = false }: SendThenSettle<V, T>, values: V) => {
    const result = await send(values);
    if (result.ok) {
      if (!keepFields) reset();
      onAccepted(result.data);
      return;
    }
    const rest = applyServerErrors(result.errors);
    if (rest.length) onUnplaced(rest);
  };

  return {
    errors,
    busy,
    technicalError,
    applyServerErrors,
    reset,
    formProps: {
      ref,
      noValidate: true,
      onSubmit: (event: FormEvent<HTMLFormElement>) => void submit(event),
      onChange: recheck,
      onPointerEnter: reachFor,
      onFocus: reachFor,
    },
  };
}
