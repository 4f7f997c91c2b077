import { importChunk } from './errors/chunkLoad';
import { createAuthShell } from './authProvider/shell';
import { deferDataProvider } from './dataProvider/deferred';

/**
 * The providers react-admin starts with. Their implementations (axios, the contract's
 * schemas, the resource definitions) are chunks loaded on first use, so the login
 * page's entry holds only react-admin itself and the sign-in form.
 */
export const authProvider = createAuthShell(() =>
  importChunk(() => import('./authProvider').then((m) => m.authProvider), 'authProvider'),
);

/** The data provider serves the resources' calls: the registry is handed to it here. */
export const dataProvider = deferDataProvider(() =>
  importChunk(
    () =>
      Promise.all([import('./dataProvider'), import('./resources/registry')]).then(
        ([stack, registry]) => stack.dataProviderFor(registry.RESOURCE_APIS),
      ),
    'dataProvider',
  ),
);

/** Fetches the providers' implementations, which a signed-in start needs at once. */
export const preloadProviders = () =>
  Promise.all([import('./authProvider'), import('./dataProvider'), import('./resources/registry')]);

/** Fetches what signing in needs (the API stack and the credential cipher) ahead of the click. */
export function preloadSignIn(): void {
  void import('./authProvider');
  void import('../contract/credentials');
}
