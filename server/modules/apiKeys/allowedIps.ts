import { BlockList, isIP } from 'node:net';
import { unmapIpv4 } from '../../lib/addressClass';

/** True when the list (stored comma separated, normalised) is empty or holds the address. */
export function ipAllowed(stored: string, source: string): boolean {
  const entries = stored.split(',').filter(Boolean);
  if (entries.length === 0) return true;
  const address = unmapIpv4(source);
  const family = isIP(address) === 4 ? 'ipv4' : 'ipv6';
  const list = new BlockList();
  for (const entry of entries) {
    const [network, prefix] = entry.split('/');
    const entryFamily = isIP(network) === 4 ? 'ipv4' : 'ipv6';
    if (prefix === undefined) list.addAddress(network, entryFamily);
    else list.addSubnet(network, Number(prefix), entryFamily);
  }
  return list.check(address, family);
}
