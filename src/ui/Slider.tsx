import { prefersReducedMotion } from '../hooks/reduced-motion';
import { useCallback, useEffect, useRef, useState, type CSSProperties, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import type { KeenSliderInstance, KeenSliderOptions } from 'keen-slider';
import { useLazyKeenSlider } from './lazy-keen-slider';
import { perViewAt, perViewCustomProperties, sliderLastStart, sliderPageCount, sliderStep, sliderTarget, type ResponsivePerView } from './slider-rules';
import { useBreakpoint } from '../hooks/useBreakpoint';
import { CarouselSlide } from './CarouselSlide';

export interface SliderProps {
  /** Accessible name of the carousel. */
  label: string;
  slides: readonly ReactNode[];
  /** Slides in view (may be fractional, e.g. 3.5 for a peek of the next one), or per breakpoint. */
  perView?: number | ResponsivePerView;
  /** Gap between slides in px. */
  spacing?: number;
  loop?: boolean;
  vertical?: boolean;
  /** Advance every n ms; pauses while hovered or focused, and never runs for prefers-reduced-motion. */
  autoplayMs?: number;
  /** Controlled slide index (with onIndexChange); uncontrolled when omitted. */
  index?: number;
  onIndexChange?: (index: number) => void;
  /** Previous/next buttons (default on). */
  controls?: boolean;
  /** One dot per page (default off). */
  pagination?: boolean;
  /** How far the buttons move: one slide, or a page of `perView` slides (default). */
  stepBy?: 'slide' | 'page';
  previousLabel?: string;
  nextLabel?: string;
  className?: string;
  /** Rendered above the track (a headline). */
  heading?: ReactNode;
}

/**
 * The one carousel of the SDK, on keen-slider (touch, mouse drag, snap). The server renders every
 * slide in a flex row sized by `--per-view`, so the first paint matches the slider keen-slider takes
 * over (no jump). keen-slider loads when the first slider mounts, and starts on a slider when the
 * shopper reaches it or it has to move (lazy-keen-slider.ts). The current index is React state;
 * keen-slider moves to it and reports drags back, so buttons, dots and the controlled `index`
 * behave the same with or without a measured layout.
 */
export function Slider({
  label,
  slides,
  perView: perViewSetting = 1,
  spacing = 0,
  loop = false,
  vertical = false,
  autoplayMs = 0,
  index,
  onIndexChange,
  controls = true,
  pagination = false,
  stepBy = 'page',
  previousLabel,
  nextLabel,
  className,
  heading,
}: SliderProps) {
  const intl = useIntl();
  const bp = useBreakpoint();
  const perView = perViewAt(perViewSetting, bp);
  const responsive = typeof perViewSetting !== 'number';
  const count = slides.length;
  const sliding = count > perView;
  const [ownIndex, setOwnIndex] = useState(0);
  const current = Math.min(Math.max(0, index ?? ownIndex), Math.max(0, count - 1));
  const [ready, setReady] = useState(false);
  const [playing, setPlaying] = useState(true);
  const state = useRef({ current, onIndexChange });
  state.current = { current, onIndexChange };

  const go = useCallback(
    (target: number) => {
      if (index === undefined) setOwnIndex(target);
      state.current.onIndexChange?.(target);
    },
    [index],
  );

  const options: KeenSliderOptions = {
    initial: current,
    loop,
    vertical,
    disabled: !sliding,
    slides: { perView, spacing },
    created: () => setReady(true),
    slideChanged: (s) => {
      const rel = s.track.details?.rel;
      if (typeof rel === 'number' && rel !== state.current.current) go(rel);
    },
  };
  const [trackRef, instance, activate] = useLazyKeenSlider<HTMLDivElement>(options);
  const [hovered, setHovered] = useState(false);
  const [reduced, setReduced] = useState(false);
  useEffect(() => setReduced(prefersReducedMotion()), []);

  // Follow the React index (buttons, dots, a controlled index): keen-slider moves when it is elsewhere.
  // Before keen-slider has started, the track shows the first slide (the server's layout): a slider
  // that must show another one starts there, at once when it mounts so, animated to it after a move.
  const mounted = useRef(false);
  useEffect(() => {
    const first = !mounted.current;
    mounted.current = true;
    const slider: KeenSliderInstance | null = instance.current;
    if (!slider) {
      if (current !== 0) activate(first ? current : 0, (started) => started.moveToIdx(current));
      return;
    }
    const rel = slider.track.details?.rel;
    if (typeof rel === 'number' && rel !== current) slider.moveToIdx(current);
  }, [current, instance, activate]);

  const step = sliderStep(perView, stepBy);
  const move = (direction: 1 | -1) => go(sliderTarget({ current, direction, step, count, perView, loop }));
  const pause = setHovered;

  // Autoplay: the next slide after `autoplayMs` on the same slide; any move (button, dot, drag) restarts
  // the wait; hovering, focus inside, the pause button and reduced motion stop it.
  const autoplaying = autoplayMs > 0 && playing && !hovered && !reduced && sliding;
  useEffect(() => {
    if (!autoplaying) return;
    const timer = setTimeout(() => go(sliderTarget({ current, direction: 1, step, count, perView, loop: true })), autoplayMs);
    return () => clearTimeout(timer);
  }, [autoplaying, autoplayMs, current, step, count, perView, go]);
  // Keyboard users tabbing into a slide out of view bring it into view.
  const onFocusSlide = (slideIndex: number) => {
    const details = instance.current?.track.details;
    const portion = details?.slides[slideIndex]?.portion ?? 1;
    if (portion < 1) go(slideIndex);
  };

  const style = { ...(responsive ? perViewCustomProperties(perViewSetting) : { '--per-view': perView }), '--spacing': `${spacing}px` } as CSSProperties;
  const pages = sliderPageCount(count, perView, step, loop);
  return (
    // biome-ignore lint/a11y/useSemanticElements: the WAI-ARIA carousel pattern: a group with aria-roledescription, not a fieldset
    <div
      className={`slider${vertical ? ' slider--vertical' : ''}${responsive ? ' slider--responsive' : ''}${className ? ` ${className}` : ''}`}
      role="group"
      aria-roledescription="carousel"
      aria-label={label}
      style={style}
      onMouseEnter={autoplayMs ? () => pause(true) : undefined}
      onMouseLeave={autoplayMs ? () => pause(false) : undefined}
      onFocus={autoplayMs ? () => pause(true) : undefined}
      onBlur={autoplayMs ? () => pause(false) : undefined}
      data-index={current}
    >
      {heading}
      {/* The arrows sit on the track (centred on the slides), not on the whole carousel with its heading and dots. */}
      <div className="slider__viewport">
        <div ref={trackRef} className={`keen-slider slider__track${ready ? ' slider__track--ready' : ''}`} aria-live={autoplayMs && playing ? 'off' : 'polite'}>
          {slides.map((slide, i) => (
            <CarouselSlide key={i} index={i} count={count} className="keen-slider__slide slider__slide" onFocus={() => onFocusSlide(i)}>
              {slide}
            </CarouselSlide>
          ))}
        </div>
        {sliding && controls ? (
          <>
            <button
              type="button"
              className="slider__button slider__button--previous"
              aria-label={previousLabel ?? intl.formatMessage({ id: 'slider.previous' })}
              disabled={!loop && current === 0}
              onClick={() => move(-1)}
            >
              <span aria-hidden="true">{vertical ? '▲' : '‹'}</span>
            </button>
            <button
              type="button"
              className="slider__button slider__button--next"
              aria-label={nextLabel ?? intl.formatMessage({ id: 'slider.next' })}
              disabled={!loop && current + perView >= count}
              onClick={() => move(1)}
            >
              <span aria-hidden="true">{vertical ? '▼' : '›'}</span>
            </button>
          </>
        ) : null}
        {sliding && autoplayMs ? (
          <button type="button" className="slider__play" onClick={() => setPlaying((p) => !p)}>
            <span className="visually-hidden">{intl.formatMessage({ id: playing ? 'slider.pause' : 'slider.play' })}</span>
            <span aria-hidden="true">{playing ? '❚❚' : '▶'}</span>
          </button>
        ) : null}
      </div>
      {sliding && pagination && pages > 1 ? (
        <div className="slider__dots">
          {Array.from({ length: pages }, (_, p) => (
            <button
              key={p}
              type="button"
              aria-label={intl.formatMessage({ id: 'slider.page' }, { index: p + 1 })}
              aria-current={Math.floor(current / step) === p || undefined}
              onClick={() => go(Math.min(p * step, loop ? count - 1 : sliderLastStart(count, perView)))}
            />
          ))}
        </div>
      ) : null}
    </div>
  );
}
