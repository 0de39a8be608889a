import { useState } from 'react';
import { useIntl } from 'react-intl';
import { Modal } from '../../../src/ui/Modal';
import { productImageUrl } from '../../../src/api/media';
import { IMAGE_WIDTH, ZOOM_HEIGHT, ZOOM_WIDTH_3_4, ZOOM_WIDTH_OTHER } from '../../../src/config/constants';
import type { SearchColorVariant } from '../../../src/domain/search-record';

/** Thumbnails per view in the vertical slider (storefront-browsing.md §2). */
export const GALLERY_THUMBS_PER_VIEW = 3;

/** Zoom image width 1500 for 3:4 ratio else 1000, height 2000. */
export function zoomSize(ratio: string): { width: number; height: number } {
  return { width: ratio === '3:4' ? ZOOM_WIDTH_3_4 : ZOOM_WIDTH_OTHER, height: ZOOM_HEIGHT };
}

/** Gallery: a vertical thumbnail slider (3 per view) beside the main image; the main image opens the zoom. */
export function Gallery({ colour, title }: { colour: SearchColorVariant; title: string }) {
  const intl = useIntl();
  const count = Math.max(1, colour.detailImgCount);
  const [active, setActive] = useState(0);
  const [first, setFirst] = useState(0);
  const [zoom, setZoom] = useState(false);
  const index = Math.min(active, count - 1);
  const alt = colour.imageAlt || title;
  const zoomDims = zoomSize(colour.imageRatio);
  const visible = Array.from({ length: count }, (_, i) => i).slice(first, first + GALLERY_THUMBS_PER_VIEW);
  return (
    <section className="product-gallery" aria-label={intl.formatMessage({ id: 'productDetail.gallery' })}>
      <div className="product-gallery__thumbs">
        {count > GALLERY_THUMBS_PER_VIEW ? (
          <button type="button" className="product-gallery__nav" disabled={first === 0} onClick={() => setFirst(Math.max(0, first - 1))} aria-label={intl.formatMessage({ id: 'productDetail.previousImages' })}>▲</button>
        ) : null}
        <ul>
          {visible.map((i) => (
            <li key={i}>
              <button type="button" aria-pressed={i === index} aria-label={intl.formatMessage({ id: 'productDetail.showImage' }, { index: i + 1 })} onClick={() => setActive(i)}>
                <img src={productImageUrl({ itemnum: colour.itemnum, index: i, width: IMAGE_WIDTH.thumb })} alt="" width={75} height={100} loading="lazy" />
              </button>
            </li>
          ))}
        </ul>
        {count > GALLERY_THUMBS_PER_VIEW ? (
          <button type="button" className="product-gallery__nav" disabled={first + GALLERY_THUMBS_PER_VIEW >= count} onClick={() => setFirst(Math.min(count - GALLERY_THUMBS_PER_VIEW, first + 1))} aria-label={intl.formatMessage({ id: 'productDetail.nextImages' })}>▼</button>
        ) : null}
      </div>
      <button type="button" className="product-gallery__main" onClick={() => setZoom(true)} aria-label={intl.formatMessage({ id: 'productDetail.zoom' })}>
        <img src={productImageUrl({ itemnum: colour.itemnum, index, width: IMAGE_WIDTH.detail })} alt={alt} width={600} height={800} />
      </button>
      <Modal open={zoom} onClose={() => setZoom(false)} title={title} size="lg">
        <img className="product-gallery__zoom" src={productImageUrl({ itemnum: colour.itemnum, index, width: zoomDims.width })} alt={alt} width={zoomDims.width} height={zoomDims.height} />
      </Modal>
    </section>
  );
}
