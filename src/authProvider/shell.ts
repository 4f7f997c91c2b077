import type { AuthProvider } from 'ra-core';
import { once } from '../dataProvider/deferred';
import { clearToken, readToken } from '../storage/token';

/**
 * The AuthProvider react-admin starts with. What needs no server — "is a token stored?",
 * signing out or listing permissions without one — is answered here, so a visitor on the
 * login page never downloads the API stack; everything else goes to the real provider
 * (createAuthProvider), loaded on first use.
 */
export function createAuthShell(load: () => Promise<AuthProvider>): AuthProvider {
  const live = once(load);
  let loaded = false;
  const real = () =>
    live().then((provider) => {
      loaded = true;
      return provider;
    });

  return {
    login: (params) => real().then((provider) => provider.login(params)),
    logout: async (params) => {
      if (readToken() || loaded) return (await real()).logout(params);
      clearToken();
    },
    checkAuth: async () => {
      // message: false — no "please sign in" toast on a first visit
      if (!readToken()) throw { message: false };
    },
    checkError: (error) => real().then((provider) => provider.checkError(error)),
    getPermissions: async (params) => (readToken() ? (await real()).getPermissions?.(params) : []),
    getIdentity: async () => {
      const provider = await real();
      if (!provider.getIdentity) throw new Error('no identity');
      return provider.getIdentity();
    },
  };
}
