import { readLanguage } from '../i18n/language';
import { readToken } from '../storage/token';
import { DEFAULT_GOOGLE_CLIENT_ID } from '../config';
import { createCaller } from './callApi';
import { createDownloader } from './download';
import { createForcedLogout } from './forcedLogout';
import { createGlobalCalls } from './globalCalls';
import { createHttpClient } from './http';
import { RESOURCE_APIS } from '../resources/registry';
import { createDataProvider } from './createDataProvider';
import { toastBus } from './toasts';

/**
 * The console's one HTTP stack; pages use `call`, `download` and `globals` from here.
 * Loaded after the login page (see providers.ts), so axios and the contract's schemas
 * stay out of the entry.
 */
export const forcedLogout = createForcedLogout();
export const http = createHttpClient({
  getToken: readToken,
  getLanguage: readLanguage,
  notify: toastBus.emit,
  forcedLogout,
});
export const call = createCaller(http);
export const download = createDownloader(http);
export const globals = createGlobalCalls(call, DEFAULT_GOOGLE_CLIENT_ID);

/** The react-admin data provider over every resource's contract calls. */
export const dataProvider = createDataProvider(call, RESOURCE_APIS);

export { ApiError, errorCode } from './ApiError';
