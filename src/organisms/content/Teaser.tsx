import type { CSSProperties, ReactNode } from 'react';
import type { MediaValue, ReferenceValue } from '../../domain/navigation';
import { hasMedia } from '../../content/media';
import { usePromotionTracking } from '../../hooks/usePromotionTracking';
import { ContentLink } from '../../ui/content/ContentLink';
import { ResponsiveImage } from '../../ui/content/ResponsiveImage';

/** storefront-browsing.md §3 "Teaser": the fields an editor fills. */
export interface TeaserData {
  image?: MediaValue | null;
  imageAlt?: string;
  imageLink?: ReferenceValue | null;
  openAsModal?: boolean;
  /** An mp4 address played muted in a loop instead of the image. */
  videoSource?: string;
  textBoxes?: { headline?: string; text?: string; position?: 'top' | 'center' | 'bottom'; alignment?: 'left' | 'center' | 'right'; color?: string }[];
  buttons?: { text?: string; link?: ReferenceValue | null; openAsModal?: boolean }[];
  /** Send promotion impressions and clicks. */
  tracking?: boolean;
  /** The page's largest image: loaded eagerly with high priority. */
  preload?: boolean;
}

/** "A teaser renders only with an image or a video." */
export function hasTeaserMedia(data: Pick<TeaserData, 'image' | 'videoSource'>): boolean {
  return hasMedia(data.image) || /^(https:\/\/|\/)\S+\.(mp4|webm)(\?\S*)?$/i.test(data.videoSource?.trim() ?? '');
}

/**
 * The body of every teaser (teaser, enhanced teaser, slides of the homepage slider): the image or a
 * muted looping video, text boxes over it and buttons, one link for the image. `children` adds the
 * enhanced teaser's labels.
 */
export function Teaser({
  data,
  id,
  sizes = '100vw',
  className,
  children,
}: {
  data: TeaserData;
  id: string;
  sizes?: string;
  className?: string;
  children?: ReactNode;
}) {
  const name = data.textBoxes?.find((b) => b.headline)?.headline ?? data.imageAlt ?? id;
  const { ref, onFollow } = usePromotionTracking<HTMLDivElement>({ id, name }, data.tracking !== false);
  if (!hasTeaserMedia(data)) return null;
  const media = hasMedia(data.image) ? (
    <ResponsiveImage image={data.image} alt={data.imageAlt} sizes={sizes} priority={data.preload === true} className="teaser__image" />
  ) : (
    <video className="teaser__video" src={data.videoSource} muted autoPlay loop playsInline preload="metadata" aria-label={data.imageAlt} />
  );
  return (
    <div ref={ref} className={['teaser', className].filter(Boolean).join(' ')}>
      <ContentLink link={data.imageLink} openAsModal={data.openAsModal} className="teaser__media" onFollow={onFollow}>
        {media}
      </ContentLink>
      {(data.textBoxes ?? [])
        .filter((b) => b.headline || b.text)
        .map((box, i) => (
          <div
            key={i}
            className={`teaser__text teaser__text--${box.position ?? 'bottom'} teaser__text--${box.alignment ?? 'left'}`}
            style={box.color ? ({ '--teaser-text': box.color } as CSSProperties) : undefined}
          >
            {box.headline ? <h2 className="teaser__headline">{box.headline}</h2> : null}
            {box.text ? <p className="teaser__copy">{box.text}</p> : null}
          </div>
        ))}
      {children}
      {data.buttons?.some((b) => b.text) ? (
        <div className="teaser__buttons">
          {data.buttons
            .filter((b) => b.text)
            .map((b, i) => (
              <ContentLink key={i} link={b.link} openAsModal={b.openAsModal} className="btn btn--primary teaser__button" onFollow={onFollow}>
                {b.text}
              </ContentLink>
            ))}
        </div>
      ) : null}
    </div>
  );
}
