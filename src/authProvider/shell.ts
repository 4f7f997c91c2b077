import type { AuthProvider } from 'ra-core';
import { once } from '../dataProvider/deferred';
import { clearToken, readToken } from '../storage/token';

/**
 * The AuthProvider react-admin starts with. What needs no server — "is a token stored?",
 * signing out or listing permissions without one — is answered here, so a visitor on the
 * login page never downloads the API stack; everything else goes to the real provider
 * (createAuthProvider), loaded on first use.
 */
export function createAuthShell(
  load: () => Promise<AuthProvider>,
): AuthProvider & { preloadPermissions(): void } {
  const live = once(load);
  let loaded = false;
  // the menus call started by preloadPermissions, handed to the first getPermissions
  let early: Promise<unknown> | undefined;
  const real = () =>
    live().then((provider) => {
      loaded = true;
      return provider;
    });

  return {
    login: (params) => {
      // an answer started for an earlier session never reaches a new one
      early = undefined;
      return real().then((provider) => provider.login(params));
    },
    logout: async (params) => {
      early = undefined;
      if (readToken() || loaded) return (await real()).logout(params);
      clearToken();
    },
    checkAuth: async () => {
      // message: false — no "please sign in" toast on a first visit
      if (!readToken()) throw { message: false };
    },
    checkError: (error) => real().then((provider) => provider.checkError(error)),
    getPermissions: async (params) => {
      if (!readToken()) return [];
      const started = early;
      early = undefined;
      return started ?? (await real()).getPermissions?.(params);
    },
    /**
     * Signed in at start, asks for the menus as soon as the provider is loaded: home and
     * the layout wait on them, and react-admin would ask only once its layout renders.
     */
    preloadPermissions() {
      if (!readToken()) return;
      early = real().then((provider) => provider.getPermissions?.({}));
      // a failure reaches react-admin through getPermissions, as it would have
      early.catch(() => undefined);
    },
    getIdentity: async () => {
      const provider = await real();
      if (!provider.getIdentity) throw new Error('no identity');
      return provider.getIdentity();
    },
  };
}
