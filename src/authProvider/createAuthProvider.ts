import type { AuthProvider } from 'ra-core';
import { logout } from '../../contract/auth';
import { Codes, FORCED_LOGOUT_CODES } from '../../contract/codes';
import { flattenMenus, type MenuItem } from '../../contract/menus';
import { verifySecondFactor, type SignInAnswer } from '../../contract/secondFactor';
import type { SecondFactorAnswer, SecondFactorRequired } from './secondFactorSignal';
import type { Caller } from '../dataProvider/callApi';
import { errorCode } from '../dataProvider/ApiError';
import type { ForcedLogout } from '../dataProvider/forcedLogout';
import type { GlobalCalls } from '../dataProvider/globalCalls';
import type { SessionStore } from '../session/store';
import { clearToken, readToken, writeToken } from '../storage/token';
import { signInCall, type Credentials } from './signInWays';

export interface AuthDeps {
  call: Caller;
  globals: GlobalCalls;
  session: SessionStore;
  forcedLogout: ForcedLogout;
  /** Encodes a credential for the wire (spec section 7). */
  encode: (plain: string) => Promise<string>;
}

export type { Credentials } from './signInWays';

/** Keeps the session a sign-in answered, or hands its second step to the login page. */
function signedIn(session: SessionStore, answer: SignInAnswer) {
  if ('secondFactor' in answer) {
    throw { secondFactor: answer.secondFactor, message: false } satisfies SecondFactorRequired;
  }
  session.reset();
  writeToken(answer.token);
}

const statusOf = (error: unknown): number | undefined =>
  typeof error === 'object' && error !== null && 'status' in error
    ? Number((error as { status: unknown }).status)
    : undefined;

/**
 * The react-admin AuthProvider: token in three places (see storage/token), the session
 * as long as a token is stored, 501/502 sign out once (403 keeps the session: the page
 * shows "no access"), permissions are the menus flattened with their children.
 */
export function createAuthProvider(deps: AuthDeps) {
  const { call, globals, session, forcedLogout, encode } = deps;
  return {
    async login(params: Credentials | SecondFactorAnswer) {
      // password, code or Google (signInWays.ts), or the second step; a failed sign-in
      // never signs out
      const answer =
        'challenge' in params
          ? await call(verifySecondFactor, {
              body: { ...params, code: await encode(params.code) },
              skipForcedLogout: true,
            })
          : await signInCall(call, encode, params);
      signedIn(session, answer);
    },
    async logout() {
      if (readToken()) {
        await call(logout, { silent: true, skipForcedLogout: true }).catch(() => undefined);
      }
      clearToken();
      session.reset();
    },
    async checkAuth() {
      // message: false — no "please sign in" toast on a first visit
      if (!readToken()) throw { message: false };
    },
    async checkError(error: unknown) {
      const code = errorCode(error);
      if (code && FORCED_LOGOUT_CODES.includes(code) && forcedLogout.trigger()) {
        // the forced logout already clears and redirects: react-admin must not do it twice
        throw { logoutUser: false, message: false };
      }
      // 403 and everything else keep the session; the page shows the error
      if (code === Codes.forbidden || statusOf(error) === 403) return;
    },
    async getPermissions(): Promise<MenuItem[]> {
      // signed out: nothing to ask the server (it would answer 501 and sign out again)
      if (!readToken()) return [];
      const menus = await globals.menus();
      const permissions = flattenMenus(menus);
      session.set({ menus, permissions });
      return permissions;
    },
    async getIdentity() {
      const info = await session.loadBaseInfo();
      if (!info) throw new Error('no account information');
      return { id: info.id, fullName: info.name };
    },
  } satisfies AuthProvider;
}
