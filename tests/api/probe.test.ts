import { networkInterfaces } from 'node:os';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADDRESS_CLASSES } from '../../server/lib/addressClass';
import { probe } from '../../server/modules/callbacks/probe';
import { startReceivers, type Receivers } from './receivers';

/** The prober itself: one name resolution, and the connection goes to the address checked. */
describe('callback prober address pinning', () => {
  let receivers: Receivers;
  beforeAll(async () => {
    receivers = await startReceivers();
  });
  afterAll(() => receivers.close());
  const port = () => new URL(receivers.base).port;
  const request = (host: string) => ({
    url: `http://${host}:${port()}/ok`,
    method: 'POST' as const,
    headers: {},
    body: '{}',
  });

  it('resolves a name once and connects to that address, keeping the name as Host', async () => {
    const lookups: string[] = [];
    const seen = receivers.received.length;
    const result = await probe(request('hooks.rebind.test'), {
      allow: ['loopback'],
      timeoutMs: 3000,
      resolve: async (host) => {
        lookups.push(host);
        return ['127.0.0.1'];
      },
    });
    expect(result).toMatchObject({ outcome: 'ok', httpStatus: 200 });
    expect(lookups).toEqual(['hooks.rebind.test']);
    expect(receivers.received[seen].headers.host).toBe(`hooks.rebind.test:${port()}`);
  });

  it('refuses a name when any of its addresses is inside, before connecting', async () => {
    const seen = receivers.received.length;
    const result = await probe(request('hooks.rebind.test'), {
      allow: [],
      timeoutMs: 3000,
      resolve: async () => ['93.184.216.34', '127.0.0.1'],
    });
    expect(result).toMatchObject({ outcome: 'blocked', detail: '127.0.0.1' });
    expect(receivers.received.length).toBe(seen);
  });

  const ownAddress = Object.values(networkInterfaces())
    .flatMap((entries) => entries ?? [])
    .find((entry) => !entry.internal && entry.family === 'IPv4')?.address;

  it.skipIf(!ownAddress)(
    "refuses this machine's own address, and a name leading to it, with every class allowed",
    async () => {
      const everything = { allow: ADDRESS_CLASSES, timeoutMs: 3000 };
      const direct = await probe(request(ownAddress as string), everything);
      expect(direct).toMatchObject({ outcome: 'blocked', detail: ownAddress });
      const named = await probe(request('hooks.self.test'), {
        ...everything,
        resolve: async () => [ownAddress as string],
      });
      expect(named).toMatchObject({ outcome: 'blocked', detail: ownAddress });
    },
  );

  it('names a DNS failure', async () => {
    const result = await probe(request('nothere.invalid'), {
      allow: [],
      timeoutMs: 3000,
      resolve: async () => {
        throw Object.assign(new Error('getaddrinfo ENOTFOUND'), { code: 'ENOTFOUND' });
      },
    });
    expect(result).toMatchObject({ outcome: 'dns', detail: 'ENOTFOUND' });
  });

  it('resolves real names through the system resolver', async () => {
    const result = await probe(request('nothere.invalid'), { allow: [], timeoutMs: 3000 });
    expect(['dns', 'timeout']).toContain(result.outcome);
  });
});
