import { lazyPage } from '../../errors/lazyPage';

/**
 * The spend chart (with dayjs), at the foot of home: a chunk fetched as it first renders,
 * once the first screen has been painted, so a start moves and evaluates less before its
 * largest paint. Its answer comes with a start's page, so the chunk's round trip delays no call.
 */
export const SpendChart = lazyPage(() => import('./SpendChart'), 'SpendChart');
