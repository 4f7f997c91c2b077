import { describe, expect, it } from 'vitest';
import { PRODUCTS } from '../../server/lifecycle/seed/products';
import { OTHER_COLOR, productColor } from '../../src/ui/productColors';

describe('one colour per product in every chart', () => {
  it('gives each catalogue product its own colour, never the one of "Other"', () => {
    const colors = PRODUCTS.map((product) => productColor(product.key));
    expect(new Set(colors).size).toBe(PRODUCTS.length);
    expect(colors).not.toContain(OTHER_COLOR);
  });

  it('keeps the colour of a product added later, whatever else is drawn beside it', () => {
    expect(productColor('fax_gateway')).toBe(productColor('fax_gateway'));
    expect(productColor('fax_gateway')).toMatch(/^#[0-9A-F]{6}$/i);
  });
});
