import { FormattedMessage, useIntl } from 'react-intl';
import { useProductImages } from '../../hooks/useProductImages';
import { COLOR_ICON_SIZES } from '../../config/constants';
import type { SearchColorVariant, SearchSizeVariant } from '../../domain/search-record';
import { colourLacksSize, isSizeAvailable, sizeLabel } from '../../domain/variant-rules';
import { soldOutDialogReach } from './ProductDialogs';

/** Colour tiles; a colour lacking the chosen size shows a cross. Markup only. */
export function ColourTiles({
  colours,
  active,
  size,
  sizeType,
  onChoose,
  name,
}: {
  colours: readonly SearchColorVariant[];
  active: SearchColorVariant;
  size: SearchSizeVariant | null;
  sizeType: string;
  onChoose: (itemnum: string) => void;
  name?: string;
}) {
  const { colourIcon } = useProductImages();
  const intl = useIntl();
  return (
    <fieldset className="product-colours">
      <legend>
        <FormattedMessage id="productDetail.colour" values={{ color: active.color }} />
      </legend>
      <ul>
        {colours.map((c) => {
          const cross = colourLacksSize(c, size, sizeType);
          const label =
            cross && size ? intl.formatMessage({ id: 'productDetail.colourLacksSize' }, { color: c.color, size: sizeLabel(size, sizeType) }) : c.color;
          return (
            <li key={c.itemnum}>
              <button
                type="button"
                className={`product-colours__tile${cross ? ' is-crossed' : ''}`}
                aria-pressed={c.itemnum === active.itemnum}
                aria-label={name ? `${name}: ${label}` : label}
                data-itemnum={c.itemnum}
                onClick={() => onChoose(c.itemnum)}
              >
                {/* The 1x candidate named in the srcset too: React preloads the image from its srcset alone, and without it
                    the preload fetched the 2x icon that the image (its src, 1x) did not use. */}
                <img
                  src={colourIcon(c, COLOR_ICON_SIZES[1])}
                  srcSet={`${colourIcon(c, COLOR_ICON_SIZES[1])} 1x, ${colourIcon(c, COLOR_ICON_SIZES[2])} 2x`}
                  alt=""
                  width={45}
                  height={60}
                />
              </button>
            </li>
          );
        })}
      </ul>
    </fieldset>
  );
}

/**
 * Size chips. Sold-out sizes are shown disabled (aria-disabled) but stay focusable: choosing one
 * opens the sold-out dialog with the stores' stock.
 */
export function SizeChips({
  sizes,
  selected,
  sizeType,
  onChoose,
  onSoldOut,
  label,
  error,
}: {
  sizes: readonly SearchSizeVariant[];
  selected: SearchSizeVariant | null;
  sizeType: string;
  onChoose: (sku: string) => void;
  onSoldOut: (size: SearchSizeVariant) => void;
  label?: string;
  error?: string | null;
}) {
  const intl = useIntl();
  return (
    <fieldset className={`product-sizes${error ? ' has-error' : ''}`}>
      <legend>
        {label ??
          (selected
            ? intl.formatMessage({ id: 'productDetail.sizeSelected' }, { size: sizeLabel(selected, sizeType) })
            : intl.formatMessage({ id: 'productDetail.size' }))}
      </legend>
      <ul>
        {sizes.map((s) => {
          const available = isSizeAvailable(s);
          const text = sizeLabel(s, sizeType);
          return (
            <li key={s.sku}>
              <button
                type="button"
                className={`product-sizes__chip${available ? '' : ' is-sold-out'}`}
                aria-pressed={selected?.sku === s.sku}
                aria-disabled={available ? undefined : true}
                aria-label={available ? text : intl.formatMessage({ id: 'productDetail.sizeSoldOut' }, { size: text })}
                {...(available ? {} : soldOutDialogReach)}
                onClick={() => (available ? onChoose(s.sku) : onSoldOut(s))}
              >
                {text}
              </button>
            </li>
          );
        })}
      </ul>
      {error ? (
        <p className="product-sizes__error" role="alert">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}

/** Quantity 1 to the allowed maximum. */
export function QuantitySelect({ value, max, onChange, id }: { value: number; max: number; onChange: (n: number) => void; id: string }) {
  return (
    <div className="product-quantity">
      <label htmlFor={id}>
        <FormattedMessage id="productDetail.quantity" />
      </label>
      <select id={id} value={value} onChange={(e) => onChange(Number(e.target.value))}>
        {Array.from({ length: max }, (_, i) => i + 1).map((n) => (
          <option key={n} value={n}>
            {n}
          </option>
        ))}
      </select>
    </div>
  );
}

/** Delivery status of the chosen size (or the colour when none is chosen). */
export function DeliveryStatus({ colour, size }: { colour: SearchColorVariant; size: SearchSizeVariant | null }) {
  const sizes = size ? [size] : colour.sizeVariants;
  const available = sizes.some(isSizeAvailable);
  const few = size && !size.isNos && size.stock > 0 && size.stock <= 3;
  return (
    <p className={`product-delivery${available ? ' is-available' : ' is-sold-out'}`}>
      {!available ? (
        <FormattedMessage id="productDetail.delivery.soldOut" />
      ) : few ? (
        <FormattedMessage id="productDetail.delivery.few" values={{ count: size.stock }} />
      ) : (
        <FormattedMessage id="productDetail.delivery.inStock" />
      )}
    </p>
  );
}
