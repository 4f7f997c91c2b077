import QRCode from 'qrcode';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CERTIFICATION_DOCUMENT_MAX_BYTES, type Certification, type Profile } from '../../contract';
import certificationDecide from '../../scripts/ops/certification-decide';
import { OpsUsageError } from '../../scripts/ops/verb';
import { DEMO } from '../../server/lifecycle/seed/demo';
import { backends, call, signIn, startApp, type TestContext } from './harness';

const PDF = Buffer.from('%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<<>>\n%%EOF\n');

describe.each(backends())('certification (KYC) on %s', (backend) => {
  let ctx: TestContext;
  let token: string;
  beforeAll(async () => {
    ctx = await startApp(backend);
    token = await signIn(ctx.app);
    await ctx.db.kysely
      .updateTable('accounts')
      .set({ certification_state: 'not_certified' })
      .where('email', '=', DEMO.email)
      .execute();
  });
  afterAll(() => ctx.close());

  const details = {
    companyName: 'Demo Trading Ltd.',
    registrationNo: 'HK-12345678',
    companyAddress: '18 Harbour Road, Hong Kong',
    contactName: 'Demo Admin',
  };
  const submit = (document: Buffer, extra: Record<string, string> = {}) =>
    call<Certification>(ctx.app, 'POST', '/v1/account/certification', {
      token,
      body: { ...details, ...extra, document: document.toString('base64') },
    });
  const state = async () =>
    (await call<Certification>(ctx.app, 'GET', '/v1/account/certification', { token })).body.data
      .state;
  const decide = (...args: string[]) =>
    certificationDecide.run(args, { db: ctx.db, config: ctx.config });

  it('refuses wrong details and documents other than JPG, PNG or PDF, changing nothing', async () => {
    const bad = await submit(PDF, { registrationNo: 'HK/123?', companyName: 'Demo 🏢' });
    expect(bad.status).toBe(400);
    expect(bad.body.data).toEqual({
      fields: {
        registrationNo: 'Use letters, digits, spaces and dashes only.',
        companyName: 'Emoji are not allowed here.',
      },
    });
    const gif = await submit(Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;'));
    expect(gif.body.data).toEqual({
      fields: { document: 'The document must be a JPG, PNG or PDF file.' },
    });
    const huge = await submit(
      Buffer.concat([PDF, Buffer.alloc(CERTIFICATION_DOCUMENT_MAX_BYTES - PDF.length)]),
    );
    expect(huge.status).toBe(413);
    expect(huge.body.message).toBe('The document must be smaller than 5MB.');
    expect(await state()).toBe('not_certified');
  });

  it('goes under certification, then the operator rejects with a reason', async () => {
    const sent = await submit(await QRCode.toBuffer('licence'));
    expect(sent.body.data).toMatchObject({
      state: 'under_certification',
      latest: { ...details, documentType: 'image/png', decidedAt: null, reason: null },
    });
    const profile = await call<Profile>(ctx.app, 'GET', '/v1/account/profile', { token });
    expect(profile.body.data.certificationState).toBe('under_certification');
    const again = await submit(PDF);
    expect(again.status).toBe(409);

    await expect(decide('--account', DEMO.email, '--reject')).rejects.toThrow(OpsUsageError);
    await decide('--account', DEMO.email, '--reject', '--reason', 'The licence is unreadable.');
    const failed = await call<Certification>(ctx.app, 'GET', '/v1/account/certification', {
      token,
    });
    expect(failed.body.data).toMatchObject({
      state: 'certification_failed',
      latest: { reason: 'The licence is unreadable.' },
    });
    await expect(decide('--account', DEMO.email, '--approve')).rejects.toThrow(/under review/);
  });

  it('takes a new submission after a failure; approval certifies the account', async () => {
    expect((await submit(PDF)).body.data.state).toBe('under_certification');
    await decide('--account', DEMO.email, '--approve');
    expect(await state()).toBe('certified');
    const basic = await call<{ certificationState: string }>(ctx.app, 'GET', '/v1/account/basic', {
      token,
    });
    expect(basic.body.data.certificationState).toBe('certified');
    expect((await submit(PDF)).status).toBe(409);
  });

  it('is the main account business only', async () => {
    const subToken = await signIn(ctx.app, DEMO.subEmail);
    const read = await call(ctx.app, 'GET', '/v1/account/certification', { token: subToken });
    expect([read.status, read.body.code]).toEqual([403, '403001']);
    await expect(decide('--account', DEMO.subEmail, '--approve')).rejects.toThrow(
      /no main account/,
    );
  });
});
