import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ALL_PERMISSION_GROUPS,
  flattenMenus,
  type Menus,
  type PermissionGroup,
} from '../../contract';
import { openSession } from '../../server/http/session';
import { DECLARED_RESOURCES } from '../../server/modules/registry';
import { backends, call, signIn, startApp, type TestContext } from './harness';
import { makeRole, makeSub } from './users.fixtures';

/**
 * The menu entries each group adds for a sub-account (spec: menus follow permissions), and
 * those of the declared resources by their declared group.
 */
const MENU_KEYS: Record<PermissionGroup, string[]> = {
  order: [],
  bill: ['topUp', 'usage'],
  apiKey: [],
  account: ['users'],
  messages: [],
};
for (const resource of DECLARED_RESOURCES)
  if (resource.menu && resource.permission) MENU_KEYS[resource.permission].push(resource.menu.key);

/**
 * The permission matrix, written down independently of the routes' own declarations: the
 * group each API area needs (null: any signed-in account). A route outside every area fails
 * the test until its group is decided here.
 */
const EXPECTED: [RegExp, PermissionGroup | null][] = [
  [/^\/v1\/(sub-accounts|roles|audit-log)(\/|$)/, 'account'],
  [/^\/v1\/orders(\/|$)/, 'order'],
  [/^\/v1\/(bills?|bill-details|invoices?|wallet|top-?ups?|payments?|usage)(\/|$)/, 'bill'],
  [/^\/v1\/(api-keys?|callbacks?)(\/|$)/, 'apiKey'],
  [/^\/v1\/messages(\/|$)/, 'messages'],
  [/^\/v1\/products\/spend$/, 'bill'],
  [/^\/v1\/(notices|account|product|products|pricing|user)(\/|$)/, null],
];

/** Each declared resource's calls need its declared group. */
const DECLARED_GROUPS = new Map(
  DECLARED_RESOURCES.flatMap((resource) =>
    Object.values(resource.api).flatMap((call) => (call ? [[call.path, resource.permission]] : [])),
  ),
);

const expectedGroup = (url: string) => {
  const path = url.replace(/^\/om\/api/, '');
  const declared = DECLARED_GROUPS.get(path);
  if (declared !== undefined) return declared;
  const area = EXPECTED.find(([pattern]) => pattern.test(path));
  if (!area) throw new Error(`${url}: add its permission group to EXPECTED`);
  return area[1];
};

describe.each(backends())('permission enforcement on every route on %s', (backend) => {
  let ctx: TestContext;
  let token: string;
  /** One sub-account per single group, and one whose role grants nothing. */
  const subs: { groups: PermissionGroup[]; id: string }[] = [];
  const sessionOf = async (accountId: string) =>
    (await openSession(ctx.db, accountId, 60_000)).token;

  beforeAll(async () => {
    ctx = await startApp(backend);
    token = await signIn(ctx.app);
    for (const groups of [[], ...ALL_PERMISSION_GROUPS.map((g) => [g])] as PermissionGroup[][]) {
      const role = await makeRole(ctx.app, token, groups);
      subs.push({ groups, id: (await makeSub(ctx.app, token, role.id)).id });
    }
  });
  afterAll(() => ctx.close());

  const apiRoutes = () => ctx.app.routeTable.filter((r) => r.url.startsWith('/om/api/'));
  const fill = (url: string) => url.replace(/:\w+/g, '0000000000000000nothere');
  const hit = async (method: string, url: string, sessionToken?: string) => {
    const response = await ctx.app.inject({
      method: method as 'GET',
      url: fill(url),
      headers: sessionToken ? { token: sessionToken } : {},
      ...(method === 'POST' || method === 'PUT' ? { payload: {} } : {}),
    });
    // 204 (an answer with nothing in it, no avatar) and a file are successes
    const json = String(response.headers['content-type']).startsWith('application/json');
    const code =
      response.statusCode === 204 || (response.statusCode === 200 && !json)
        ? '000000'
        : (response.json() as { code: string }).code;
    return { status: response.statusCode, code };
  };

  it('declares a guard on every API route; only the sign-in family and the reference are public', () => {
    const routes = apiRoutes();
    expect(routes.length).toBeGreaterThan(20);
    for (const r of routes) {
      expect(r.guard, `${r.method} ${r.url}`).not.toBeNull();
      if (!r.guard?.auth)
        expect(r.url, 'public route').toMatch(/^\/om\/api\/(v1\/user\/|openapi\.json$)/);
    }
    for (const r of routes.filter((route) => route.guard?.auth)) {
      expect(r.guard?.permission ?? null, `${r.method} ${r.url}`).toBe(expectedGroup(r.url));
    }
  });

  it('answers 501 on every guarded route without a session', async () => {
    for (const r of apiRoutes().filter((route) => route.guard?.auth)) {
      const { status, code } = await hit(r.method, r.url);
      expect([status, code], `${r.method} ${r.url}`).toEqual([401, '501']);
    }
  });

  it('allows each group exactly its routes and refuses the rest with 403001', async () => {
    const routes = apiRoutes().filter((r) => r.guard?.auth);
    for (const sub of subs) {
      for (const r of routes) {
        const group = expectedGroup(r.url);
        const allowed = (!group || sub.groups.includes(group)) && !r.guard?.mainOnly;
        // A fresh session per call: some allowed calls (sign-out) end the one they use.
        const { status, code } = await hit(r.method, r.url, await sessionOf(sub.id));
        const label = `[${sub.groups.join(',')}] ${r.method} ${r.url} → ${status} ${code}`;
        if (allowed) {
          expect(status, label).not.toBe(403);
          expect(status, label).toBeLessThan(500);
        } else {
          expect([status, code], label).toEqual([403, '403001']);
        }
      }
    }
  });

  it('gives the main account every route', async () => {
    for (const r of apiRoutes().filter((route) => route.guard?.auth)) {
      const { status } = await hit(r.method, r.url, await sessionOf(await mainId()));
      expect(status, `${r.method} ${r.url}`).not.toBe(403);
    }
  });

  it('cuts the menus response to the same groups', async () => {
    for (const sub of subs) {
      const { body } = await call<Menus>(ctx.app, 'GET', '/v1/account/authority/menus', {
        token: await sessionOf(sub.id),
      });
      const keys = flattenMenus(body.data).map((item) => item.key);
      for (const group of ALL_PERMISSION_GROUPS) {
        for (const key of MENU_KEYS[group]) {
          expect(keys.includes(key), `[${sub.groups}] ${key}`).toBe(sub.groups.includes(group));
        }
      }
      expect(keys).toEqual(expect.arrayContaining(['home', 'info', 'notice', 'pricing']));
    }
  });

  async function mainId() {
    const row = await ctx.db.kysely
      .selectFrom('accounts')
      .select('id')
      .where('email', '=', 'demo@example.com')
      .executeTakeFirstOrThrow();
    return row.id;
  }
});
