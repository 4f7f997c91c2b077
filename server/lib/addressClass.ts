import { BlockList, isIP } from 'node:net';
import { networkInterfaces } from 'node:os';

/** Kinds of address a callback must not reach unless the operator allows them. */
export const ADDRESS_CLASSES = [
  'metadata',
  'loopback',
  'link-local',
  'private',
  'reserved',
] as const;
export type AddressClass = (typeof ADDRESS_CLASSES)[number];

/** An address of one of this server's own interfaces: refused whatever is allowed. */
export const THIS_HOST = 'this-host';
export type RefusedClass = AddressClass | typeof THIS_HOST;

type Family = 'ipv4' | 'ipv6';

const RANGES: Record<AddressClass, [string, number, Family][]> = {
  // cloud instance metadata services (AWS/GCP/Azure/OpenStack, Alibaba, AWS IPv6, Azure wire)
  metadata: [
    ['169.254.169.254', 32, 'ipv4'],
    ['100.100.100.200', 32, 'ipv4'],
    ['168.63.129.16', 32, 'ipv4'],
    ['fd00:ec2::254', 128, 'ipv6'],
  ],
  loopback: [
    ['127.0.0.0', 8, 'ipv4'],
    ['0.0.0.0', 8, 'ipv4'],
    ['::1', 128, 'ipv6'],
    ['::', 128, 'ipv6'],
  ],
  'link-local': [
    ['169.254.0.0', 16, 'ipv4'],
    ['fe80::', 10, 'ipv6'],
  ],
  // private and shared space, and the local-use translation prefix (RFC 8215)
  private: [
    ['10.0.0.0', 8, 'ipv4'],
    ['172.16.0.0', 12, 'ipv4'],
    ['192.168.0.0', 16, 'ipv4'],
    ['100.64.0.0', 10, 'ipv4'],
    ['fc00::', 7, 'ipv6'],
    ['64:ff9b:1::', 48, 'ipv6'],
  ],
  // IANA's special-purpose space no public receiver uses: protocol assignments,
  // documentation, benchmarking, relays, multicast, future use, discard, deprecated forms
  reserved: [
    ['192.0.0.0', 24, 'ipv4'],
    ['192.0.2.0', 24, 'ipv4'],
    ['198.51.100.0', 24, 'ipv4'],
    ['203.0.113.0', 24, 'ipv4'],
    ['192.88.99.0', 24, 'ipv4'],
    ['198.18.0.0', 15, 'ipv4'],
    ['224.0.0.0', 4, 'ipv4'],
    ['240.0.0.0', 4, 'ipv4'],
    ['::', 96, 'ipv6'],
    ['64:ff9b::', 96, 'ipv6'],
    ['100::', 64, 'ipv6'],
    ['2001::', 23, 'ipv6'],
    ['2001:db8::', 32, 'ipv6'],
    ['2002::', 16, 'ipv6'],
    ['3fff::', 20, 'ipv6'],
    ['5f00::', 16, 'ipv6'],
    ['fec0::', 10, 'ipv6'],
    ['ff00::', 8, 'ipv6'],
  ],
};

const blockList = (ranges: [string, number, Family][]) => {
  const list = new BlockList();
  for (const [network, prefix, family] of ranges) list.addSubnet(network, prefix, family);
  return list;
};

const LISTS = Object.fromEntries(
  ADDRESS_CLASSES.map((name) => [name, blockList(RANGES[name])]),
) as Record<AddressClass, BlockList>;

/** IPv4-mapped (`::ffff:a.b.c.d`) and the older IPv4-translated (`::ffff:0:a.b.c.d`) forms. */
const MAPPED = blockList([['::ffff:0:0', 96, 'ipv6']]);
const TRANSLATED = blockList([['::ffff:0:0:0', 96, 'ipv6']]);

/** The IPv4 address in the last 32 bits of an IPv6 one (`…:127.0.0.1` or `…:7f00:1`). */
function lastIpv4(address: string): string {
  if (address.includes('.')) return address.slice(address.lastIndexOf(':') + 1);
  const [high, low] = address
    .split(':')
    .slice(-2)
    .map((group) => parseInt(group || '0', 16));
  return [high >> 8, high & 255, low >> 8, low & 255].join('.');
}

/** The IPv4 address inside an IPv4-mapped IPv6 one (`::ffff:127.0.0.1`, `::ffff:7f00:1`). */
export function unmapIpv4(address: string): string {
  if (isIP(address) !== 6 || !MAPPED.check(address, 'ipv6')) return address;
  return lastIpv4(address);
}

const familyOf = (address: string): Family => (isIP(address) === 4 ? 'ipv4' : 'ipv6');

/**
 * The addresses of this machine's interfaces, read at each check: an address given to the
 * machine after the start counts too.
 */
function isThisHost(address: string): boolean {
  const own = new BlockList();
  for (const entries of Object.values(networkInterfaces()))
    for (const entry of entries ?? [])
      own.addAddress(entry.address, entry.family === 'IPv4' ? 'ipv4' : 'ipv6');
  return own.check(address, familyOf(address));
}

/**
 * The class of an IP address, or null for a public one. An IPv4-mapped address is its IPv4
 * address; an IPv4-translated one is judged by its IPv4 address and is reserved at best,
 * since no public receiver is reached through that obsolete form.
 */
export function classify(address: string): RefusedClass | null {
  if (isIP(address) === 6 && TRANSLATED.check(address, 'ipv6'))
    return classify(lastIpv4(address)) ?? 'reserved';
  const plain = unmapIpv4(address);
  const family = familyOf(plain);
  const check = (name: AddressClass) => LISTS[name].check(plain, family);
  // loopback first: tests allow it, and it is an interface of this host too
  for (const name of ['metadata', 'loopback'] as const) if (check(name)) return name;
  if (isThisHost(plain)) return THIS_HOST;
  return ADDRESS_CLASSES.find(check) ?? null;
}

/** Whether a callback may reach an address of this class under CALLBACK_ALLOW. */
export const isAllowed = (kind: RefusedClass, allow: readonly AddressClass[]) =>
  kind !== THIS_HOST && allow.includes(kind);

/** `CALLBACK_ALLOW`: comma separated classes; unknown names stop the server at start-up. */
export function parseAddressClasses(text: string): AddressClass[] {
  const names = text
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);
  for (const name of names) {
    if (!(ADDRESS_CLASSES as readonly string[]).includes(name))
      throw new Error(
        `CALLBACK_ALLOW: unknown address class "${name}" (${ADDRESS_CLASSES.join(', ')})`,
      );
  }
  return names as AddressClass[];
}
