import { useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { CLIPBOARD_TOOLTIP_MS } from '../config/constants';

/** Writes a text to the clipboard; false where the browser has no clipboard API or refuses (an insecure page, a denied permission). */
export async function copyText(text: string): Promise<boolean> {
  try {
    if (typeof navigator === 'undefined' || !navigator.clipboard?.writeText) return false;
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}

/**
 * "Copy to clipboard: hint, then success (tooltip 2 seconds) or error" (accounts-cart-services.md
 * §4, §8): the button names what it copies; after a press "Copied" shows for 2 s, or "Cannot be
 * copied" stays where the clipboard is not available (the shopper copies the code by hand).
 */
export function CopyButton({ text, label }: { text: string; label?: string }) {
  const intl = useIntl();
  const [state, setState] = useState<'idle' | 'done' | 'failed'>('idle');
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(() => () => void (timer.current && clearTimeout(timer.current)), []);
  const copy = async () => {
    if (timer.current) clearTimeout(timer.current);
    const copied = await copyText(text);
    setState(copied ? 'done' : 'failed');
    if (copied) timer.current = setTimeout(() => setState('idle'), CLIPBOARD_TOOLTIP_MS);
  };
  const hint = intl.formatMessage({ id: 'common.copy.hint' }, { text: label ?? text });
  return (
    <span className="copy-button">
      <button type="button" className="btn btn--secondary copy-button__button" title={hint} aria-label={hint} onClick={() => void copy()}>
        {intl.formatMessage({ id: 'common.copy' })}
      </button>
      <span className={`copy-button__tooltip copy-button__tooltip--${state}`} role="status">
        {state === 'done' ? intl.formatMessage({ id: 'common.copy.done' }) : state === 'failed' ? intl.formatMessage({ id: 'common.copy.failed' }) : ''}
      </span>
    </span>
  );
}
