import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * Upgrades a static part to its interactive form only when a shopper can reach it: a mouse entering,
 * focus arriving, or (on touch screens, where there is no hover) the part scrolling into view, so a
 * swipe finds it ready. Until then the page carries the lean server markup (a listing of 48 boxes
 * does not mount 48 sliders).
 */
export function useActivateOnInteraction<T extends HTMLElement>(enabled: boolean) {
  const [active, setActive] = useState(false);
  const node = useRef<T | null>(null);
  const activate = useCallback(() => setActive(true), []);
  useEffect(() => {
    const element = node.current;
    if (!enabled || active || !element || typeof IntersectionObserver === 'undefined' || typeof window.matchMedia !== 'function') return;
    if (!window.matchMedia('(pointer: coarse)').matches) return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((e) => e.isIntersecting)) setActive(true);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [enabled, active]);
  return {
    active: enabled && active,
    ref: node,
    handlers: enabled ? { onPointerEnter: activate, onFocus: activate } : {},
  };
}
