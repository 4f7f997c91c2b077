import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Role, SubAccount } from '../../contract';
import { backends, call, signIn, startApp, type TestContext } from './harness';
import { CUSTOM_PASSWORD, makeRole, makeSub } from './users.fixtures';

type Page = { list: Role[]; total: number };

describe.each(backends())('roles on %s', (backend) => {
  let ctx: TestContext;
  let token: string;
  const fields = (data: unknown) => (data as { fields: Record<string, string> }).fields;

  beforeAll(async () => {
    ctx = await startApp(backend);
    token = await signIn(ctx.app);
  });
  afterAll(() => ctx.close());

  it('creates, reads, lists and edits a role with its permission groups', async () => {
    const created = await call<Role>(ctx.app, 'POST', '/v1/roles', {
      token,
      body: { name: ' Support ', permissions: ['order', 'apiKey'] },
    });
    expect(created.body.data).toMatchObject({
      name: 'Support',
      permissions: ['order', 'apiKey'],
      accountCount: 0,
    });
    const id = created.body.data.id;
    const edited = await call<Role>(ctx.app, 'PUT', `/v1/roles/${id}`, {
      token,
      body: { name: 'Support desk', permissions: ['bill'] },
    });
    expect(edited.body.data).toMatchObject({ name: 'Support desk', permissions: ['bill'] });
    const read = await call<Role>(ctx.app, 'GET', `/v1/roles/${id}`, { token });
    expect(read.body.data).toEqual(edited.body.data);
    const list = await call<Page>(ctx.app, 'GET', '/v1/roles?sort=name&order=asc', { token });
    const names = list.body.data.list.map((role) => role.name);
    expect(names).toEqual(expect.arrayContaining(['Finance', 'Support desk']));
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
    const found = await call<Page>(ctx.app, 'GET', '/v1/roles?name=DESK', { token });
    expect(found.body.data.list.map((role) => role.id)).toEqual([id]);
  });

  it('requires a name, unique in the account regardless of case, without emoji', async () => {
    const empty = await call(ctx.app, 'POST', '/v1/roles', {
      token,
      body: { name: '  ', permissions: [] },
    });
    expect(empty.status).toBe(400);
    expect(fields(empty.body.data).name).toBe('Required');
    const dup = await call(ctx.app, 'POST', '/v1/roles', {
      token,
      body: { name: 'FINANCE', permissions: [] },
    });
    expect(dup.status).toBe(409);
    expect(dup.body.message).toBe('A role with this name already exists.');
    const zh = await call(ctx.app, 'POST', '/v1/roles', {
      token,
      language: 'zh-CN',
      body: { name: 'finance', permissions: [] },
    });
    expect(zh.body.message).toBe('已存在同名角色。');
    const emoji = await call(ctx.app, 'POST', '/v1/roles', {
      token,
      body: { name: 'Ops 🔥', permissions: [] },
    });
    expect(fields(emoji.body.data).name).toBe('Emoji are not allowed here.');
    const long = await call(ctx.app, 'POST', '/v1/roles', {
      token,
      body: { name: 'x'.repeat(33), permissions: [] },
    });
    expect(long.status).toBe(400);
    const badGroup = await call(ctx.app, 'POST', '/v1/roles', {
      token,
      body: { name: 'Root', permissions: ['root'] },
    });
    expect(badGroup.status).toBe(400);
    const twice = await call(ctx.app, 'POST', '/v1/roles', {
      token,
      body: { name: 'Twice', permissions: ['bill', 'bill'] },
    });
    expect(twice.status).toBe(400);
    const other = await makeRole(ctx.app, token, []);
    const rename = await call(ctx.app, 'PUT', `/v1/roles/${other.id}`, {
      token,
      body: { name: 'Finance', permissions: [] },
    });
    expect(rename.status).toBe(409);
  });

  it('applies a changed role to its holders on their very next call', async () => {
    const role = await makeRole(ctx.app, token, ['order']);
    const sub = await makeSub(ctx.app, token, role.id);
    const subToken = await signIn(ctx.app, sub.email, CUSTOM_PASSWORD);
    expect((await call(ctx.app, 'GET', '/v1/orders', { token: subToken })).status).toBe(200);
    await call(ctx.app, 'PUT', `/v1/roles/${role.id}`, {
      token,
      body: { name: role.name, permissions: ['bill'] },
    });
    expect((await call(ctx.app, 'GET', '/v1/orders', { token: subToken })).status).toBe(403);
  });

  it('refuses to delete a role in use, and deletes it after reassigning its holders', async () => {
    const role = await makeRole(ctx.app, token, ['order']);
    const target = await makeRole(ctx.app, token, ['bill']);
    const a = await makeSub(ctx.app, token, role.id);
    const b = await makeSub(ctx.app, token, role.id);
    const counted = await call<Role>(ctx.app, 'GET', `/v1/roles/${role.id}`, { token });
    expect(counted.body.data.accountCount).toBe(2);

    const refused = await call(ctx.app, 'DELETE', `/v1/roles/${role.id}`, { token });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(
      'This role is held by 2 sub-account(s). Move them to another role first.',
    );
    expect((await call(ctx.app, 'GET', `/v1/roles/${role.id}`, { token })).status).toBe(200);

    const toSelf = await call(ctx.app, 'DELETE', `/v1/roles/${role.id}?reassignTo=${role.id}`, {
      token,
    });
    expect(toSelf.status).toBe(400);
    const toNowhere = await call(ctx.app, 'DELETE', `/v1/roles/${role.id}?reassignTo=missing`, {
      token,
    });
    expect(toNowhere.status).toBe(400);
    expect(toNowhere.body.message).toBe('The role was not found.');

    const done = await call<{ reassigned: number }>(
      ctx.app,
      'DELETE',
      `/v1/roles/${role.id}?reassignTo=${target.id}`,
      {
        token,
      },
    );
    expect(done.body.data.reassigned).toBe(2);
    expect((await call(ctx.app, 'GET', `/v1/roles/${role.id}`, { token })).status).toBe(404);
    for (const sub of [a, b]) {
      const read = await call<SubAccount>(ctx.app, 'GET', `/v1/sub-accounts/${sub.id}`, { token });
      expect(read.body.data).toMatchObject({ roleId: target.id, roleName: target.name });
    }
    const unused = await makeRole(ctx.app, token, []);
    expect((await call(ctx.app, 'DELETE', `/v1/roles/${unused.id}`, { token })).body.code).toBe(
      '000000',
    );
  });
});
