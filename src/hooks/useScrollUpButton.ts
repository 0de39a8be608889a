import { useEffect, useRef, useState } from 'react';
import { SCROLL_UP_DEBOUNCE_MS } from '../config/constants';
import { nextScrollUpVisibility } from '../navigation/scroll-up';

/** Whether the scroll-up button shows, from debounced scroll positions (rule in navigation/scroll-up.ts). */
export function useScrollUpButton(): boolean {
  const [visible, setVisible] = useState(false);
  const state = useRef({ visible: false, y: 0 });
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | null = null;
    const evaluate = () => {
      const next = nextScrollUpVisibility(state.current.visible, state.current.y, { y: window.scrollY, viewportHeight: window.innerHeight });
      state.current = next;
      setVisible(next.visible);
    };
    const onScroll = () => {
      if (timer) clearTimeout(timer);
      timer = setTimeout(evaluate, SCROLL_UP_DEBOUNCE_MS);
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      window.removeEventListener('scroll', onScroll);
      if (timer) clearTimeout(timer);
    };
  }, []);
  return visible;
}
