/** The bare reference's series in the figures and the chart. */
export const BARE_CASE = 'bare Fastify reference (typical page 1)';

/** One case at one size: the median of its rounds, and each round's p99. */
export interface GrowthCase {
  case: string;
  p99Ms: number;
  reqPerSec: number;
  /** The server's CPU time per request: what a page costs, which the queue does not move. */
  cpuMsPerRequest: number;
  /** p99 of each round, in the order the rounds ran (every size ran once per round). */
  roundP99Ms: number[];
}

/** Every case at one size of the tables, the bare reference, and the server's peak memory. */
export interface GrowthSize {
  rows: number;
  peakRssMb: number;
  cases: GrowthCase[];
  bare: GrowthCase;
}

/** One line per case, one column per size: p99 and req/s, the bare reference last. */
export function growthTable(sizes: GrowthSize[], label: (rows: number) => string) {
  const names = [...new Set(sizes.flatMap((size) => size.cases.map((each) => each.case)))];
  const cell = (found: GrowthCase | undefined) =>
    found ? `p99 ${found.p99Ms} ms · ${found.reqPerSec} req/s` : '';
  const line = (name: string, figure: (size: GrowthSize) => string) =>
    Object.fromEntries([
      ['case', name],
      ...sizes.map((size) => [label(size.rows), figure(size)]),
    ]) as Record<string, string>;
  return [
    ...names.map((name) =>
      line(name, (size) => cell(size.cases.find((each) => each.case === name))),
    ),
    line('bare reference', (size) => cell(size.bare)),
    line('server peak resident memory', (size) => `${size.peakRssMb.toFixed(0)} MB`),
  ];
}
