import type { TasticProps } from '../../../src/shop/registry';
import type { MediaValue, ReferenceValue } from '../../../src/domain/navigation';
import { hasMedia } from '../../../src/content/media';
import { ContentLink } from '../../../src/ui/content/ContentLink';
import { ResponsiveImage } from '../../../src/ui/content/ResponsiveImage';

export interface ImageBoxData {
  image?: MediaValue | null;
  imageAlt?: string;
  headline?: string;
  text?: string;
  link?: ReferenceValue | null;
  openAsModal?: boolean;
}

/** An image with a headline and a short text below it; the whole box is one link. Nothing without an image. */
export default function ImageBox({ data }: TasticProps<ImageBoxData>) {
  if (!hasMedia(data.image)) return null;
  return (
    <article className="image-box">
      <ContentLink link={data.link} openAsModal={data.openAsModal} className="image-box__link">
        <ResponsiveImage image={data.image} alt={data.imageAlt ?? ''} sizes="(min-width: 992px) 33vw, 100vw" className="image-box__image" />
        {data.headline ? <span className="image-box__headline">{data.headline}</span> : null}
        {data.text ? <span className="image-box__text">{data.text}</span> : null}
      </ContentLink>
    </article>
  );
}
