import { FormattedMessage, useIntl } from 'react-intl';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { useProductImages } from '../../hooks/useProductImages';
import { IMAGE_WIDTH } from '../../config/constants';
import { useFormatters } from '../../hooks/useFormatters';
import { useShopContext } from '../../shop/ShopContext';
import { priceDisplay } from '../../domain/price-rules';
import { productUrl } from '../../domain/routes';
import type { ProductPagePayload } from '../../api/products';
import { ColourTiles, DeliveryStatus, SizeChips } from './Selection';
import { Price } from './Price';
import { Gallery } from './Gallery';
import { Breadcrumb } from './Page';
import { SoldOutDialog } from './ProductDialogs';
import { usePartSelections } from '../../hooks/usePartSelections';
import { useBuyBox } from '../../hooks/useBuyBox';
import { useProductPage } from '../../hooks/useProductPage';

/**
 * Outfit, set and kit pages (storefront-browsing.md §2): the product's title and image, a box per
 * part (colour choice for sets, sizes), and one shared block that puts the selection in the basket.
 * Outfit: chosen parts one by one (at least one). Set: one entry with selectedSetArticles (all sizes).
 * Kit: one colour for all parts, a size per part, every part.
 */
export function PartsView({ payload, kind }: { payload: ProductPagePayload; kind: 'outfit' | 'set' | 'kit' }) {
  const intl = useIntl();
  const f = useFormatters();
  const { colourImage } = useProductImages();
  const { product, parts, breadcrumbs } = payload;
  const selection = usePartSelections(parts, kind);
  const buy = useBuyBox(product, payload.query?.queryID);
  const own = product.colorVariants[0]!;
  useProductPage(product, own);
  const { project } = useShopContext();
  const chosen = selection.views.filter((v) => v.size);
  const total = chosen.reduce((sum, v) => sum + (priceDisplay(v.part, { size: v.size }, f.currency, project)?.price ?? 0), 0);

  const add = async () => {
    const sizes = selection.validate();
    if (!sizes) return;
    if (kind === 'set') {
      const setSku = own.sizeVariants[0]!.sku;
      await buy.addMultiple([{ variant: { sku: setSku }, count: 1, selectedSetArticles: sizes.map((s) => s.sku) }]);
    } else {
      await buy.addMultiple(sizes.map((s) => ({ variant: { sku: s.sku }, count: 1 })));
    }
  };
  const soldOut = (view: (typeof selection.views)[number], size: Parameters<typeof buy.openSoldOut>[1]) => buy.openSoldOut(view, size);

  return (
    <article className={`product-parts product-parts--${kind}`}>
      <Breadcrumb items={breadcrumbs} current={product.title} />
      <div className="product-parts__head">
        <Gallery colour={own} title={product.title} />
        <div>
          <p className="product-detail__brand">{product.brand.title}</p>
          <h1 className="product-detail__title">{product.title}</h1>
          {kind === 'set' ? (
            <div className="product-parts__set-price">
              <span>
                <FormattedMessage id="productDetail.set.price" />
              </span>
              <Price record={product} choice={{ size: own.sizeVariants[0] }} />
            </div>
          ) : null}
          {kind === 'kit' && parts[0] ? (
            <fieldset className="product-colours">
              <legend>
                <FormattedMessage id="productDetail.kit.colour" />
              </legend>
              <ul>
                {parts[0].colorVariants.map((c, i) => (
                  <li key={c.itemnum}>
                    <button
                      type="button"
                      className="product-colours__tile"
                      aria-pressed={selection.views[0]?.colour.itemnum === c.itemnum}
                      aria-label={c.color}
                      onClick={() => selection.chooseKitColour(i)}
                    >
                      <img src={colourImage(c, { index: 0, width: 90 })} alt="" width={45} height={60} />
                    </button>
                  </li>
                ))}
              </ul>
            </fieldset>
          ) : null}
        </div>
      </div>
      <ul className="product-parts__list">
        {selection.views.map((view) => (
          <li key={view.part.objectID} className="product-parts__part">
            <a href={productUrl({ url: view.part.slug, identifier: view.part.objectID, colorVariant: view.colour.itemnum })}>
              <img
                src={colourImage(view.colour, { index: 0, width: IMAGE_WIDTH.thumb })}
                alt={view.colour.imageAlt || view.part.title}
                width={150}
                height={200}
                loading="lazy"
              />
            </a>
            <div className="product-parts__info">
              <p className="product-parts__brand">{view.part.brand.title}</p>
              <h2 className="product-parts__title">{view.part.title}</h2>
              {kind !== 'set' ? (
                <Price record={view.part} choice={{ colour: { priceMin: view.colour.priceMin, strikePrice: view.colour.strikePrice }, size: view.size }} />
              ) : null}
              {kind === 'set' && view.part.colorVariants.length > 1 ? (
                <ColourTiles
                  name={view.part.title}
                  colours={view.part.colorVariants}
                  active={view.colour}
                  size={view.size}
                  sizeType={view.state.sizeType}
                  onChoose={(itemnum) => selection.chooseColour(view.part.objectID, itemnum)}
                />
              ) : (
                <p>
                  <FormattedMessage id="productDetail.colour" values={{ color: view.colour.color }} />
                </p>
              )}
              <SizeChips
                label={intl.formatMessage({ id: 'productDetail.part.size' }, { title: view.part.title })}
                sizes={view.sizes}
                selected={view.size}
                sizeType={view.state.sizeType}
                onChoose={(sku) => selection.chooseSize(view.part.objectID, sku)}
                onSoldOut={(size) => soldOut(view, size)}
              />
              <DeliveryStatus colour={view.colour} size={view.size} />
            </div>
          </li>
        ))}
      </ul>
      <section className="product-parts__summary" aria-live="polite">
        <p>
          <FormattedMessage id="productDetail.outfit.selected" values={{ count: chosen.length }} />
        </p>
        {kind !== 'set' && chosen.length ? (
          <p>
            <FormattedMessage id="productDetail.outfit.total" values={{ price: f.price(total) }} />
          </p>
        ) : null}
        {selection.warning ? (
          <Alert variant="warning">
            <FormattedMessage id={`productDetail.${selection.warning}`} />
          </Alert>
        ) : null}
        <Button busy={buy.busy} onClick={() => void add()}>
          <FormattedMessage id={kind === 'set' ? 'productDetail.set.addToBasket' : 'productDetail.outfit.addToBasket'} />
        </Button>
      </section>
      <SoldOutDialog />
    </article>
  );
}
