import { useEffect, useRef, useState } from 'react';
import type { TasticProps } from '../../../src/shop/registry';
import type { MediaValue, ReferenceValue } from '../../../src/domain/navigation';
import { hasMedia, imageSources } from '../../../src/content/media';
import { prefersReducedMotion } from '../../../src/hooks/reduced-motion';
import { ContentLink } from '../../../src/ui/content/ContentLink';

export interface ParallaxData {
  image?: MediaValue | null;
  headline?: string;
  text?: string;
  linkText?: string;
  link?: ReferenceValue | null;
  /** How much slower the image moves than the page (0.1 to 0.6). */
  speed?: number;
}

/** The image's offset for a scroll position: it moves `speed` times slower than the page, within bounds. */
export function parallaxOffset(distanceFromCentre: number, speed: number): number {
  const s = Math.min(0.6, Math.max(0.1, speed));
  return Math.round(-distanceFromCentre * s);
}

/** A wide image that moves slower than the page, with a text over it; still when the shopper prefers reduced motion. */
export default function Parallax({ data }: TasticProps<ParallaxData>) {
  const section = useRef<HTMLElement>(null);
  const [offset, setOffset] = useState(0);
  const [still, setStill] = useState(true);
  useEffect(() => {
    if (prefersReducedMotion()) return;
    setStill(false);
    let frame = 0;
    const update = () => {
      frame = 0;
      const rect = section.current?.getBoundingClientRect();
      if (rect) setOffset(parallaxOffset(rect.top + rect.height / 2 - window.innerHeight / 2, data.speed ?? 0.3));
    };
    const onScroll = () => {
      if (!frame) frame = requestAnimationFrame(update);
    };
    update();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      window.removeEventListener('scroll', onScroll);
      if (frame) cancelAnimationFrame(frame);
    };
  }, [data.speed]);
  if (!hasMedia(data.image)) return null;
  return (
    <section ref={section} className={`parallax${still ? ' parallax--still' : ''}`}>
      <div
        className="parallax__image"
        style={{ backgroundImage: `url("${imageSources(data.image.media).src}")`, transform: still ? undefined : `translate3d(0, ${offset}px, 0)` }}
        aria-hidden="true"
      />
      <div className="parallax__content">
        {data.headline ? <h2 className="parallax__headline">{data.headline}</h2> : null}
        {data.text ? <p className="parallax__text">{data.text}</p> : null}
        {data.linkText && data.link ? (
          <ContentLink link={data.link} className="btn btn--primary">
            {data.linkText}
          </ContentLink>
        ) : null}
      </div>
    </section>
  );
}
