/** A readable number with a day prefix, e.g. IA20261121 + 8 digits. */
export function dayNumber(prefix: string, now: number, digits: string): string {
  return `${prefix}${new Date(now).toISOString().slice(0, 10).replaceAll('-', '')}${digits}`;
}
