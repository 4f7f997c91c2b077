import { RESOURCE_APIS } from '../resources/registry';
import { createDataProvider } from './createDataProvider';
import { call } from './stack';

/**
 * The console's one HTTP stack (stack.ts); pages use `call`, `download` and `globals` from
 * here. Loaded after the login page (see providers.ts), so axios and the contract's schemas
 * stay out of the entry.
 */
export { call, download, forcedLogout, globals, http } from './stack';

/** The react-admin data provider over every resource's contract calls. */
export const dataProvider = createDataProvider(call, RESOURCE_APIS);

export { ApiError, errorCode } from './ApiError';
