import type { Target } from '../targets';
import { sizeLabel } from './sizes';
import type { GrowthCase, GrowthSize } from './growthFigures';

/** A case's p99 at the largest size may be at most this many times its p99 at the smallest. */
export const GROWTH_P99_LIMIT = 1.3;
export const GROWTH_MEMORY_LIMIT_MB = 200;

/** The largest size's figure over the smallest's (p99 of 0 ms counts as 1 ms, its resolution). */
export const growthRatio = (smallest: number, largest: number) =>
  +(Math.max(1, largest) / Math.max(1, smallest)).toFixed(2);

/** A case's p99 over the bare reference's beside it: what is left once the machine's load is out. */
const againstBare = (each: GrowthCase) => Math.max(1, each.p99Ms) / Math.max(1, each.bareP99Ms);

/**
 * Per case, its p99 at the largest size against its p99 at the smallest (≤ 1.3×), each size's
 * p99 taken over the bare reference's measured beside it: on a shared machine a busy spell
 * during one size moves the bare reference as much as ours (the raw ratio is shown beside);
 * per size, the server's peak resident memory (≤ 200 MB).
 */
export function growthTargets(database: string, sizes: GrowthSize[]): Target[] {
  if (sizes.length === 0) return [];
  const sorted = [...sizes].sort((a, b) => a.rows - b.rows);
  const smallest = sorted[0];
  const largest = sorted[sorted.length - 1];
  const targets: Target[] = [];
  if (largest !== smallest) {
    for (const small of smallest.cases) {
      const large = largest.cases.find((each) => each.case === small.case);
      if (!large) continue;
      const ratio = +(againstBare(large) / againstBare(small)).toFixed(2);
      targets.push({
        case: `Growth ${sizeLabel(smallest.rows)} → ${sizeLabel(largest.rows)}: ${small.case}, p99`,
        database,
        ours: `p99 ${small.p99Ms} → ${large.p99Ms} ms (${small.reqPerSec} → ${large.reqPerSec} req/s)`,
        reference: `bare p99 ${small.bareP99Ms} → ${large.bareP99Ms} ms`,
        ratio: `${ratio}× (raw ${growthRatio(small.p99Ms, large.p99Ms)}×)`,
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
