import axios, { type AxiosInstance, type AxiosResponse } from 'axios';
import { API_BASE, TOKEN_HEADER, type Language } from '../../contract/constants';
import { Codes, FORCED_LOGOUT_CODES } from '../../contract/codes';
import { sharedMessages } from '../../messages/shared';
import { ApiError } from './ApiError';
import type { ForcedLogout } from './forcedLogout';
import type { ToastOptions } from './toastBus';

declare module 'axios' {
  interface AxiosRequestConfig {
    /** No error toast for this call (the spec's silent global-call fallbacks). */
    silent?: boolean;
    /** No error toast when the record is missing (404): the screen shows its missing page. */
    missingShown?: boolean;
    /** 501/502 do not sign out (the sign-out call itself). */
    skipForcedLogout?: boolean;
  }
}

export interface HttpClientOptions {
  baseURL?: string;
  /** The header the token travels in (the staff console's is its own). */
  tokenHeader?: string;
  getToken: () => string | null;
  getLanguage: () => Language;
  /** Shows an error toast. */
  notify: (message: string, options?: ToastOptions) => void;
  /** A write was accepted: an error toast about an earlier attempt is stale. */
  settled?: () => void;
  forcedLogout: ForcedLogout;
}

interface Envelope {
  code: string;
  data: unknown;
  message?: string;
}

const isEnvelope = (body: unknown): body is Envelope =>
  typeof body === 'object' && body !== null && typeof (body as Envelope).code === 'string';

const isJson = (response: AxiosResponse) =>
  String(response.headers['content-type'] ?? '').includes('application/json');

/** Blob text through FileReader, which every browser (and jsdom) has. */
const readText = (blob: Blob) =>
  new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('unreadable answer'));
    reader.readAsText(blob);
  });

/** Envelope of a blob answer that is JSON after all (the server failed before the file). */
async function envelopeOfBlob(response: AxiosResponse): Promise<unknown> {
  if (!(response.data instanceof Blob) || !isJson(response)) return undefined;
  try {
    return JSON.parse(await readText(response.data)) as unknown;
  } catch {
    return undefined;
  }
}

/**
 * The axios instance every /om/api call goes through: adds the token and language
 * headers, unwraps the `{code, data, message}` envelope (resolving with `data` on
 * "000000"), turns every other answer into an ApiError with a toast, and signs the user
 * out on 501/502. Blob answers (downloads) pass through untouched.
 */
export function createHttpClient(options: HttpClientOptions): AxiosInstance {
  const { getToken, getLanguage, notify, settled, forcedLogout } = options;
  // every status reaches the envelope check: the server answers 4xx/5xx with envelopes too
  const http = axios.create({ baseURL: options.baseURL ?? API_BASE, validateStatus: () => true });

  http.interceptors.request.use((config) => {
    const token = getToken();
    if (token) config.headers.set(options.tokenHeader ?? TOKEN_HEADER, token);
    config.headers.set('Accept-Language', getLanguage());
    return config;
  });

  const fail = (response: AxiosResponse | undefined, envelope: Envelope | undefined): never => {
    const config = response?.config;
    const messages = sharedMessages(getLanguage()).errors;
    const code = envelope?.code ?? '';
    const message = envelope?.message || messages.responseError;
    const signsOut = FORCED_LOGOUT_CODES.includes(code) && !config?.skipForcedLogout;
    const missingShown = config?.missingShown && response?.status === 404;
    if (!config?.silent && !missingShown) notify(message, { acrossScreens: signsOut });
    if (signsOut) forcedLogout.trigger();
    throw new ApiError(message, response?.status ?? 0, code, envelope?.data ?? null);
  };

  http.interceptors.response.use(
    async (response) => {
      if (response.config.responseType === 'blob') {
        const body = await envelopeOfBlob(response);
        if (isEnvelope(body))
          return body.code === Codes.success
            ? { ...response, data: body.data }
            : fail(response, body);
        return response.status < 400 ? response : fail(response, undefined);
      }
      const body: unknown = response.data;
      if (!isEnvelope(body)) return fail(response, undefined);
      if (body.code !== Codes.success) return fail(response, body);
      if (response.config.method !== 'get') settled?.();
      return { ...response, data: body.data };
    },
    (error: unknown) => {
      if (axios.isCancel(error)) throw error;
      // no answer at all: offline, DNS, refused connection, timeout
      const config = axios.isAxiosError(error) ? error.config : undefined;
      const message = sharedMessages(getLanguage()).errors.network;
      if (!config?.silent) notify(message);
      throw new ApiError(message, 0, '', null);
    },
  );

  return http;
}
