const DAY_MS = 86_400_000;

/** A filter bound in epoch ms: a bare date (UTC) covers its whole day. */
export function timeBound(value: string, end: boolean): number {
  const isDate = /^\d{4}-\d{2}-\d{2}$/.test(value);
  const time = Date.parse(isDate ? `${value}T00:00:00Z` : value);
  return end && isDate ? time + DAY_MS - 1 : time;
}
