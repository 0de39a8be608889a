import { useId, type ReactNode } from 'react';
import { Slider as Carousel } from '../../ui/Slider';
import type { Breakpoint } from '../../config/constants';

/** Recommendation slider items per view: xl 6, lg/md 4, sm 3, else 2; capped by the configured maximum (default 6). */
export const RECOMMENDATION_PER_VIEW: Record<Breakpoint, number> = { xl: 6, lg: 4, md: 4, sm: 3, xs: 2 };
export const RECOMMENDATION_MAX_DEFAULT = 6;
export function recommendationsPerView(bp: Breakpoint, max: number = RECOMMENDATION_MAX_DEFAULT): number {
  return Math.max(1, Math.min(RECOMMENDATION_PER_VIEW[bp], max));
}

/** Product box slider: 2 slides per view on xs/sm/md, otherwise the configured count. */
export function productBoxSlidesPerView(bp: Breakpoint, configured: number): number {
  return bp === 'xs' || bp === 'sm' || bp === 'md' ? 2 : Math.max(1, configured);
}

/**
 * A headlined product slider on the shared carousel (src/ui/Slider, keen-slider). It slides only when
 * there are more items than fit in one view; otherwise it is a plain row.
 */
export function Slider({
  items,
  perView,
  label,
  pagination = true,
  small = false,
}: {
  items: ReactNode[];
  perView: number;
  label: string;
  pagination?: boolean;
  small?: boolean;
}) {
  const titleId = useId();
  return (
    <section className={`product-slider${small ? ' product-slider--small' : ''}`} aria-labelledby={titleId}>
      <h2 className="product-slider__title" id={titleId}>
        {label}
      </h2>
      <Carousel label={label} slides={items} perView={perView} spacing={16} pagination={pagination} />
    </section>
  );
}
