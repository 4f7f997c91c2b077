import type { DataProvider } from 'ra-core';
import { createDataProvider, type ResourceApi } from './createDataProvider';
import { call } from './stack';

/**
 * The console's one HTTP stack (stack.ts); pages use `call`, `download` and `globals` from
 * here. Loaded after the login page (see providers.ts), so axios and the contract's schemas
 * stay out of the entry.
 */
export { call, download, forcedLogout, globals, http } from './stack';

/**
 * The react-admin data provider over the resources' contract calls, by resource name. The
 * resources are handed in by whoever composes the app (providers.ts): they use this stack.
 */
export const dataProviderFor = (resources: Record<string, ResourceApi>): DataProvider =>
  createDataProvider(call, resources);

export { ApiError, errorCode } from './ApiError';
