import type { ReactNode } from 'react';

/** A status message. Errors and warnings interrupt screen readers (role alert); the rest are polite. */
export function Alert({ variant = 'info', title, children }: { variant?: 'success' | 'danger' | 'warning' | 'info'; title?: ReactNode; children?: ReactNode }) {
  const urgent = variant === 'danger' || variant === 'warning';
  return (
    <div className={`alert alert--${variant}`} role={urgent ? 'alert' : 'status'}>
      {title ? <p className="alert__title">{title}</p> : null}
      {children}
    </div>
  );
}
