export { default as ProductSections } from './ProductSections';
export { default as SpendChart } from './SpendChart';
