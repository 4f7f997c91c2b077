import { networkInterfaces } from 'node:os';
import { describe, expect, it } from 'vitest';
import { ADDRESS_CLASSES, classify, isAllowed } from '../../server/lib/addressClass';

/** A non-loopback address of this machine's interfaces, when it has one. */
const ownAddress = Object.values(networkInterfaces())
  .flatMap((entries) => entries ?? [])
  .find((entry) => !entry.internal)?.address;

describe('the callback guard classifies special-purpose addresses', () => {
  it.each([
    ['198.51.100.7', 'reserved'],
    ['203.0.113.9', 'reserved'],
    ['192.88.99.1', 'reserved'],
    ['192.0.2.200', 'reserved'],
    ['2001:1::1', 'reserved'],
    ['2001:db8::1', 'reserved'],
    ['fec0::1', 'reserved'],
    ['100::1', 'reserved'],
    ['3fff::1', 'reserved'],
    ['5f00::1', 'reserved'],
    ['64:ff9b:1::a00:1', 'private'],
    ['::ffff:0:8.8.8.8', 'reserved'],
    ['::ffff:0:127.0.0.1', 'loopback'],
    ['::ffff:0:a00:1', 'private'],
    ['::ffff:0:169.254.169.254', 'metadata'],
    ['::ffff:10.0.0.1', 'private'],
    ['::ffff:c633:6407', 'reserved'],
  ])('%s is %s', (address, kind) => {
    expect(classify(address)).toBe(kind);
  });

  it.each(['93.184.216.34', '2606:2800:220:1:248:1893:25c8:1946', '::ffff:93.184.216.34'])(
    'leaves the public %s alone',
    (address) => {
      expect(classify(address)).toBeNull();
    },
  );

  it.skipIf(!ownAddress)("refuses this machine's own interface address whatever is allowed", () => {
    const kind = classify(ownAddress as string);
    expect(kind).toBe('this-host');
    expect(isAllowed(kind ?? 'reserved', ADDRESS_CLASSES)).toBe(false);
  });

  it('keeps loopback a class of its own, which tests may allow', () => {
    expect(classify('127.0.0.1')).toBe('loopback');
    expect(isAllowed('loopback', ['loopback'])).toBe(true);
  });
});
