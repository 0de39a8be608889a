import { useEffect, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { CarouselSlide } from '../CarouselSlide';

/**
 * The product box's images on a touch screen: a row the browser scrolls itself, snapping to one
 * image at a time (CSS scroll snap). The first swipe works without any script having loaded, and
 * it scrolls on the compositor, smooth while the page is still busy. `index` follows the swipes
 * (the image nearest the start once the row settles), and the row follows `index` set from
 * outside (another colour shows its first image). With a mouse the box uses the keen-slider
 * carousel instead (src/ui/Slider): buttons, and a loop.
 */
export function ImageStrip({
  label,
  slides,
  index,
  onIndexChange,
  className,
}: {
  label: string;
  slides: readonly ReactNode[];
  index: number;
  onIndexChange: (index: number) => void;
  className?: string;
}) {
  const row = useRef<HTMLDivElement>(null);
  const latest = useRef({ index, onIndexChange });
  latest.current = { index, onIndexChange };
  /** The image the row shows: a new row the first, then where a swipe came to rest or `index` moved it. */
  const shown = useRef(0);
  // The images up to the one after the furthest shown so far: a swipe finds the next one there, and
  // the rows of a phone's first screen do not load every image of every box at start.
  const [furthest, setFurthest] = useState(index);
  if (index > furthest) setFurthest(index);

  useEffect(() => {
    const element = row.current;
    if (!element) return;
    let frame = 0;
    const onScroll = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => {
        if (!element.clientWidth) return;
        shown.current = Math.round(element.scrollLeft / element.clientWidth);
        if (shown.current !== latest.current.index) latest.current.onIndexChange(shown.current);
      });
    };
    element.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      element.removeEventListener('scroll', onScroll);
      cancelAnimationFrame(frame);
    };
  }, []);

  // Before the paint, so a row that must start elsewhere never shows its first image. Only when the
  // row must move: reading its width makes the browser lay the page out there and then, inside the
  // script's task (for a new row at its first image, that was most of a listing's last long task).
  useLayoutEffect(() => {
    const element = row.current;
    if (index === shown.current || !element?.clientWidth) return;
    element.scrollLeft = index * element.clientWidth;
    shown.current = index;
  }, [index]);

  return (
    // biome-ignore lint/a11y/useSemanticElements: the WAI-ARIA carousel pattern, as in src/ui/Slider
    <div
      ref={row}
      className={`image-strip${className ? ` ${className}` : ''}`}
      role="group"
      aria-roledescription="carousel"
      aria-label={label}
      data-index={index}
      // A keyboard (a tablet's) scrolls the row with the arrow keys once it has focus.
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard (WCAG 2.1.1)
      tabIndex={0}
    >
      {slides.map((slide, i) => (
        <CarouselSlide key={i} index={i} count={slides.length} className="image-strip__slide">
          {i <= furthest + 1 ? slide : null}
        </CarouselSlide>
      ))}
    </div>
  );
}
