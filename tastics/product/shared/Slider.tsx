import { useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import type { Breakpoint } from '../../../src/config/constants';

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
 * A horizontal slider with previous/next buttons and page dots. It is a slider only when there are
 * more items than fit in one view; otherwise a plain row.
 */
export function Slider({ items, perView, label, pagination = true, small = false }: { items: ReactNode[]; perView: number; label: string; pagination?: boolean; small?: boolean }) {
  const intl = useIntl();
  const [first, setFirst] = useState(0);
  const isSlider = items.length > perView;
  const pages = Math.ceil(items.length / perView);
  const start = Math.min(first, Math.max(0, items.length - perView));
  const visible = isSlider ? items.slice(start, start + perView) : items;
  return (
    <section className={`product-slider${small ? ' product-slider--small' : ''}`} aria-roledescription="carousel" aria-label={label} style={{ ['--per-view' as string]: perView }}>
      <h2 className="product-slider__title">{label}</h2>
      <div className="product-slider__frame">
        {isSlider ? (
          <button type="button" className="product-slider__prev" disabled={start === 0} onClick={() => setFirst(Math.max(0, start - perView))} aria-label={intl.formatMessage({ id: 'productDetail.slider.previous' })}>‹</button>
        ) : null}
        <ul className="product-slider__track">{visible.map((item, i) => <li key={start + i} className="product-slider__slide">{item}</li>)}</ul>
        {isSlider ? (
          <button type="button" className="product-slider__next" disabled={start + perView >= items.length} onClick={() => setFirst(start + perView)} aria-label={intl.formatMessage({ id: 'productDetail.slider.next' })}>›</button>
        ) : null}
      </div>
      {isSlider && pagination ? (
        <div className="product-slider__dots">
          {Array.from({ length: pages }, (_, p) => (
            <button key={p} type="button" aria-label={intl.formatMessage({ id: 'productDetail.slider.page' }, { index: p + 1 })} aria-current={Math.floor(start / perView) === p || undefined} onClick={() => setFirst(p * perView)} />
          ))}
        </div>
      ) : null}
    </section>
  );
}
