import { readLanguage } from '../i18n/language';
import { readToken, readTokenCookie } from '../storage/token';
import { keepOpenWork } from '../session/keptForms';
import { BASE_PATH } from '../../contract/constants';
import { DEFAULT_GOOGLE_CLIENT_ID } from '../config';
import { createCaller } from './callApi';
import { createDownloader } from './download';
import { createForcedLogout } from './forcedLogout';
import { createGlobalCalls } from './globalCalls';
import { createHttpClient } from './http';
import { readPageAnswers } from './pageAnswers';
import { toastBus } from './toasts';

/**
 * The console's one HTTP stack, without the resources' data provider: the auth provider
 * and the session import it from here (index.ts adds the data provider over the resources).
 */
export const forcedLogout = createForcedLogout({
  keepWork: () =>
    keepOpenWork(window.location.pathname.slice(BASE_PATH.length) + window.location.search),
});
export const http = createHttpClient({
  getToken: readToken,
  getLanguage: readLanguage,
  notify: toastBus.emit,
  settled: toastBus.settle,
  forcedLogout,
});
export const call = createCaller(
  http,
  readPageAnswers({
    now: () => ({ token: readToken(), language: readLanguage() }),
    cookieToken: readTokenCookie,
  }),
);
export const download = createDownloader(http);
export const globals = createGlobalCalls(call, DEFAULT_GOOGLE_CLIENT_ID);
