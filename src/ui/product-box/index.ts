export { ProductBox, type ProductBoxProps } from './ProductBox';
export * from '../../domain/product-box-rules';
export { priceDisplay, salePercentage, type PriceDisplay } from '../../domain/price-rules';
