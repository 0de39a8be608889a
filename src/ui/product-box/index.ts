export { ProductBox, type ProductBoxProps } from './ProductBox';
export * from '../../domain/product-box-rules';
