import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SenderId } from '../../contract/senderIds';
import { otherMainAccount } from './devtools.fixtures';
import { backends, call, signIn, startApp, type TestContext } from './harness';

const OPERATOR = 'operator-secret-for-the-sender-id-tests';
type Page = { list: SenderId[]; total: number };

describe.each(backends())('sender IDs on %s', (backend) => {
  let ctx: TestContext;
  let token: string;
  beforeAll(async () => {
    ctx = await startApp(backend, { env: { OPERATOR_TOKEN: OPERATOR } });
    token = await signIn(ctx.app);
  });
  afterAll(() => ctx.close());

  const register = (body: unknown, as = token) =>
    call<SenderId>(ctx.app, 'POST', '/v1/sender-ids', { token: as, body });
  const list = async (query = '') =>
    (await call<Page>(ctx.app, 'GET', `/v1/sender-ids${query}`, { token })).body.data;
  const review = (id: string, body: unknown, bearer = OPERATOR) =>
    ctx.app.inject({
      method: 'POST',
      url: `/om/internal/v1/sender-ids/${id}/review`,
      headers: { authorization: `Bearer ${bearer}` },
      payload: body as never,
    });

  it('registers a name for review, lists it newest first and filters by every declared filter', async () => {
    const acme = await register({ name: 'ACME', countries: ['US', 'GB'], useCase: 'otp' });
    expect(acme.status).toBe(200);
    expect(acme.body.data).toMatchObject({
      name: 'ACME',
      countries: ['GB', 'US'],
      useCase: 'otp',
      status: 'pending',
      reviewNote: null,
    });
    await register({ name: 'Shop 24', countries: ['DE'], useCase: 'marketing' });
    const all = await list();
    expect(all.total).toBe(2);
    expect(all.list.map((row) => row.name)).toEqual(['Shop 24', 'ACME']);
    expect((await list('?name=shop')).list.map((row) => row.name)).toEqual(['Shop 24']);
    expect((await list('?countries=US')).list.map((row) => row.name)).toEqual(['ACME']);
    expect((await list('?countries=S')).total).toBe(0);
    expect((await list('?useCase=marketing')).list.map((row) => row.name)).toEqual(['Shop 24']);
    expect((await list('?status=pending')).total).toBe(2);
    expect((await list('?sort=name&order=asc')).list.map((row) => row.name)).toEqual([
      'ACME',
      'Shop 24',
    ]);
  });

  it('refuses a name already registered, in any case, and wrong values, changing nothing', async () => {
    const before = (await list()).total;
    const again = await register({ name: 'acme', countries: ['FR'], useCase: 'otp' });
    expect([again.status, again.body.code]).toEqual([409, '409001']);
    expect(again.body.message).toBe('This name is already in use in your account.');
    for (const body of [
      { name: 'AB', countries: ['US'], useCase: 'otp' },
      { name: '1ACME', countries: ['US'], useCase: 'otp' },
      { name: 'TWELVE CHARS', countries: ['US'], useCase: 'otp' },
      { name: 'Emoji😀', countries: ['US'], useCase: 'otp' },
      { name: 'Valid', countries: [], useCase: 'otp' },
      { name: 'Valid', countries: ['XX'], useCase: 'otp' },
      { name: 'Valid', countries: ['US'], useCase: 'spam' },
      { name: "Valid'; --", countries: ['US'], useCase: 'otp' },
    ]) {
      const refused = await register(body);
      expect([refused.status, refused.body.code], JSON.stringify(body)).toEqual([400, '400001']);
    }
    const named = await register({ name: 'AB', countries: ['US'], useCase: 'otp' });
    expect(named.body.data).toEqual({
      fields: { name: '3 to 11 letters, digits or spaces, starting with a letter.' },
    });
    expect((await list()).total).toBe(before);
  });

  it('lets an operator approve or reject with a note, and nobody else', async () => {
    const { body } = await register({ name: 'Review Me', countries: ['SG'], useCase: 'otp' });
    const id = body.data.id;
    expect((await review(id, { status: 'approved' }, 'wrong-token')).statusCode).toBe(403);
    expect((await review(id, { status: 'rejected' })).statusCode).toBe(400);
    const rejected = await review(id, { status: 'rejected', note: 'Brand not verified' });
    expect(rejected.json()).toMatchObject({
      data: { status: 'rejected', reviewNote: 'Brand not verified' },
    });
    // the console cannot reach the operator verb with a session
    const viaConsole = await call(ctx.app, 'POST', `/v1/sender-ids/${id}/review`, {
      token,
      body: { status: 'approved' },
    });
    expect(viaConsole.status).toBe(404);
    await review(id, { status: 'approved' });
    const shown = await call<SenderId>(ctx.app, 'GET', `/v1/sender-ids/${id}`, { token });
    expect(shown.body.data).toMatchObject({ status: 'approved', reviewNote: null });
    expect((await list('?status=approved')).list.map((row) => row.id)).toEqual([id]);
  });

  it("keeps another account's sender IDs out of reach and deletes its own", async () => {
    const other = (await otherMainAccount(ctx.db)).token;
    const theirs = await register({ name: 'Theirs', countries: ['US'], useCase: 'otp' }, other);
    expect(theirs.status).toBe(200);
    const id = theirs.body.data.id;
    for (const method of ['GET', 'DELETE'] as const) {
      const response = await call(ctx.app, method, `/v1/sender-ids/${id}`, { token });
      expect([response.status, response.body.code]).toEqual([404, '404001']);
    }
    const deleted = await call<SenderId>(ctx.app, 'DELETE', `/v1/sender-ids/${id}`, {
      token: other,
    });
    expect(deleted.body.data.name).toBe('Theirs');
    const gone = await call(ctx.app, 'GET', `/v1/sender-ids/${id}`, { token: other });
    expect(gone.status).toBe(404);
  });
});
