import { useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { Modal } from '../../ui/Modal';
import { Slider } from '../../ui/Slider';
import { fetchPriority } from '../../hooks/react-compat';
import { useClickUnlessDragged } from '../../hooks/useClickUnlessDragged';
import { useProductImages } from '../../hooks/useProductImages';
import { IMAGE_WIDTH, ZOOM_HEIGHT, ZOOM_WIDTH_3_4, ZOOM_WIDTH_OTHER } from '../../config/constants';
import type { SearchColorVariant } from '../../domain/search-record';
import { Img } from '../../ui/Img';
import { HydrateWhenReached } from '../../ui/HydrateWhenReached';

/** Thumbnails per view in the vertical slider (storefront-browsing.md §2). */
export const GALLERY_THUMBS_PER_VIEW = 3;

/** Zoom image width 1500 for 3:4 ratio else 1000, height 2000. */
export function zoomSize(ratio: string): { width: number; height: number } {
  return { width: ratio === '3:4' ? ZOOM_WIDTH_3_4 : ZOOM_WIDTH_OTHER, height: ZOOM_HEIGHT };
}

/**
 * Gallery: a vertical thumbnail slider (3 per view) beside the main images; the main images are a
 * swipeable slider of their own (the only way through the images on a phone, where the thumbnails
 * are hidden); a click on the main image opens the zoom.
 */
export function Gallery({ colour, title }: { colour: SearchColorVariant; title: string }) {
  const intl = useIntl();
  const { colourImage } = useProductImages();
  const count = Math.max(1, colour.detailImgCount);
  const [active, setActive] = useState(0);
  const [zoom, setZoom] = useState(false);
  const openZoom = useClickUnlessDragged(() => setZoom(true));
  const index = Math.min(active, count - 1);
  const alt = colour.imageAlt || title;
  const zoomDims = zoomSize(colour.imageRatio);
  const images = Array.from({ length: count }, (_, i) => i);
  // The thumbnails beside the main images are hidden on a phone: their slider hydrates when it is
  // shown (a wider window) or reached, not with the page. Memoised: a re-render with the same colour
  // and image leaves its served markup waiting.
  const thumbnails = useMemo(
    () => (
      <div className="product-gallery__thumbs">
        <HydrateWhenReached>
          <Slider
            label={intl.formatMessage({ id: 'productDetail.gallery' })}
            vertical
            perView={GALLERY_THUMBS_PER_VIEW}
            spacing={8}
            stepBy="slide"
            previousLabel={intl.formatMessage({ id: 'productDetail.previousImages' })}
            nextLabel={intl.formatMessage({ id: 'productDetail.nextImages' })}
            slides={Array.from({ length: count }, (_, i) => (
              <button
                key={i}
                type="button"
                aria-pressed={i === index}
                aria-label={intl.formatMessage({ id: 'productDetail.showImage' }, { index: i + 1 })}
                onClick={() => setActive(i)}
              >
                <Img src={colourImage(colour, { index: i, width: IMAGE_WIDTH.thumb })} alt="" width={75} height={100} loading="lazy" />
              </button>
            ))}
          />
        </HydrateWhenReached>
      </div>
    ),
    [intl, colour, colourImage, count, index],
  );
  return (
    <section className="product-gallery" aria-label={intl.formatMessage({ id: 'productDetail.gallery' })} data-image={index}>
      {thumbnails}
      <Slider
        className="product-gallery__main"
        label={alt}
        index={index}
        onIndexChange={setActive}
        pagination
        stepBy="slide"
        previousLabel={intl.formatMessage({ id: 'productBox.previousImage' })}
        nextLabel={intl.formatMessage({ id: 'productBox.nextImage' })}
        slides={images.map((i) => (
          <button key={i} type="button" className="product-gallery__image" {...openZoom} aria-label={intl.formatMessage({ id: 'productDetail.zoom' })}>
            <Img
              src={colourImage(colour, { index: i, width: IMAGE_WIDTH.detail })}
              alt={alt}
              width={600}
              height={800}
              loading={i === 0 ? 'eager' : 'lazy'}
              {...(i === 0 ? fetchPriority('high') : {})}
            />
          </button>
        ))}
      />
      <Modal open={zoom} onClose={() => setZoom(false)} title={title} size="lg">
        <Img
          className="product-gallery__zoom"
          src={colourImage(colour, { index, width: zoomDims.width })}
          alt={alt}
          width={zoomDims.width}
          height={zoomDims.height}
        />
      </Modal>
    </section>
  );
}
