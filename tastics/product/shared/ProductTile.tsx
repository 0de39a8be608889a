import { productImageUrl } from '../../../src/api/media';
import { IMAGE_WIDTH } from '../../../src/config/constants';
import { productUrl } from '../../../src/navigation/routes';
import type { SearchRecord } from '../../../src/domain/search-record';
import { Price } from './Price';

/** A small product tile for the sliders: image, brand, title, price; links to the product's first colour. */
export function ProductTile({ product, small = false }: { product: SearchRecord; small?: boolean }) {
  const colour = product.colorVariants[0];
  if (!colour) return null;
  return (
    <a className={`product-tile${small ? ' product-tile--small' : ''}`} href={productUrl({ url: product.slug, identifier: product.objectID, colorVariant: colour.itemnum })}>
      <img src={productImageUrl({ itemnum: colour.itemnum, index: 0, width: IMAGE_WIDTH.thumb })} alt={colour.imageAlt || product.title} width={225} height={300} loading="lazy" />
      <span className="product-tile__brand">{product.brand.title}</span>
      <span className="product-tile__title">{product.title}</span>
      <Price price={product.priceMin} strikePrice={product.strikePrice} from={JSON.stringify(product.priceMin) !== JSON.stringify(product.priceMax)} />
    </a>
  );
}
