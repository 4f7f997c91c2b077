import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MessageTemplate } from '../../contract/messageTemplates';
import { backends, call, signIn, startApp, type TestContext } from './harness';

const OPERATOR = 'operator-secret-for-the-template-tests';
const BODY = 'Hi {{1}}, your order {{2}} ships today. Thanks, {{1}}!';

describe.each(backends())('WhatsApp message templates on %s', (backend) => {
  let ctx: TestContext;
  let token: string;
  beforeAll(async () => {
    ctx = await startApp(backend, { env: { OPERATOR_TOKEN: OPERATOR } });
    token = await signIn(ctx.app);
  });
  afterAll(() => ctx.close());

  const submit = (body: unknown) =>
    call<MessageTemplate>(ctx.app, 'POST', '/v1/message-templates', { token, body });
  const total = async () =>
    (await call<{ total: number }>(ctx.app, 'GET', '/v1/message-templates', { token })).body.data
      .total;

  it('submits a template for review and lets an operator approve it', async () => {
    const sent = await submit({
      name: 'order_shipped',
      language: 'en_US',
      category: 'utility',
      body: BODY,
    });
    expect(sent.body.data).toMatchObject({ name: 'order_shipped', status: 'pending', body: BODY });
    // the same name in another language is another template
    const spanish = await submit({
      name: 'order_shipped',
      language: 'es',
      category: 'utility',
      body: 'Hola {{1}}',
    });
    expect(spanish.status).toBe(200);
    const reviewed = await ctx.app.inject({
      method: 'POST',
      url: `/om/internal/v1/message-templates/${sent.body.data.id}/review`,
      headers: { authorization: `Bearer ${OPERATOR}` },
      payload: { status: 'approved' },
    });
    expect(reviewed.json()).toMatchObject({ data: { status: 'approved' } });
    const approved = await call<{ list: MessageTemplate[] }>(
      ctx.app,
      'GET',
      '/v1/message-templates?status=approved&language=en_US',
      { token },
    );
    expect(approved.body.data.list.map((row) => row.id)).toEqual([sent.body.data.id]);
  });

  it('refuses placeholders out of order, bad names and a name twice in one language', async () => {
    const before = await total();
    const valid = { name: 'welcome', language: 'en_US', category: 'marketing', body: 'Hi {{1}}' };
    for (const body of [
      { ...valid, body: 'Hi {{2}}' },
      { ...valid, body: 'Hi {{1}} and {{3}}' },
      { ...valid, body: 'Hi {{name}}' },
      { ...valid, body: 'Hi {{0}}' },
      { ...valid, body: '   ' },
      { ...valid, body: 'x'.repeat(1025) },
      { ...valid, name: 'Welcome Offer' },
      { ...valid, name: '../welcome' },
      { ...valid, category: 'spam' },
      { ...valid, language: 'xx' },
    ]) {
      const refused = await submit(body);
      expect([refused.status, refused.body.code], JSON.stringify(body)).toEqual([400, '400001']);
    }
    const gap = await submit({ ...valid, body: 'Hi {{1}} and {{3}}' });
    expect(gap.body.data).toEqual({
      fields: { body: 'Number the placeholders {{1}}, {{2}}… in order, each at least once.' },
    });
    expect(await total()).toBe(before);
    expect((await submit(valid)).status).toBe(200);
    const twice = await submit({ ...valid, body: 'Hello {{1}}' });
    expect([twice.status, twice.body.code]).toEqual([409, '409001']);
    expect(await total()).toBe(before + 1);
  });
});
