import { median } from '../stats';

/** One case at one size: ours, and the bare reference measured beside it. */
export interface GrowthCase {
  case: string;
  p99Ms: number;
  reqPerSec: number;
  bareP99Ms: number;
  bareReqPerSec: number;
}

/** Every case at one size of the tables, and the server's peak resident memory there. */
export interface GrowthSize {
  rows: number;
  peakRssMb: number;
  cases: GrowthCase[];
}

/** The bare reference at one size: the median of its runs beside every case. */
export const bareAt = (size: GrowthSize) => ({
  p99Ms: median(size.cases.map((each) => each.bareP99Ms)),
  reqPerSec: median(size.cases.map((each) => each.bareReqPerSec)),
});

/** One line per case, one column per size: p99 and req/s, the bare reference last. */
export function growthTable(sizes: GrowthSize[], label: (rows: number) => string) {
  const names = [...new Set(sizes.flatMap((size) => size.cases.map((each) => each.case)))];
  const cell = (p99Ms: number, reqPerSec: number) => `p99 ${p99Ms} ms · ${reqPerSec} req/s`;
  const line = (name: string, figure: (size: GrowthSize) => string) =>
    Object.fromEntries([
      ['case', name],
      ...sizes.map((size) => [label(size.rows), figure(size)]),
    ]) as Record<string, string>;
  return [
    ...names.map((name) =>
      line(name, (size) => {
        const found = size.cases.find((each) => each.case === name);
        return found ? cell(found.p99Ms, found.reqPerSec) : '';
      }),
    ),
    line('bare reference (median over the cases)', (size) => {
      const bare = bareAt(size);
      return cell(bare.p99Ms, bare.reqPerSec);
    }),
    line('server peak resident memory', (size) => `${size.peakRssMb.toFixed(0)} MB`),
  ];
}
