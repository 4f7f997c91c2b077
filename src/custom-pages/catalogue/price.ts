import type { CatalogueProduct } from '../../../contract/catalogue';
import { formatUnitPrice } from '../../utils/money';

type Translate = (key: string, options?: Record<string, unknown>) => string;

/** "From 0.0045 USD / message", or "Price on request" when the product has no price. */
export function priceLabel(product: CatalogueProduct, translate: Translate): string {
  if (product.priceFrom === null) return translate('catalogue.products.noPrice');
  return translate('catalogue.products.priceFrom', {
    price: formatUnitPrice(product.priceFrom),
    unit: translate(`catalogue.products.units.${product.priceUnit}`),
  });
}
