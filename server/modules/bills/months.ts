/** UTC month helpers: bills and usage lines are kept by YYYY-MM in UTC. */
export const monthOf = (ms: number) => new Date(ms).toISOString().slice(0, 7);

/** Epoch ms of the first instant of a month. */
export const monthStart = (month: string) => Date.parse(`${month}-01T00:00:00Z`);

/** The month after `month`. */
export function nextMonth(month: string): string {
  const date = new Date(monthStart(month));
  date.setUTCMonth(date.getUTCMonth() + 1);
  return monthOf(date.getTime());
}

/** The last month that has ended at `now`. */
export function lastClosedMonth(now = Date.now()): string {
  const date = new Date(monthStart(monthOf(now)));
  date.setUTCMonth(date.getUTCMonth() - 1);
  return monthOf(date.getTime());
}
