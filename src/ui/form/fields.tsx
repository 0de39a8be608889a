import { forwardRef, useId, type InputHTMLAttributes, type ReactNode, type SelectHTMLAttributes } from 'react';
import { useIntl } from 'react-intl';
import type { FieldError } from 'react-hook-form';
import { decodeMessage } from '../../i18n/field-messages';

/** The translated text of a field error. */
export function FieldErrorText({ id, error }: { id: string; error?: Pick<FieldError, 'message' | 'type'> }) {
  const intl = useIntl();
  if (!error) return null;
  const message = decodeMessage(error.message, error.type);
  return (
    <p className="field__error" id={id}>
      {message.text ?? intl.formatMessage({ id: message.id }, message.values)}
    </p>
  );
}

interface FieldProps {
  label: ReactNode;
  error?: Pick<FieldError, 'message' | 'type'>;
  hint?: ReactNode;
}

export type TextFieldProps = FieldProps & InputHTMLAttributes<HTMLInputElement>;

/** A labelled input whose error is announced and linked with aria-describedby. */
export const TextField = forwardRef<HTMLInputElement, TextFieldProps>(function TextField({ label, error, hint, id, className, ...input }, ref) {
  const auto = useId();
  const inputId = id ?? auto;
  const errorId = `${inputId}-error`;
  const hintId = `${inputId}-hint`;
  return (
    <div className={['field', error && 'field--invalid', className].filter(Boolean).join(' ')}>
      <label htmlFor={inputId} className="field__label">
        {label}
        {input.required ? <span aria-hidden="true"> *</span> : null}
      </label>
      <input
        ref={ref}
        id={inputId}
        className="field__input"
        aria-invalid={error ? true : undefined}
        aria-describedby={[error && errorId, hint && hintId].filter(Boolean).join(' ') || undefined}
        {...input}
      />
      {hint ? (
        <p className="field__hint" id={hintId}>
          {hint}
        </p>
      ) : null}
      <FieldErrorText id={errorId} error={error} />
    </div>
  );
});

export type CheckboxProps = FieldProps & Omit<InputHTMLAttributes<HTMLInputElement>, 'type'>;

export const Checkbox = forwardRef<HTMLInputElement, CheckboxProps>(function Checkbox({ label, error, hint, id, className, ...input }, ref) {
  const auto = useId();
  const inputId = id ?? auto;
  const errorId = `${inputId}-error`;
  return (
    <div className={['field field--checkbox', error && 'field--invalid', className].filter(Boolean).join(' ')}>
      <input ref={ref} id={inputId} type="checkbox" aria-invalid={error ? true : undefined} aria-describedby={error ? errorId : undefined} {...input} />
      <label htmlFor={inputId}>{label}</label>
      {hint ? <p className="field__hint">{hint}</p> : null}
      <FieldErrorText id={errorId} error={error} />
    </div>
  );
});

export type SelectFieldProps = FieldProps & SelectHTMLAttributes<HTMLSelectElement> & { options: { value: string; label: string }[]; placeholder?: string };

export const SelectField = forwardRef<HTMLSelectElement, SelectFieldProps>(function SelectField(
  { label, error, hint, id, options, placeholder, className, ...select },
  ref,
) {
  const auto = useId();
  const selectId = id ?? auto;
  const errorId = `${selectId}-error`;
  return (
    <div className={['field', error && 'field--invalid', className].filter(Boolean).join(' ')}>
      <label htmlFor={selectId} className="field__label">
        {label}
        {select.required ? <span aria-hidden="true"> *</span> : null}
      </label>
      <select
        ref={ref}
        id={selectId}
        className="field__input"
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        {...select}
      >
        {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
      {hint ? <p className="field__hint">{hint}</p> : null}
      <FieldErrorText id={errorId} error={error} />
    </div>
  );
});

export interface RadioGroupProps extends FieldProps {
  name: string;
  options: { value: string; label: ReactNode; disabled?: boolean }[];
  value?: string;
  onChange: (value: string) => void;
}

export function RadioGroup({ label, error, name, options, value, onChange }: RadioGroupProps) {
  const base = useId();
  const errorId = `${base}-error`;
  return (
    <fieldset className={['field field--radios', error && 'field--invalid'].filter(Boolean).join(' ')} aria-describedby={error ? errorId : undefined}>
      <legend className="field__label">{label}</legend>
      {options.map((o) => (
        <label key={o.value} className="field__radio">
          <input type="radio" name={name} value={o.value} checked={value === o.value} disabled={o.disabled} onChange={() => onChange(o.value)} /> {o.label}
        </label>
      ))}
      <FieldErrorText id={errorId} error={error} />
    </fieldset>
  );
}
