import { useCallback, useEffect, useRef } from 'react';
import type KeenSliderClass from 'keen-slider';
import type { KeenSliderInstance, KeenSliderOptions } from 'keen-slider';

let loaded: typeof KeenSliderClass | null = null;
let loading: Promise<typeof KeenSliderClass> | null = null;

/** Loads keen-slider once; after that, sliders start synchronously (tests preload it). */
export function loadKeenSlider(): Promise<typeof KeenSliderClass> {
  loading ??= import('keen-slider').then((m) => {
    loaded = m.default;
    return loaded;
  });
  return loading;
}

/** Options equal as keen-slider/react compares them: deeply, functions by their source. */
function sameOptions(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== typeof b) return false;
  if (typeof a === 'function') return a.toString() === (b as () => void).toString();
  if (typeof a !== 'object' || a === null || b === null) return false;
  const keysA = Object.keys(a);
  if (keysA.length !== Object.keys(b as object).length) return false;
  return keysA.every((key) => sameOptions((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key]));
}

/**
 * keen-slider's `useKeenSlider`, with the library loaded when the first slider mounts instead of
 * at page load (about 6 KB gzip less on pages whose sliders only start on interaction, such as
 * the product boxes'). The markup is the server's until then; the instance takes the latest
 * options when it arrives and follows option changes like keen-slider/react does.
 */
export function useLazyKeenSlider<T extends HTMLElement>(options: KeenSliderOptions) {
  const instance = useRef<KeenSliderInstance | null>(null);
  const latest = useRef(options);
  const generation = useRef(0);
  const ref = useCallback((element: T | null) => {
    const mine = ++generation.current;
    instance.current?.destroy();
    instance.current = null;
    if (!element) return;
    if (loaded) {
      instance.current = new loaded(element, latest.current);
      return;
    }
    loadKeenSlider().then((KeenSlider) => {
      // A newer element (or an unmount) came first: this one is gone.
      if (mine !== generation.current) return;
      instance.current = new KeenSlider(element, latest.current);
    });
  }, []);
  useEffect(() => {
    const previous = latest.current;
    latest.current = options;
    // `initial` places a slider when it is created (the lines above keep it for that); a created one
    // moves with moveToIdx. Updating it for a new `initial` would re-initialise it, and in the middle
    // of a drag (the index changes as the drag passes half a slide) restart the drag from there, so
    // that the release snapped one slide too far.
    if (!sameOptions({ ...previous, initial: 0 }, { ...options, initial: 0 })) instance.current?.update(options);
  }, [options]);
  return [ref, instance] as const;
}
