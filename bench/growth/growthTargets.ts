import type { Target } from '../targets';
import { sizeLabel } from './sizes';
import { bareAt, type GrowthSize } from './growthFigures';

/** A case's p99 at the largest size may be at most this many times its p99 at the smallest. */
export const GROWTH_P99_LIMIT = 1.3;
export const GROWTH_MEMORY_LIMIT_MB = 200;

/** The largest size's figure over the smallest's (p99 of 0 ms counts as 1 ms, its resolution). */
export const growthRatio = (smallest: number, largest: number) =>
  +(Math.max(1, largest) / Math.max(1, smallest)).toFixed(2);

/**
 * Per case, its p99 at the largest size against its p99 at the smallest (≤ 1.3×), with the
 * bare reference's own change between the same runs beside it (a busier machine moves both);
 * per size, the server's peak resident memory (≤ 200 MB).
 */
export function growthTargets(database: string, sizes: GrowthSize[]): Target[] {
  if (sizes.length === 0) return [];
  const sorted = [...sizes].sort((a, b) => a.rows - b.rows);
  const smallest = sorted[0];
  const largest = sorted[sorted.length - 1];
  const targets: Target[] = [];
  if (largest !== smallest) {
    const bare = growthRatio(bareAt(smallest).p99Ms, bareAt(largest).p99Ms);
    for (const small of smallest.cases) {
      const large = largest.cases.find((each) => each.case === small.case);
      if (!large) continue;
      const ratio = growthRatio(small.p99Ms, large.p99Ms);
      targets.push({
        case: `Growth ${sizeLabel(smallest.rows)} → ${sizeLabel(largest.rows)}: ${small.case}, p99`,
        database,
        ours: `p99 ${large.p99Ms} ms at ${sizeLabel(largest.rows)} (${large.reqPerSec} req/s)`,
        reference: `p99 ${small.p99Ms} ms at ${sizeLabel(smallest.rows)} (bare: ${bare}×)`,
        ratio: `${ratio}×`,
        target: `≤ ${GROWTH_P99_LIMIT}×`,
        met: ratio <= GROWTH_P99_LIMIT,
      });
    }
  }
  for (const size of sorted)
    targets.push({
      case: `Growth ${sizeLabel(size.rows)}: server peak resident memory`,
      database,
      ours: `${size.peakRssMb.toFixed(0)} MB`,
      reference: '',
      ratio: '',
      target: `≤ ${GROWTH_MEMORY_LIMIT_MB} MB`,
      met: size.peakRssMb <= GROWTH_MEMORY_LIMIT_MB,
    });
  return targets;
}
