import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { API_BASE } from '../../../contract/constants';
import { createCaller } from '../../../src/dataProvider/callApi';
import { createDownloader } from '../../../src/dataProvider/download';
import { createForcedLogout } from '../../../src/dataProvider/forcedLogout';
import { createGlobalCalls } from '../../../src/dataProvider/globalCalls';
import { createHttpClient } from '../../../src/dataProvider/http';
import { readLanguage } from '../../../src/i18n/language';
import { readToken } from '../../../src/storage/token';

/** Absolute address of an API path, as the console's axios instance requests it. */
export const api = (path: string) => `${window.location.origin}${API_BASE}${path}`;

export const envelope = (data: unknown, code = '000000', message = 'ok') => ({
  code,
  data,
  message,
});

/** An msw server for one test file: unhandled requests fail the test. */
export function useMsw() {
  const server = setupServer();
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => server.resetHandlers());
  afterAll(() => server.close());
  return server;
}

/**
 * The console's real HTTP stack, wired as the app wires it, except that toasts and
 * the forced-logout redirect are recorded instead of shown and followed.
 */
export function createStack(defaultGoogleClientId = 'built-in-client-id') {
  const toasts: string[] = [];
  const redirects: { url: string; at: number }[] = [];
  const forcedLogout = createForcedLogout({
    redirect: (url) => redirects.push({ url, at: Date.now() }),
  });
  const http = createHttpClient({
    getToken: readToken,
    getLanguage: readLanguage,
    notify: (message) => toasts.push(message),
    forcedLogout,
  });
  const call = createCaller(http);
  const saved: { name: string; size: number }[] = [];
  const download = createDownloader(http, (blob, name) => saved.push({ name, size: blob.size }));
  const globals = createGlobalCalls(call, defaultGoogleClientId);
  return { http, call, download, globals, forcedLogout, toasts, redirects, saved };
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Starts every test signed out, in English, on a console page. */
export function resetBrowser(path = '/control/home') {
  window.localStorage.clear();
  window.sessionStorage.clear();
  document.cookie.split(';').forEach((cookie) => {
    const name = cookie.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; path=/; expires=${new Date(0).toUTCString()}`;
  });
  window.history.replaceState({}, '', path);
}
