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

/** The first signs of a shopper reaching a slider: a pointer over it (a finger's touch starts with one), focus inside. */
const REACHED = ['pointerover', 'focusin'] as const;

/**
 * keen-slider's `useKeenSlider`, lazy twice. The library loads when the first slider mounts
 * instead of at page load (about 6 KB gzip less on pages whose sliders only start on
 * interaction, such as the product boxes'). And a slider's instance is made only when the shopper
 * reaches it (a pointer over it, which comes before a finger's touch or a mouse's press reaches
 * keen-slider, or focus inside) or when it has to move (`activate`: a button, a dot, a thumbnail,
 * autoplay): keen-slider measures the page's layout as it starts, which right after hydrating costs
 * a long task per slider, and the server's markup already shows the first slides as keen-slider
 * would. The instance takes the latest options when it is made and follows option changes like
 * keen-slider/react does.
 */
export function useLazyKeenSlider<T extends HTMLElement>(options: KeenSliderOptions) {
  const instance = useRef<KeenSliderInstance | null>(null);
  const latest = useRef(options);
  const element = useRef<T | null>(null);
  const generation = useRef(0);

  /** Makes the instance (once), at slide `initial` or where the options say; `then` gets it. */
  const activate = useCallback((initial?: number, then?: (slider: KeenSliderInstance) => void) => {
    const target = element.current;
    if (instance.current || !target) {
      if (instance.current) then?.(instance.current);
      return;
    }
    const mine = generation.current;
    const create = (KeenSlider: typeof KeenSliderClass) => {
      // A newer element (or an unmount) came first, or another call made it: nothing to do here.
      if (mine !== generation.current || instance.current) return;
      instance.current = new KeenSlider(target, initial === undefined ? latest.current : { ...latest.current, initial });
      then?.(instance.current);
    };
    if (loaded) create(loaded);
    else loadKeenSlider().then(create);
  }, []);

  const reached = useRef<(() => void) | null>(null);
  const ref = useCallback(
    (next: T | null) => {
      generation.current++;
      instance.current?.destroy();
      instance.current = null;
      const previous = element.current;
      const listener = reached.current;
      if (previous && listener) for (const type of REACHED) previous.removeEventListener(type, listener, true);
      element.current = next;
      reached.current = null;
      if (!next) return;
      void loadKeenSlider();
      const onReached = () => {
        for (const type of REACHED) next.removeEventListener(type, onReached, true);
        reached.current = null;
        activate();
      };
      reached.current = onReached;
      for (const type of REACHED) next.addEventListener(type, onReached, true);
    },
    [activate],
  );

  useEffect(() => {
    const previous = latest.current;
    latest.current = options;
    // `initial` places a slider when it is created (the lines above keep it for that); a created one
    // moves with moveToIdx. Updating it for a new `initial` would re-initialise it, and in the middle
    // of a drag (the index changes as the drag passes half a slide) restart the drag from there, so
    // that the release snapped one slide too far.
    if (!sameOptions({ ...previous, initial: 0 }, { ...options, initial: 0 })) instance.current?.update(options);
  }, [options]);
  return [ref, instance, activate] as const;
}
