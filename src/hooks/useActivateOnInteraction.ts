import { useCallback, useEffect, useRef, useState } from 'react';

/** Whether the device's main pointer is a finger (no hover): its parts upgrade in view and scroll natively. */
function coarsePointer(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia('(pointer: coarse)').matches;
}

/** One observer for all the parts waiting to come into view (a listing has 48), each with its callback. */
let shared: { observer: IntersectionObserver; of: typeof IntersectionObserver; waiting: Map<Element, () => void> } | null = null;

/** Calls `onInView` once when `element` comes into view; returns the cancel. */
function whenInView(element: Element, onInView: () => void): () => void {
  if (shared?.of !== IntersectionObserver) {
    const waiting = new Map<Element, () => void>();
    const observer = new IntersectionObserver((entries) => {
      for (const entry of entries) {
        const callback = entry.isIntersecting ? waiting.get(entry.target) : undefined;
        if (!callback) continue;
        waiting.delete(entry.target);
        observer.unobserve(entry.target);
        callback();
      }
    });
    shared = { observer, of: IntersectionObserver, waiting };
  }
  const { observer, waiting } = shared;
  waiting.set(element, onInView);
  observer.observe(element);
  return () => {
    waiting.delete(element);
    observer.unobserve(element);
  };
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
    return whenInView(element, () => setMode('touch'));
  }, [enabled, mode]);
  return {
    active: enabled && mode !== null,
    touch: mode === 'touch',
    ref: node,
    handlers: enabled ? { onPointerEnter: activate, onFocus: activate } : {},
  };
}
