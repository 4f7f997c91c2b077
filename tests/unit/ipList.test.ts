import { describe, expect, it } from 'vitest';
import { ipListProblem, isIpEntry, isIpv6, splitIpList } from '../../contract/ipList';

describe('allowed IP entries', () => {
  it.each([
    '0.0.0.0',
    '203.0.113.7',
    '255.255.255.255',
    '198.51.100.0/24',
    '10.0.0.0/0',
    '::',
    '::1',
    '2001:db8::1',
    '2001:0db8:0000:0000:0000:ff00:0042:8329',
    'fe80::1:2:3:4:5',
    '::ffff:192.0.2.1',
    '64:ff9b::192.0.2.33',
    '2001:db8::/32',
    '::/0',
  ])('accepts %s', (entry) => expect(isIpEntry(entry)).toBe(true));

  it.each([
    '',
    '256.1.1.1',
    '1.2.3',
    '01.2.3.4',
    '1.2.3.4/33',
    '1.2.3.4/',
    '1.2.3.4/-1',
    '1.2.3.4/8/8',
    ':::1',
    '1::2::3',
    '1:2:3:4:5:6:7:8:9',
    '1:2:3:4:5:6:7',
    '12345::1',
    'fe80::1%eth0',
    '2001:db8::/129',
    '::ffff:300.1.1.1',
    'example.com',
    ' 1.2.3.4',
  ])('refuses %j', (entry) => expect(isIpEntry(entry)).toBe(false));

  it('reads full IPv6 forms with an embedded IPv4 address', () => {
    expect(isIpv6('1:2:3:4:5:6:1.2.3.4')).toBe(true);
    expect(isIpv6('1:2:3:4:5:6:7:1.2.3.4')).toBe(false);
  });

  it('splits, trims, lower-cases and drops empty entries and repeats', () => {
    expect(splitIpList(' 1.2.3.4, ,2001:DB8::1,1.2.3.4,')).toEqual(['1.2.3.4', '2001:db8::1']);
  });

  it('names the first bad entry, and limits the count', () => {
    expect(ipListProblem('1.2.3.4, 1.2.3, 999.1.1.1')).toEqual({
      key: 'devtools.ipInvalid',
      entry: '1.2.3',
    });
    expect(ipListProblem('')).toBeNull();
    const many = Array.from({ length: 51 }, (_, i) => `192.0.2.${i}`).join(',');
    expect(ipListProblem(many)).toEqual({ key: 'devtools.ipTooMany', max: 50 });
  });
});
