import { BlockList, isIP } from 'node:net';

/** Kinds of address a callback must not reach unless the operator allows them. */
export const ADDRESS_CLASSES = ['metadata', 'loopback', 'link-local', 'private'] as const;
export type AddressClass = (typeof ADDRESS_CLASSES)[number];

const RANGES: Record<AddressClass, [string, number, 'ipv4' | 'ipv6'][]> = {
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
  // private, shared, benchmark, multicast and reserved space: nothing a public receiver uses
  private: [
    ['10.0.0.0', 8, 'ipv4'],
    ['172.16.0.0', 12, 'ipv4'],
    ['192.168.0.0', 16, 'ipv4'],
    ['100.64.0.0', 10, 'ipv4'],
    ['192.0.0.0', 24, 'ipv4'],
    ['198.18.0.0', 15, 'ipv4'],
    ['224.0.0.0', 4, 'ipv4'],
    ['240.0.0.0', 4, 'ipv4'],
    ['fc00::', 7, 'ipv6'],
    ['ff00::', 8, 'ipv6'],
    ['::', 96, 'ipv6'],
    ['64:ff9b::', 96, 'ipv6'],
    ['2002::', 16, 'ipv6'],
  ],
};

const LISTS = Object.fromEntries(
  ADDRESS_CLASSES.map((name) => {
    const list = new BlockList();
    for (const [network, prefix, family] of RANGES[name]) list.addSubnet(network, prefix, family);
    return [name, list];
  }),
) as Record<AddressClass, BlockList>;

const MAPPED = new BlockList();
MAPPED.addSubnet('::ffff:0:0', 96, 'ipv6');

/** The IPv4 address inside an IPv4-mapped IPv6 one (`::ffff:127.0.0.1`, `::ffff:7f00:1`). */
export function unmapIpv4(address: string): string {
  if (isIP(address) !== 6 || !MAPPED.check(address, 'ipv6')) return address;
  if (address.includes('.')) return address.slice(address.lastIndexOf(':') + 1);
  const [high, low] = address
    .split(':')
    .slice(-2)
    .map((group) => parseInt(group || '0', 16));
  return [high >> 8, high & 255, low >> 8, low & 255].join('.');
}

/** The class of an IP address, or null for a public one. */
export function classify(address: string): AddressClass | null {
  const plain = unmapIpv4(address);
  const family = isIP(plain) === 4 ? 'ipv4' : 'ipv6';
  return ADDRESS_CLASSES.find((name) => LISTS[name].check(plain, family)) ?? null;
}

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
