import type { FastifyRequest } from 'fastify';
import { TIME_ZONE_HEADER } from '../../contract';

const isTimeZone = (zone: string) => {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
};

/** The caller's IANA time zone (the console sends the browser's); UTC when none or unknown. */
export function timeZoneOf(request: Pick<FastifyRequest, 'headers'>): string {
  const zone = String(request.headers[TIME_ZONE_HEADER.toLowerCase()] ?? '');
  return zone && zone.length <= 64 && isTimeZone(zone) ? zone : 'UTC';
}

/** A moment as files write it, in the zone: "2026-11-23 18:00:00" (the zone is in the header). */
export function inZone(iso: string | null, zone: string): string | null {
  if (!iso) return null;
  // Swedish writes dates the ISO way, the only locale-free form Intl offers
  return new Intl.DateTimeFormat('sv-SE', {
    timeZone: zone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }).format(new Date(iso));
}

/** The zone as a column header names it: "Asia/Shanghai, GMT+08:00", or "UTC". */
export function zoneLabel(zone: string, at = new Date()): string {
  if (zone === 'UTC') return zone;
  const offset = new Intl.DateTimeFormat('en-US', { timeZone: zone, timeZoneName: 'longOffset' })
    .formatToParts(at)
    .find((part) => part.type === 'timeZoneName')?.value;
  return `${zone}, ${offset ?? 'GMT'}`;
}
