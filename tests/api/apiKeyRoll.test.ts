import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INTERNAL_VERIFY_PATH, type ApiKey, type VerifyResult } from '../../contract';
import { otherMainAccount } from './billing.fixtures';
import { makeKey } from './devtools.fixtures';
import { backends, call, signIn, startApp, type TestContext } from './harness';

const OPERATOR = 'operator-secret-for-the-roll-tests-0123';
const HOUR_MS = 3_600_000;

describe.each(backends())('rolling API keys and their last use on %s', (backend) => {
  let ctx: TestContext;
  let token: string;
  beforeAll(async () => {
    ctx = await startApp(backend, { env: { OPERATOR_TOKEN: OPERATOR } });
    token = await signIn(ctx.app);
  });
  afterAll(() => ctx.close());

  const check = async (apiKey: string, password: string, sourceIp = '203.0.113.9') => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: INTERNAL_VERIFY_PATH,
      headers: { authorization: `Bearer ${OPERATOR}` },
      payload: { apiKey, password, sourceIp },
    });
    const { data } = response.json() as { data: VerifyResult };
    return data.valid ? 'valid' : data.reason;
  };
  const read = async (id: string) =>
    (await call<ApiKey>(ctx.app, 'GET', `/v1/api-keys/${id}`, { token })).body.data;
  const roll = (id: string, overlap: string) =>
    call<ApiKey & { password: string }>(ctx.app, 'POST', `/v1/api-keys/${id}/roll`, {
      token,
      body: { overlap },
    });

  it('records when and from where a key was last used, once a minute at most', async () => {
    const key = await makeKey(ctx.app, token);
    expect(await read(key.id)).toMatchObject({ lastUsedAt: null, lastUsedIp: null });
    const before = Date.now();
    expect(await check(key.apiKey, key.password, '203.0.113.9')).toBe('valid');
    const used = await read(key.id);
    expect(used.lastUsedIp).toBe('203.0.113.9');
    expect(Date.parse(used.lastUsedAt as string)).toBeGreaterThanOrEqual(before - 1000);
    // a second check within the minute writes nothing
    expect(await check(key.apiKey, key.password, '198.51.100.7')).toBe('valid');
    expect(await read(key.id)).toMatchObject({ lastUsedIp: '203.0.113.9' });
    // a refused check is no use
    expect(await check(key.apiKey, 'wrong-password')).toBe('wrong_password');
  });

  it('rolls a password with an overlap: both work until it ends, then only the new one', async () => {
    const key = await makeKey(ctx.app, token);
    const rolled = await roll(key.id, '1h');
    expect(rolled.body.code).toBe('000000');
    const fresh = rolled.body.data.password;
    expect(fresh).not.toBe(key.password);
    const ends = Date.parse(rolled.body.data.previousPasswordExpiresAt as string);
    expect(Math.abs(ends - (Date.now() + HOUR_MS))).toBeLessThan(60_000);
    expect(await check(key.apiKey, key.password)).toBe('valid');
    expect(await check(key.apiKey, fresh)).toBe('valid');

    // the overlap ends: the old password stops working
    await ctx.db.kysely
      .updateTable('api_keys')
      .set({ previous_expires_at: Date.now() - 1 })
      .where('id', '=', key.id)
      .execute();
    expect(await check(key.apiKey, key.password)).toBe('wrong_password');
    expect(await check(key.apiKey, fresh)).toBe('valid');
    expect((await read(key.id)).previousPasswordExpiresAt).toBeNull();
  });

  it('rolls at once: the old password stops working now, and an earlier overlap ends', async () => {
    const key = await makeKey(ctx.app, token);
    const first = (await roll(key.id, '24h')).body.data.password;
    const second = (await roll(key.id, 'now')).body.data.password;
    expect(await check(key.apiKey, key.password)).toBe('wrong_password');
    expect(await check(key.apiKey, first)).toBe('wrong_password');
    expect(await check(key.apiKey, second)).toBe('valid');
  });

  it("refuses an unknown overlap, an unknown key and another account's key", async () => {
    const key = await makeKey(ctx.app, token);
    for (const overlap of ['2h', '', 'forever']) {
      const answer = await roll(key.id, overlap);
      expect([answer.status, answer.body.code], overlap).toEqual([400, '400001']);
    }
    expect((await roll('no-such-key', '1h')).status).toBe(404);
    const other = await otherMainAccount(ctx.db);
    const theirs = await ctx.db.kysely
      .updateTable('api_keys')
      .set({ main_id: other })
      .where('id', '=', (await makeKey(ctx.app, token)).id)
      .returning('id')
      .executeTakeFirstOrThrow();
    expect((await roll(theirs.id, '1h')).status).toBe(404);
    // nothing changed: the first key's password still works
    expect(await check(key.apiKey, key.password)).toBe('valid');
  });
});
