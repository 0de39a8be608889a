import type { ButtonHTMLAttributes, ReactNode } from 'react';
import { Spinner } from './Spinner';

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: 'primary' | 'secondary' | 'link' | 'icon';
  /** While an action runs: disabled, spinner shown, aria-busy set. */
  busy?: boolean;
  block?: boolean;
  children: ReactNode;
}

/** The shop's button: a real <button>, type "button" unless said otherwise. */
export function Button({ variant = 'primary', busy = false, block = false, disabled, className, type = 'button', children, ...rest }: ButtonProps) {
  return (
    <button
      {...rest}
      type={type}
      disabled={disabled || busy}
      aria-busy={busy || undefined}
      className={['btn', `btn--${variant}`, block && 'btn--block', className].filter(Boolean).join(' ')}
    >
      {busy ? <Spinner size="sm" /> : null}
      <span className="btn__label">{children}</span>
    </button>
  );
}
