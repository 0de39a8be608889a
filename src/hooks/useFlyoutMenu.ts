import { useCallback, useEffect, useRef, useState } from 'react';
import { FLYOUT_CLOSE_DELAY_FACTOR, FLYOUT_HOVER_DELAY_MS } from '../config/constants';

/**
 * Connector of the desktop flyout (storefront-browsing.md §2 Navigation): opens after the hover
 * delay, closes at a third of it after the pointer leaves, at once on Escape and on route change.
 * On touch the first tap opens the flyout and the second follows the link.
 */
export interface FlyoutMenu {
  openId: string | null;
  /** Props for a top-level entry (the element the pointer hovers: link and flyout panel together). */
  itemProps(id: string): {
    onPointerEnter: (event: { pointerType?: string }) => void;
    onPointerLeave: (event: { pointerType?: string }) => void;
  };
  /** Click handler of the top-level link: on touch, the first tap only opens. */
  onTriggerClick(id: string, event: { preventDefault(): void }): void;
  onTriggerPointerDown(event: { pointerType?: string }): void;
  open(id: string): void;
  close(): void;
}

export function useFlyoutMenu(hoverDelayMs: number = FLYOUT_HOVER_DELAY_MS): FlyoutMenu {
  const [openId, setOpenId] = useState<string | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const lastPointer = useRef<string>('mouse');
  const openRef = useRef<string | null>(null);
  openRef.current = openId;

  const clear = useCallback(() => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
  }, []);
  const open = useCallback(
    (id: string) => {
      clear();
      setOpenId(id);
    },
    [clear],
  );
  const close = useCallback(() => {
    clear();
    setOpenId(null);
  }, [clear]);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape' && openRef.current) close();
    };
    // A route change (history navigation or our router's event) closes the flyout.
    window.addEventListener('keydown', onKey);
    window.addEventListener('popstate', close);
    window.addEventListener('storefront:navigate', close);
    return () => {
      window.removeEventListener('keydown', onKey);
      window.removeEventListener('popstate', close);
      window.removeEventListener('storefront:navigate', close);
      clear();
    };
  }, [close, clear]);

  return {
    openId,
    itemProps: (id) => ({
      onPointerEnter: (event) => {
        if (event.pointerType === 'touch') return;
        clear();
        if (openRef.current === id) return;
        timer.current = setTimeout(() => setOpenId(id), hoverDelayMs);
      },
      onPointerLeave: (event) => {
        if (event.pointerType === 'touch') return;
        clear();
        if (!openRef.current) return;
        timer.current = setTimeout(() => setOpenId(null), Math.round(hoverDelayMs * FLYOUT_CLOSE_DELAY_FACTOR));
      },
    }),
    onTriggerPointerDown: (event) => {
      lastPointer.current = event.pointerType ?? 'mouse';
    },
    onTriggerClick: (id, event) => {
      if (lastPointer.current === 'touch' && openRef.current !== id) {
        event.preventDefault();
        open(id);
      }
    },
    open,
    close,
  };
}
