/** The value at a quantile (0–1) of the values, as measured (no interpolation). */
export const quantile = (values: number[], q: number) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(values.length * q))];

export const median = (values: number[]) => quantile(values, 0.5);

/** How long `work` takes, in ms, over `runs` runs after five warm-ups, one at a time. */
export async function timeRuns(runs: number, work: () => Promise<unknown>): Promise<number[]> {
  for (let i = 0; i < 5; i += 1) await work();
  const times: number[] = [];
  for (let i = 0; i < runs; i += 1) {
    const started = process.hrtime.bigint();
    await work();
    times.push(Number(process.hrtime.bigint() - started) / 1e6);
  }
  return times;
}
