import axios, { type InternalAxiosRequestConfig } from 'axios';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { defineCall } from '../../contract/call';
import { ApiError } from '../../src/dataProvider/ApiError';
import { createCaller } from '../../src/dataProvider/callApi';

const create = defineCall({
  method: 'POST',
  path: '/v1/things',
  body: z.object({ name: z.string() }),
  response: z.object({ id: z.string() }),
});
const list = defineCall({ method: 'GET', path: '/v1/things', response: z.object({}) });

/** A caller over a fake server: each request is recorded and answered by `answer`. */
function fakeServer(answer: (count: number) => Promise<unknown>) {
  const sent: InternalAxiosRequestConfig[] = [];
  const http = axios.create({
    adapter: async (config) => {
      sent.push(config);
      const data = await answer(sent.length);
      return { data, status: 200, statusText: 'OK', headers: {}, config };
    },
  });
  const keyOf = (index: number) => sent[index].headers.get('Idempotency-Key');
  return { call: createCaller(http), sent, keyOf };
}

describe('one write per intent in the console', () => {
  it('sends a write asked twice while in flight once, both getting its answer', async () => {
    let finish: (value: unknown) => void = () => undefined;
    const server = fakeServer(() => new Promise((resolve) => (finish = resolve)));
    const first = server.call(create, { body: { name: 'a' } });
    const second = server.call(create, { body: { name: 'a' } });
    await Promise.resolve();
    finish({ id: '1' });
    expect(await first).toEqual({ id: '1' });
    expect(await second).toEqual({ id: '1' });
    expect(server.sent).toHaveLength(1);
    expect(server.keyOf(0)).toMatch(/^[0-9a-f]{32}$/);
  });

  it('gives a new submission after an answer a new key, and a read none', async () => {
    const server = fakeServer(async (count) => ({ id: String(count) }));
    await server.call(create, { body: { name: 'a' } });
    await server.call(create, { body: { name: 'a' } });
    await server.call(list);
    expect(server.sent).toHaveLength(3);
    expect(server.keyOf(0)).not.toBe(server.keyOf(1));
    expect(server.keyOf(2)).toBeFalsy();
  });

  it('keeps the key of a write that got no answer for its retry, not for another write', async () => {
    const server = fakeServer(async (count) => {
      if (count === 1) throw new ApiError('offline', 0, '');
      return { id: String(count) };
    });
    await expect(server.call(create, { body: { name: 'a' } })).rejects.toThrow('offline');
    await server.call(create, { body: { name: 'a' } });
    await server.call(create, { body: { name: 'b' } });
    expect(server.keyOf(1)).toBe(server.keyOf(0));
    expect(server.keyOf(2)).not.toBe(server.keyOf(0));
  });

  it('starts a new intent after a refusal the server decided', async () => {
    const server = fakeServer(async (count) => {
      if (count === 1) throw new ApiError('taken', 409, '409001');
      return { id: '2' };
    });
    await expect(server.call(create, { body: { name: 'a' } })).rejects.toThrow('taken');
    await server.call(create, { body: { name: 'a' } });
    expect(server.keyOf(1)).not.toBe(server.keyOf(0));
  });
});
