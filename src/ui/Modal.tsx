import { useEffect, useId, useRef, type ReactNode } from 'react';
import { useIntl } from 'react-intl';

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

export interface ModalProps {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  size?: 'sm' | 'md' | 'lg';
  /** Centred dialog, or an offcanvas panel sliding in from the start or end edge at full height. */
  placement?: 'center' | 'start' | 'end';
  /** Hide the close button (e.g. a flyout that shows it on desktop only passes a class instead). */
  closeButtonClassName?: string;
  children: ReactNode;
  footer?: ReactNode;
}

/**
 * An accessible dialog: focus moves into it and is kept there (Tab wraps), Escape and the backdrop
 * close it, and focus returns to where it was. Centred and scrollable; sizes sm, md, lg.
 */
export function Modal({ open, onClose, title, size = 'md', placement = 'center', closeButtonClassName, children, footer }: ModalProps) {
  const panel = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const intl = useIntl();
  const onCloseRef = useRef(onClose);
  onCloseRef.current = onClose;

  useEffect(() => {
    if (!open) return;
    const previous = document.activeElement as HTMLElement | null;
    const node = panel.current;
    (node?.querySelector<HTMLElement>('[data-autofocus]') ?? node?.querySelector<HTMLElement>(FOCUSABLE) ?? node)?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.stopPropagation();
        onCloseRef.current();
        return;
      }
      if (event.key !== 'Tab' || !node) return;
      const items = [...node.querySelectorAll<HTMLElement>(FOCUSABLE)];
      if (!items.length) return;
      const first = items[0]!;
      const last = items[items.length - 1]!;
      if (event.shiftKey && document.activeElement === first) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && document.activeElement === last) {
        event.preventDefault();
        first.focus();
      }
    };
    document.addEventListener('keydown', onKey);
    // The page behind does not scroll. Set on the element, not by a stylesheet rule: the shop's styles
    // never reach outside its root element (scripts/build-styles.ts).
    const overflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      document.removeEventListener('keydown', onKey);
      document.body.style.overflow = overflow;
      previous?.focus?.();
    };
  }, [open]);

  if (!open) return null;
  return (
    <div className={`modal modal--${placement}`}>
      <div className="modal__backdrop" onClick={onClose} aria-hidden="true" />
      <div className={`modal__panel modal__panel--${size}`} role="dialog" aria-modal="true" aria-labelledby={titleId} ref={panel} tabIndex={-1}>
        <div className="modal__header">
          <h2 className="modal__title" id={titleId}>
            {title}
          </h2>
          <button
            type="button"
            className={['modal__close', closeButtonClassName].filter(Boolean).join(' ')}
            onClick={onClose}
            aria-label={intl.formatMessage({ id: 'common.close' })}
          >
            ×
          </button>
        </div>
        <div className="modal__body">{children}</div>
        {footer ? <div className="modal__footer">{footer}</div> : null}
      </div>
    </div>
  );
}
