import type { ComponentProps } from 'react';
import { lazyPage } from '../../errors/lazyPage';
import type * as Parts from './belowFirstScreenParts';

/**
 * What lies below a phone's first screen of home (the products' tiles with their dialogs,
 * the spend chart with dayjs): one chunk, fetched once that screen has been painted, so a
 * start moves and evaluates less before its largest paint.
 */
const load = () => import('./belowFirstScreenParts');

export const ProductSections = lazyPage<ComponentProps<typeof Parts.ProductSections>>(
  () => load().then((parts) => ({ default: parts.ProductSections })),
  'homeBelowFirstScreen',
);
export const SpendChart = lazyPage<object>(
  () => load().then((parts) => ({ default: parts.SpendChart })),
  'homeBelowFirstScreen',
);
