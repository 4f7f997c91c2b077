import { BlockList, isIPv4 } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { forbidden } from '../../errors';

const familyOf = (address: string) => (isIPv4(address) ? 'ipv4' : 'ipv6');

/** The addresses and ranges of STAFF_ALLOWED_IPS as one list to check against. */
export function allowList(entries: readonly string[]): BlockList {
  const list = new BlockList();
  for (const entry of entries) {
    const [address, prefix] = entry.split('/');
    if (prefix === undefined) list.addAddress(address, familyOf(address));
    else list.addSubnet(address, Number(prefix), familyOf(address));
  }
  return list;
}

/** An IPv4 client seen through an IPv6 socket (`::ffff:a.b.c.d`) is its IPv4 address. */
const plainAddress = (ip: string) => ip.replace(/^::ffff:(\d+\.\d+\.\d+\.\d+)$/i, '$1');

/**
 * With STAFF_ALLOWED_IPS set, a request to /om/staff from any other address is refused
 * (403 envelope) before anything else runs, sign-in included.
 */
export function refuseOutsideAllowList(app: FastifyInstance, entries: readonly string[]) {
  if (entries.length === 0) return;
  const list = allowList(entries);
  app.addHook('onRequest', async (request) => {
    const ip = plainAddress(request.ip);
    if (!list.check(ip, familyOf(ip))) throw forbidden();
  });
}
