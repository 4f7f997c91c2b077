/**
 * Allowed IP addresses of an API key (spec section 5: comma separated): each entry an IPv4
 * or IPv6 address or a CIDR range. Pure code so the console and the server check alike.
 */
export const MAX_ALLOWED_IPS = 50;

const IPV4 = /^(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)(\.(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)){3}$/;
const HEX_GROUP = /^[0-9a-f]{1,4}$/i;

export const isIpv4 = (text: string) => IPV4.test(text);

/** An IPv6 address in any textual form (`::` compression, trailing IPv4); no zone ids. */
export function isIpv6(text: string): boolean {
  let body = text;
  const embedded = /^(.*:)(\d+\.\d+\.\d+\.\d+)$/.exec(text);
  if (embedded) {
    if (!isIpv4(embedded[2])) return false;
    body = `${embedded[1]}0:0`;
  }
  const halves = body.split('::');
  if (halves.length > 2) return false;
  const groups = halves.map((half) => (half === '' ? [] : half.split(':')));
  if (!groups.flat().every((group) => HEX_GROUP.test(group))) return false;
  const count = groups.flat().length;
  return halves.length === 2 ? count <= 7 : count === 8;
}

/** One entry: an address, or an address with a prefix length that fits its family. */
export function isIpEntry(entry: string): boolean {
  const [address, prefix, ...rest] = entry.split('/');
  if (rest.length > 0) return false;
  const v4 = isIpv4(address);
  if (!v4 && !isIpv6(address)) return false;
  if (prefix === undefined) return true;
  if (!/^\d{1,3}$/.test(prefix)) return false;
  return Number(prefix) <= (v4 ? 32 : 128);
}

/** The entries of a comma-separated list, trimmed, lower-cased, empty ones and repeats dropped. */
export const splitIpList = (text: string): string[] => [
  ...new Set(
    text
      .split(',')
      .map((entry) => entry.trim().toLowerCase())
      .filter(Boolean),
  ),
];

export type IpListProblem =
  { key: 'devtools.ipInvalid'; entry: string } | { key: 'devtools.ipTooMany'; max: number };

/** What is wrong with a list, naming the first bad entry; null when every entry is good. */
export function ipListProblem(text: string): IpListProblem | null {
  const entries = splitIpList(text);
  if (entries.length > MAX_ALLOWED_IPS) return { key: 'devtools.ipTooMany', max: MAX_ALLOWED_IPS };
  const bad = entries.find((entry) => !isIpEntry(entry));
  return bad === undefined ? null : { key: 'devtools.ipInvalid', entry: bad };
}
