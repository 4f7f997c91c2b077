import { http as mock, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { decodeCredential, encodeCredential } from '../../contract/credentials';
import { flattenMenus, menusFor, menusForMain } from '../../contract/menus';
import { RESOURCES } from '../../src/resources/registry';
import { TOKEN_KEY } from '../../contract/constants';
import { createAuthProvider } from '../../src/authProvider/createAuthProvider';
import { createAuthShell } from '../../src/authProvider/shell';
import { createSessionStore } from '../../src/session/store';
import { readToken, writeToken } from '../../src/storage/token';
import { api, createStack, envelope, resetBrowser, sleep, useMsw } from './support/api';

const server = useMsw();
beforeEach(() => resetBrowser('/control/login'));

const baseInfo = {
  id: 'acc-1',
  email: 'demo@example.com',
  phone: '+8613800000000',
  name: 'Demo',
  corporateName: null,
  accountType: 'corporate',
  isMain: true,
  mainAccountId: 'acc-1',
  roleName: null,
  permissionGroups: ['order', 'bill', 'apiKey', 'account'],
  certificationState: 'certified',
  wallet: { balance: '1234.50', creditLimit: '0.00', availableLimit: '1234.50' },
  createdAt: '2024-01-01T00:00:00.000Z',
};

function setup() {
  const stack = createStack();
  const session = createSessionStore(stack.globals, 'gid');
  const auth = createAuthProvider({
    call: stack.call,
    globals: stack.globals,
    session,
    forcedLogout: stack.forcedLogout,
    encode: async (plain) => encodeCredential(plain),
  });
  return { ...stack, session, auth };
}

describe('login', () => {
  it('sends the encoded password and keeps the token in localStorage, sessionStorage and a cookie', async () => {
    let body: { account?: string; password?: string } = {};
    server.use(
      mock.post(api('/v1/user/login'), async ({ request }) => {
        body = (await request.json()) as typeof body;
        return HttpResponse.json(
          envelope({ token: 'tok-42', expiresAt: '2030-01-01T00:00:00.000Z' }),
        );
      }),
    );
    const { auth } = setup();
    await auth.login({ account: ' demo@example.com ', password: 'Demo@12345' });
    expect(body.account).toBe('demo@example.com');
    expect(body.password).not.toBe('Demo@12345');
    expect(decodeCredential(body.password ?? '')).toBe('Demo@12345');
    expect(window.localStorage.getItem(TOKEN_KEY)).toBe('tok-42');
    expect(window.sessionStorage.getItem(TOKEN_KEY)).toBe('tok-42');
    expect(document.cookie).toContain(`${TOKEN_KEY}=tok-42`);
    await expect(auth.checkAuth()).resolves.toBeUndefined();
  });

  it('a wrong password rejects with the server message and stores nothing', async () => {
    server.use(
      mock.post(api('/v1/user/login'), () =>
        HttpResponse.json(envelope(null, '401001', 'The account or password is incorrect.'), {
          status: 401,
        }),
      ),
    );
    const { auth, toasts, redirects } = setup();
    await expect(auth.login({ account: 'demo@example.com', password: 'x' })).rejects.toMatchObject({
      code: '401001',
    });
    expect(readToken()).toBeNull();
    expect(toasts).toEqual(['The account or password is incorrect.']);
    expect(redirects).toEqual([]);
  });
});

describe('session checks', () => {
  it('checkAuth: signed in while a token is stored', async () => {
    const { auth } = setup();
    await expect(auth.checkAuth()).rejects.toEqual({ message: false });
    writeToken('tok');
    await expect(auth.checkAuth()).resolves.toBeUndefined();
  });

  it('checkError: 501/502 sign out once, 403 and others keep the session', async () => {
    resetBrowser('/control/billing/order');
    writeToken('tok');
    const { auth, redirects } = setup();
    await expect(
      auth.checkError({ status: 403, body: { code: '403001' } }),
    ).resolves.toBeUndefined();
    await expect(
      auth.checkError({ status: 500, body: { code: '500001' } }),
    ).resolves.toBeUndefined();
    expect(readToken()).toBe('tok');
    await expect(auth.checkError({ status: 401, body: { code: '501' } })).rejects.toEqual({
      logoutUser: false,
      message: false,
    });
    await expect(auth.checkError({ status: 401, body: { code: '502' } })).rejects.toEqual({
      logoutUser: false,
      message: false,
    });
    expect(readToken()).toBeNull();
    await sleep(600);
    expect(redirects.map((r) => r.url)).toEqual(['/control/login']);
  });

  it('logout revokes the session on the server and clears the token', async () => {
    writeToken('tok');
    let revokedWith: string | null = null;
    server.use(
      mock.post(api('/v1/user/logout'), ({ request }) => {
        revokedWith = request.headers.get('token');
        return HttpResponse.json(envelope(null));
      }),
    );
    const { auth } = setup();
    await auth.logout();
    expect(revokedWith).toBe('tok');
    expect(readToken()).toBeNull();
    expect(document.cookie).not.toContain(`${TOKEN_KEY}=`);
  });
});

describe('permissions', () => {
  it('are the menus flattened with their children, kept in the session', async () => {
    writeToken('tok');
    const menus = menusFor(['order'], false, RESOURCES);
    server.use(
      mock.get(api('/v1/account/authority/menus'), () => HttpResponse.json(envelope(menus))),
    );
    const { auth, session } = setup();
    const permissions = await auth.getPermissions();
    expect(permissions).toEqual(flattenMenus(menus));
    expect(permissions.map((p: { key: string }) => p.key)).toContain('order');
    expect(permissions.map((p: { key: string }) => p.key)).not.toContain('bill');
    expect(session.getState().menus).toEqual(menus);
    expect(session.getState().permissions).toEqual(permissions);
  });

  it('are empty, with the menus, when the call fails', async () => {
    writeToken('tok');
    server.use(
      mock.get(api('/v1/account/authority/menus'), () =>
        HttpResponse.json(envelope(null, '500001', 'down')),
      ),
    );
    const { auth, session, toasts } = setup();
    session.set({
      menus: menusForMain(RESOURCES),
      permissions: flattenMenus(menusForMain(RESOURCES)),
    });
    expect(await auth.getPermissions()).toEqual([]);
    expect(session.getState().menus).toEqual({});
    expect(session.getState().permissions).toEqual([]);
    expect(toasts).toEqual([]);
  });

  it('are fetched again after every sign-in (nothing of the previous user is kept)', async () => {
    let calls = 0;
    server.use(
      mock.post(api('/v1/user/login'), () =>
        HttpResponse.json(
          envelope({ token: `tok-${calls}`, expiresAt: '2030-01-01T00:00:00.000Z' }),
        ),
      ),
      mock.get(api('/v1/account/authority/menus'), () => {
        calls += 1;
        return HttpResponse.json(
          envelope(calls === 1 ? menusForMain(RESOURCES) : menusFor([], false, RESOURCES)),
        );
      }),
    );
    const { auth, session } = setup();
    await auth.login({ account: 'a@example.com', password: 'p' });
    expect((await auth.getPermissions()).length).toBe(flattenMenus(menusForMain(RESOURCES)).length);
    await auth.login({ account: 'b@example.com', password: 'p' });
    expect(session.getState().permissions).toEqual([]);
    expect(await auth.getPermissions()).toEqual(flattenMenus(menusFor([], false, RESOURCES)));
    expect(calls).toBe(2);
  });

  it('are not asked for without a token (the server would answer 501)', async () => {
    const { auth, redirects } = setup();
    expect(await auth.getPermissions()).toEqual([]);
    expect(redirects).toEqual([]);
  });
});

describe('identity', () => {
  it('comes from /v1/account/basic, fetched once for concurrent callers', async () => {
    writeToken('tok');
    let calls = 0;
    server.use(
      mock.get(api('/v1/account/basic'), () => {
        calls += 1;
        return HttpResponse.json(envelope(baseInfo));
      }),
    );
    const { auth, session } = setup();
    const [a, b] = await Promise.all([auth.getIdentity(), auth.getIdentity()]);
    expect(a).toEqual({ id: 'acc-1', fullName: 'Demo' });
    expect(b).toEqual(a);
    expect(calls).toBe(1);
    expect(session.getState().baseInfo).toEqual(baseInfo);
  });
});

describe('the auth shell react-admin starts with', () => {
  it('answers signed-out questions without loading the API stack', async () => {
    let loads = 0;
    const shell = createAuthShell(async () => {
      loads += 1;
      return setup().auth;
    });
    await expect(shell.checkAuth({})).rejects.toEqual({ message: false });
    expect(await shell.getPermissions!({})).toEqual([]);
    await shell.logout({});
    expect(loads).toBe(0);
  });

  it('hands everything else to the real provider, loaded once', async () => {
    writeToken('tok');
    server.use(
      mock.get(api('/v1/account/authority/menus'), () =>
        HttpResponse.json(envelope(menusForMain(RESOURCES))),
      ),
    );
    let loads = 0;
    const real = setup().auth;
    const shell = createAuthShell(async () => {
      loads += 1;
      return real;
    });
    await expect(shell.checkAuth({})).resolves.toBeUndefined();
    expect(await shell.getPermissions!({})).toEqual(flattenMenus(menusForMain(RESOURCES)));
    await shell.checkError({ status: 500 });
    expect(loads).toBe(1);
  });

  it('starts the menus call early and hands it to the first getPermissions', async () => {
    writeToken('tok');
    let menusCalls = 0;
    server.use(
      mock.get(api('/v1/account/authority/menus'), () => {
        menusCalls += 1;
        return HttpResponse.json(envelope(menusForMain(RESOURCES)));
      }),
    );
    const real = setup().auth;
    const shell = createAuthShell(async () => real);
    shell.preloadPermissions();
    expect(await shell.getPermissions!({})).toEqual(flattenMenus(menusForMain(RESOURCES)));
    expect(menusCalls).toBe(1);
    // later questions (after a sign-in, say) ask the server again
    await shell.getPermissions!({});
    expect(menusCalls).toBe(2);
  });

  it('starts nothing early without a token', async () => {
    let loads = 0;
    const shell = createAuthShell(async () => {
      loads += 1;
      return setup().auth;
    });
    shell.preloadPermissions();
    expect(await shell.getPermissions!({})).toEqual([]);
    expect(loads).toBe(0);
  });
});
