import { useCallback, useEffect, useRef, useState } from 'react';

/** Whether the device's main pointer is a finger (no hover): its parts upgrade in view and scroll natively. */
function coarsePointer(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia('(pointer: coarse)').matches;
}

/**
 * Upgrades a static part to its interactive form only when a shopper can reach it: a mouse entering,
 * focus arriving, or (on touch screens, where there is no hover) the part scrolling into view, so a
 * swipe finds it ready. Until then the page carries the lean server markup (a listing of 48 boxes
 * does not mount 48 sliders). `touch` tells which form: on a touch screen one the browser scrolls
 * itself, which needs no code to answer the first swipe.
 */
export function useActivateOnInteraction<T extends HTMLElement>(enabled: boolean) {
  const [mode, setMode] = useState<'touch' | 'pointer' | null>(null);
  const node = useRef<T | null>(null);
  const activate = useCallback(() => setMode((current) => current ?? (coarsePointer() ? 'touch' : 'pointer')), []);
  useEffect(() => {
    const element = node.current;
    if (!enabled || mode || !element || typeof IntersectionObserver === 'undefined' || !coarsePointer()) return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((e) => e.isIntersecting)) setMode('touch');
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [enabled, mode]);
  return {
    active: enabled && mode !== null,
    touch: mode === 'touch',
    ref: node,
    handlers: enabled ? { onPointerEnter: activate, onFocus: activate } : {},
  };
}
