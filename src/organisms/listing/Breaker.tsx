import { useIntl } from 'react-intl';
import type { MediaValue, ReferenceValue } from '../../domain/navigation';
import { searchPageHref, storeQuery } from '../../hooks/useSearchState';
import { BREAKER_SLIDES_PER_VIEW, BREAKER_SLIDE_SPACING_PX, ITEM_NUMBER_PATTERN } from '../../config/constants';
import { Slider } from '../../ui/Slider';
import { referenceHref } from '../../navigation/reference';
import { Img } from '../../ui/Img';

/** storefront-browsing.md §3 "Breaker". */
export interface BreakerImage {
  image?: MediaValue;
  imageAltText?: string;
  imageLink?: ReferenceValue;
  /** An item number: the image starts a search for it and goes to the search page. */
  itemNumberLink?: string;
}

export interface BreakerData {
  titleText?: string;
  subtitleText?: string;
  textAlignment?: 'left' | 'center' | 'right';
  borderBackgroundColor?: string;
  backgroundImage?: MediaValue;
  backgroundImageLink?: ReferenceValue;
  images?: BreakerImage[];
  /** An image that stays in front of the slider (it does not slide), with its own link. */
  firstFixedImage?: MediaValue;
  firstImageLink?: ReferenceValue;
  /** How many slides the images fill: the list repeats up to this count (empty: each image once). */
  imageLoopNumber?: number;
}

/** The slides of a breaker: its images with a file, repeated in order up to `imageLoopNumber`. */
export function breakerSlides<T>(images: readonly T[], imageLoopNumber: number | undefined): T[] {
  const count = Math.floor(imageLoopNumber ?? 0);
  if (!images.length || count <= images.length) return count > 0 ? images.slice(0, count) : [...images];
  return Array.from({ length: count }, (_, i) => images[i % images.length]!);
}

/** Where a breaker image leads: its item number's search (§2), else its link. */
export function breakerImageHref(image: BreakerImage): string | undefined {
  const itemNumber = image.itemNumberLink?.trim();
  if (itemNumber && ITEM_NUMBER_PATTERN.test(itemNumber)) return searchPageHref(itemNumber);
  return referenceHref(image.imageLink);
}

/** A breaker slider: headline plus images, 3.5 / 2.5 / 1.5 slides per view (lg / md / small). */
export function Breaker({ data }: { data: BreakerData }) {
  const intl = useIntl();
  const images = breakerSlides(
    (data.images ?? []).filter((i) => i.image?.media?.file),
    data.imageLoopNumber,
  );
  const backgroundHref = referenceHref(data.backgroundImageLink);
  const fixed = data.firstFixedImage?.media?.file ? data.firstFixedImage : null;
  const fixedHref = referenceHref(data.firstImageLink);
  const fixedPicture = fixed ? (
    <Img src={fixed.media.file} alt={fixed.title ?? ''} loading="lazy" width={fixed.media.width} height={fixed.media.height} />
  ) : null;
  // No landmark (a section without a name): a page may show the same breaker as a tastic and in the grid; its h2 is its place in the outline.
  return (
    <section
      className={`breaker${fixedPicture ? ' breaker--with-fixed' : ''}`}
      style={{
        ...(data.borderBackgroundColor ? { ['--breaker-bg' as string]: data.borderBackgroundColor } : {}),
        ...(data.backgroundImage ? { backgroundImage: `url(${data.backgroundImage.media.file})` } : {}),
      }}
    >
      {data.titleText || data.subtitleText ? (
        <div className={`breaker__text breaker__text--${data.textAlignment ?? 'left'}`}>
          {data.titleText ? <h2 className="breaker__title">{backgroundHref ? <a href={backgroundHref}>{data.titleText}</a> : data.titleText}</h2> : null}
          {data.subtitleText ? <p className="breaker__subtitle">{data.subtitleText}</p> : null}
        </div>
      ) : null}
      {fixedPicture ? <div className="breaker__fixed">{fixedHref ? <a href={fixedHref}>{fixedPicture}</a> : fixedPicture}</div> : null}
      {images.length ? (
        <Slider
          className="breaker__slider"
          label={data.titleText || intl.formatMessage({ id: 'breaker.images' })}
          perView={BREAKER_SLIDES_PER_VIEW}
          spacing={BREAKER_SLIDE_SPACING_PX}
          stepBy="slide"
          previousLabel={intl.formatMessage({ id: 'breaker.previous' })}
          nextLabel={intl.formatMessage({ id: 'breaker.next' })}
          slides={images.map((img, i) => {
            const href = breakerImageHref(img);
            const picture = (
              <Img
                key={i}
                src={img.image!.media.file}
                alt={img.imageAltText ?? img.image!.title ?? ''}
                loading="lazy"
                width={img.image!.media.width}
                height={img.image!.media.height}
              />
            );
            return href ? (
              <a
                key={i}
                href={href}
                onClick={() => {
                  if (img.itemNumberLink && ITEM_NUMBER_PATTERN.test(img.itemNumberLink.trim())) storeQuery(img.itemNumberLink.trim());
                }}
              >
                {picture}
              </a>
            ) : (
              picture
            );
          })}
        />
      ) : null}
    </section>
  );
}
