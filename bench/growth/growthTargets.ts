import { spread } from '../paired';
import type { Target } from '../targets';
import { sizeLabel } from './sizes';
import type { GrowthCase, GrowthSize } from './growthFigures';
import { BARE_QUERY } from './subjects';

/** A case's p99 at the largest size may be at most this many times its p99 at the smallest. */
export const GROWTH_P99_LIMIT = 1.3;
export const GROWTH_MEMORY_LIMIT_MB = 200;
/** A case's p99 may be at most this many times its bare query's on the same index. */
export const BARE_QUERY_P99_LIMIT = 1.5;

/** The largest size's p99 over the smallest's (p99 of 0 ms counts as 1 ms, its resolution). */
export const growthRatio = (smallest: number, largest: number) =>
  Math.max(1, largest) / Math.max(1, smallest);

/** The median of the rounds' ratios: in a round the two sizes ran seconds apart. */
const roundsRatio = (small: GrowthCase, large: GrowthCase) =>
  spread(small.roundP99Ms.map((p99, round) => growthRatio(p99, large.roundP99Ms[round])));

const cpu = (small: GrowthCase, large: GrowthCase) =>
  `CPU ${small.cpuMsPerRequest} → ${large.cpuMsPerRequest} ms per request`;

/**
 * Per case, its p99 at the largest size against its p99 at the smallest (≤ 1.3×): the median
 * of the rounds' ratios, the sizes having run seconds apart in each round; beside it the
 * server's CPU per request at both sizes (what a page costs, which the queue does not move)
 * and the bare reference's own ratio (the spread the machine leaves). Per size, the server's
 * peak resident memory (≤ 200 MB). A case with a bare query (the same SQL on the driver alone)
 * is judged against it at the largest size (≤ 1.5×).
 */
export function growthTargets(database: string, sizes: GrowthSize[]): Target[] {
  if (sizes.length === 0) return [];
  const sorted = [...sizes].sort((a, b) => a.rows - b.rows);
  const smallest = sorted[0];
  const largest = sorted[sorted.length - 1];
  const targets: Target[] = [];
  if (largest !== smallest) {
    const bare = roundsRatio(smallest.bare, largest.bare);
    for (const small of smallest.cases) {
      const large = largest.cases.find((each) => each.case === small.case);
      if (!large || small.case.endsWith(BARE_QUERY)) continue;
      const ratio = roundsRatio(small, large);
      targets.push({
        case: `Growth ${sizeLabel(smallest.rows)} → ${sizeLabel(largest.rows)}: ${small.case}, p99`,
        database,
        ours: `p99 ${small.p99Ms} → ${large.p99Ms} ms; ${cpu(small, large)}`,
        reference: `bare p99 ${bare.median}× (rounds ${bare.min}–${bare.max}×)`,
        ratio: `${ratio.median}× (rounds ${ratio.min}–${ratio.max}×)`,
        target: `≤ ${GROWTH_P99_LIMIT}×`,
        met: ratio.median <= GROWTH_P99_LIMIT,
      });
    }
  }
  for (const ours of largest.cases) {
    const bare = largest.cases.find((each) => each.case === `${ours.case}${BARE_QUERY}`);
    if (!bare) continue;
    const ratio = growthRatio(bare.p99Ms, ours.p99Ms);
    targets.push({
      case: `${sizeLabel(largest.rows)}: ${ours.case}, p99 against its bare query`,
      database,
      ours: `p99 ${ours.p99Ms} ms; CPU ${ours.cpuMsPerRequest} ms per request`,
      reference: `p99 ${bare.p99Ms} ms; CPU ${bare.cpuMsPerRequest} ms per request`,
      ratio: `${ratio.toFixed(2)}×`,
      target: `≤ ${BARE_QUERY_P99_LIMIT}×`,
      met: ratio <= BARE_QUERY_P99_LIMIT,
    });
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
