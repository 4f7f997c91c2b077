import { http as mock, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { decodeCredential, encodeCredential } from '../../contract/credentials';
import { TOKEN_KEY } from '../../contract/constants';
import { createAuthProvider } from '../../src/authProvider/createAuthProvider';
import { createSessionStore } from '../../src/session/store';
import { readToken } from '../../src/storage/token';
import { api, createStack, envelope, resetBrowser, useMsw } from './support/api';

const server = useMsw();
beforeEach(() => resetBrowser('/control/login'));

function setup() {
  const stack = createStack();
  const auth = createAuthProvider({
    call: stack.call,
    globals: stack.globals,
    session: createSessionStore(stack.globals, 'gid'),
    forcedLogout: stack.forcedLogout,
    encode: async (plain) => encodeCredential(plain),
  });
  return { ...stack, auth };
}

const session = envelope({ token: 'tok-7', expiresAt: '2030-01-01T00:00:00.000Z' });

describe('the sign-in ways of the auth provider', () => {
  it('signs in with a code: the code travels encoded, the token is kept', async () => {
    let body: { account?: string; code?: string } = {};
    server.use(
      mock.post(api('/v1/user/login/code'), async ({ request }) => {
        body = (await request.json()) as typeof body;
        return HttpResponse.json(session);
      }),
    );
    await setup().auth.login({ way: 'code', account: ' a@example.com ', code: ' 012345 ' });
    expect(body.account).toBe('a@example.com');
    expect(body.code).not.toContain('012345');
    expect(decodeCredential(body.code ?? '')).toBe('012345');
    expect(window.localStorage.getItem(TOKEN_KEY)).toBe('tok-7');
  });

  it('signs in with a Google ID token as it is', async () => {
    let body: { credential?: string } = {};
    server.use(
      mock.post(api('/v1/user/login/google'), async ({ request }) => {
        body = (await request.json()) as typeof body;
        return HttpResponse.json(session);
      }),
    );
    await setup().auth.login({ way: 'google', credential: 'header.payload.signature' });
    expect(body.credential).toBe('header.payload.signature');
    expect(readToken()).toBe('tok-7');
  });

  it('an unknown Google account rejects with the server message, signs nothing in or out', async () => {
    const message = 'No account is linked to this Google account.';
    server.use(
      mock.post(api('/v1/user/login/google'), () =>
        HttpResponse.json(envelope(null, '404001', message), { status: 404 }),
      ),
    );
    const { auth, toasts, redirects } = setup();
    await expect(auth.login({ way: 'google', credential: 'x.y.z' })).rejects.toMatchObject({
      code: '404001',
    });
    expect(readToken()).toBeNull();
    expect(toasts).toEqual([message]);
    expect(redirects).toEqual([]);
  });
});
