import type { MediaValue } from '../../domain/navigation';
import { imageSources } from '../../content/media';
import { fetchPriority } from '../../hooks/react-compat';
import { Img } from '../Img';

export interface ResponsiveImageProps {
  image: MediaValue;
  alt?: string;
  /** The width the image takes in the layout, e.g. "(min-width: 992px) 50vw, 100vw". */
  sizes?: string;
  /** The page's largest image above the fold: loaded eagerly with fetchpriority high. Others are lazy. */
  priority?: boolean;
  className?: string;
}

/** An editor's image: srcset over the allowed widths, width and height set so nothing shifts, lazy unless it is the LCP image. */
export function ResponsiveImage({ image, alt, sizes = '100vw', priority = false, className }: ResponsiveImageProps) {
  const { src, srcSet } = imageSources(image.media);
  return (
    <Img
      className={className}
      src={src}
      srcSet={srcSet}
      sizes={srcSet ? sizes : undefined}
      alt={alt ?? image.title ?? ''}
      width={image.media.width}
      height={image.media.height}
      loading={priority ? 'eager' : 'lazy'}
      decoding={priority ? 'sync' : 'async'}
      {...(priority ? fetchPriority('high') : {})}
    />
  );
}
