/**
 * The y axis of the spend chart: a round maximum at or above the largest day and four even
 * steps. Amounts are only turned into numbers here, to place bars in pixels; every amount a
 * person reads is formatted from the server's decimal strings.
 */
export function niceScale(max: number, steps = 4): { top: number; ticks: number[] } {
  if (!(max > 0)) return { top: 1, ticks: [0, 0.25, 0.5, 0.75, 1] };
  const rough = max / steps;
  const magnitude = 10 ** Math.floor(Math.log10(rough));
  const step = [1, 2, 2.5, 5, 10].map((m) => m * magnitude).find((s) => s >= rough) ?? rough;
  const ticks = Array.from({ length: steps + 1 }, (_, i) => Number((i * step).toFixed(6)));
  return { top: step * steps, ticks };
}

/** Each day's total of the stacked series. */
export const dailyTotals = (series: { amounts: string[] }[], days: number) =>
  Array.from({ length: days }, (_, day) =>
    series.reduce((sum, s) => sum + Number(s.amounts[day] ?? 0), 0),
  );
