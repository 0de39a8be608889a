export { ProductBox, type ProductBoxProps } from './ProductBox';
export * from './rules';
