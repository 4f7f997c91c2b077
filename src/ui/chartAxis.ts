/** Labels on a chart's time axis, at most: they stay apart at 390 px and at every range. */
const MAX_LABELS = 6;

/**
 * Which of `count` periods a chart labels: every step-th, counted from the first, so the labels
 * are evenly spaced whatever the range (rather than dropped where they would overlap).
 */
export function evenlySpaced(count: number) {
  const step = Math.max(1, Math.ceil(count / MAX_LABELS));
  return (_value: unknown, index: number) => index % step === 0;
}
