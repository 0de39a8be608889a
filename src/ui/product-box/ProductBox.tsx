import type { CSSProperties, ReactNode } from 'react';
import { Suspense, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { COLOR_ICON_SIZES, IMAGE_WIDTH } from '../../config/constants';
import { useProductImages } from '../../hooks/useProductImages';
import { useShopContext } from '../../shop/ShopContext';
import { useFormatters } from '../../hooks/useFormatters';
import { useProductBox } from '../../hooks/useProductBox';
import { useActivateOnInteraction } from '../../hooks/useActivateOnInteraction';
import { fetchPriority } from '../../hooks/react-compat';
import { lazyOnReach } from '../lazy-on-reach';
import { ImageStrip } from './ImageStrip';
import { type BoxRecord, boxImageAlt, flagBadges, productHref, sizeChipState, sizesOf, visibleColorTiles } from '../../domain/product-box-rules';
import { priceDisplay } from '../../domain/price-rules';
import { Img } from '../Img';

export interface ProductBoxProps {
  product: BoxRecord;
  /** Start colour (list's colour filter or colorVariant). */
  initialColor?: number;
  /** The shopper's size filter: chips show which sizes match. */
  selectedSizes?: readonly string[];
  queryID?: string;
  /** Eager image (the first row); 'high' also fetches it first (the list's first box: the largest image at load, which the server preloads). */
  priority?: boolean | 'high';
  /** Called before following the link (click tracking, list restore). */
  onOpen?: (product: BoxRecord, itemnum: string) => void;
  headingLevel?: 'h2' | 'h3';
}

/**
 * The image carousel a box shows under a mouse: its code (and keen-slider's) loads when the shopper
 * reaches for a box, not with the list; the box shows its picture meanwhile.
 */
const carousel = lazyOnReach(() => import('../Slider').then((m) => m.Slider));

/** The image's link: a second link to the product, hidden from assistive technology and the tab order (the title link is the accessible one). */
function HiddenImageLink({ href, onClick, children }: { href: string; onClick: () => void; children: ReactNode }) {
  // biome-ignore-start lint/a11y/useAnchorContent: deliberately hidden duplicate of the title link
  return (
    <a href={href} onClick={onClick} tabIndex={-1} aria-hidden="true" className="product-box__image-link">
      {children}
    </a>
  );
  // biome-ignore-end lint/a11y/useAnchorContent: deliberately hidden duplicate of the title link
}

/**
 * The product box (storefront-browsing.md §2 "Product boxes"): image slider, colour tiles, size
 * chips, price with strike price and sale percentage, badges. Markup only; behaviour in useProductBox.
 */
export function ProductBox({
  product,
  initialColor = 0,
  selectedSizes = [],
  queryID,
  priority = false,
  onOpen,
  headingLevel: Heading = 'h3',
}: ProductBoxProps) {
  const intl = useIntl();
  const { project, locale } = useShopContext();
  const format = useFormatters();
  const { colourImage, colourIcon } = useProductImages();
  const box = useProductBox({ initialColor, colorCount: product.colorVariants.length });
  const [tilesExpanded, setTilesExpanded] = useState(false);
  const variant = product.colorVariants[box.color] ?? product.colorVariants[0];
  const imageCount = Math.max(1, variant?.detailImgCount ?? 1);
  // Hooks before the early return: a box whose product lost its variants must not change the hook order.
  const slider = useActivateOnInteraction<HTMLElement>(imageCount > 1);
  if (!variant) return null;
  const shown = box.shownImage(imageCount);
  const href = productHref(product, variant.itemnum, queryID);
  const price = priceDisplay(product, { colour: variant }, locale.currency, project);
  const badges = flagBadges(product, project);
  const { tiles, more } = visibleColorTiles(product.colorVariants, tilesExpanded || box.hovered || box.active);
  const sizes = sizesOf(variant);
  const titleId = `pb-${product.objectID}-title`;
  const image = (index: number, width: number) => colourImage(variant, { index, width });
  const open = () => onOpen?.(product, variant.itemnum);
  const img = (index: number, eager: boolean | 'high') => (
    <Img
      src={image(index, IMAGE_WIDTH.thumb)}
      srcSet={`${image(index, 300)} 300w, ${image(index, 600)} 600w`}
      sizes="(min-width: 992px) 25vw, (min-width: 768px) 33vw, 50vw"
      alt={boxImageAlt(product, variant)}
      width={300}
      height={400}
      loading={eager ? 'eager' : 'lazy'}
      {...(eager === 'high' ? fetchPriority('high') : {})}
      className={`product-box__image product-box__image--${variant.imageRatio.replace(':', '-')}`}
    />
  );
  // Inside the slider (which sits above the title's whole-box link, so drags reach it) each image
  // needs a link of its own; the static image lies under that link already and needs none.
  const picture = (index: number, eager: boolean | 'high') => (
    <HiddenImageLink key={index} href={href} onClick={open}>
      {img(index, eager)}
    </HiddenImageLink>
  );

  return (
    <article
      className={`product-box${box.active ? ' product-box--active' : ''}${box.hovered ? ' product-box--hover' : ''}`}
      aria-labelledby={titleId}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: the box takes focus so keyboard users get its hover state (colours, sizes)
      tabIndex={0}
      data-object-id={product.objectID}
      data-headline-style={project.headlineStyle}
      ref={slider.ref}
      {...box.boxHandlers}
      onPointerEnter={(e) => {
        box.boxHandlers.onPointerEnter(e);
        if (e.pointerType === 'mouse' && imageCount > 1) carousel.reach.onPointerEnter();
        slider.handlers.onPointerEnter?.();
      }}
      onFocus={() => {
        if (imageCount > 1) carousel.reach.onFocus();
        slider.handlers.onFocus?.();
      }}
    >
      <div className="product-box__media" data-image={shown}>
        {slider.active && slider.touch ? (
          <ImageStrip
            className="product-box__slider"
            label={intl.formatMessage({ id: 'productBox.images' }, { title: product.title })}
            index={shown}
            onIndexChange={box.showImage}
            slides={Array.from({ length: imageCount }, (_, i) => picture(i, i === 0 ? priority : false))}
          />
        ) : slider.active ? (
          <Suspense fallback={img(shown, priority)}>
            <carousel.Component
              className="product-box__slider"
              label={intl.formatMessage({ id: 'productBox.images' }, { title: product.title })}
              loop
              stepBy="slide"
              index={shown}
              onIndexChange={box.showImage}
              previousLabel={intl.formatMessage({ id: 'productBox.previousImage' })}
              nextLabel={intl.formatMessage({ id: 'productBox.nextImage' })}
              slides={Array.from({ length: imageCount }, (_, i) => picture(i, i === 0 ? priority : false))}
            />
          </Suspense>
        ) : (
          img(shown, priority)
        )}
        {badges.length || price?.percentage ? (
          <ul className="product-box__badges">
            {price && price.percentage > 0 ? (
              <li className="badge badge--percentage">
                <FormattedMessage id={price.upTo ? 'productBox.upTo' : 'productBox.percentage'} values={{ percent: price.percentage }} />
              </li>
            ) : null}
            {badges.map((b) => (
              <li key={b} className={`badge badge--${b}`}>
                <FormattedMessage id={`productBox.badge.${b}`} />
              </li>
            ))}
          </ul>
        ) : null}
      </div>
      <p className="product-box__brand">{product.brand.title}</p>
      <Heading className="product-box__title" id={titleId}>
        <a href={href} onClick={open}>
          {product.title}
        </a>
      </Heading>
      {price ? (
        // A regular price is the paragraph's text; a sale price sits beside the former one.
        <p className="product-box__price">
          {price.strikePrice ? <span className="price price--sale">{format.price(price.price)}</span> : format.price(price.price)}
          {price.strikePrice ? (
            <s className="price price--strike">
              <span className="visually-hidden">
                <FormattedMessage id="productBox.formerPrice" values={{ price: format.price(price.strikePrice) }} />
              </span>
              <span aria-hidden="true">{format.price(price.strikePrice)}</span>
            </s>
          ) : null}
        </p>
      ) : null}
      {product.colorVariants.length > 1 ? (
        // biome-ignore lint/a11y/useSemanticElements: a group of buttons, not a form fieldset; not a list either: one element less per tile in every box of the list
        <div className="product-box__colors" role="group" aria-label={intl.formatMessage({ id: 'productBox.colors' })}>
          {tiles.map((cv) => {
            const index = product.colorVariants.indexOf(cv);
            return (
              // The colour's image is the tile's background (listing.css): one element per tile in
              // every box, and it loads only once the box is rendered (content-visibility).
              <button
                key={cv.itemnum}
                type="button"
                className={`color-tile color-tile--${cv.filterColor}`}
                style={{ '--tile-image': `url("${colourIcon(cv, COLOR_ICON_SIZES[1])}")` } as CSSProperties}
                aria-label={cv.color}
                aria-pressed={index === box.color}
                {...box.tileHandlers(index)}
              />
            );
          })}
          {more > 0 ? (
            <button
              type="button"
              className="color-tile color-tile--more"
              aria-label={intl.formatMessage({ id: 'productBox.moreColorsLabel' }, { count: more })}
              onClick={() => setTilesExpanded(true)}
            >
              <FormattedMessage id="productBox.moreColors" values={{ count: more }} />
            </button>
          ) : null}
        </div>
      ) : null}
      {/* Sizes show while the box is hovered or active (CSS hid them otherwise): rendered only then, a lean list. */}
      {sizes.length > 0 && (box.hovered || box.active) ? (
        <ul className="product-box__sizes" aria-label={intl.formatMessage({ id: 'productBox.sizes' })}>
          {sizes.map(({ size, available }) => {
            const state = sizeChipState(size, variant, product, selectedSizes);
            return (
              <li key={size} className={`size-chip size-chip--${state}${available ? '' : ' size-chip--soldout'}`} data-state={state}>
                {size}
                {available ? null : (
                  <span className="visually-hidden">
                    {' '}
                    <FormattedMessage id="productBox.soldOut" />
                  </span>
                )}
              </li>
            );
          })}
        </ul>
      ) : null}
    </article>
  );
}
