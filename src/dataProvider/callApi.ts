import type { AxiosInstance } from 'axios';
import { pathOf, type ApiCall, type DataOf } from '../../contract/call';
import { Codes } from '../../contract/codes';
import { ApiError } from './ApiError';
import { intentHeaders, intentOf, newIdempotencyKey } from './intent';
import type { TakePageAnswer } from './pageAnswers';

export interface CallOptions {
  /** Values of the call's `:param` path segments. */
  params?: Record<string, string | number>;
  query?: object;
  body?: unknown;
  silent?: boolean;
  /** The screen shows a missing record (404) as its missing page: no toast for it. */
  missingShown?: boolean;
  skipForcedLogout?: boolean;
  signal?: AbortSignal;
}

/** Runs one contract call and resolves with its envelope `data`. */
export type Caller = <C extends ApiCall>(call: C, options?: CallOptions) => Promise<DataOf<C>>;

/** The server decided this write (done or refused): doing it again is a new intent. */
const answered = (error: unknown) =>
  error instanceof ApiError &&
  error.status > 0 &&
  error.status < 500 &&
  error.code !== Codes.requestInProgress;

/**
 * The single place URLs are built: from the contract's call definitions via `pathOf`,
 * so a path changed in contract/ changes for the console and the server together. A read
 * whose answer came with the page (`readPageAnswers`) is answered from it, once.
 *
 * Every write is one intent with its own Idempotency-Key, so the server runs it once
 * however often it arrives. The same write asked again while the first is in flight (a
 * second click) is that same intent: it gets the first's answer, and no request is sent.
 * Sent again after it got no answer (offline, a timeout, a 5xx), it is a retry of the same
 * intent and keeps its key: had the server done it after all, it answers what it did.
 */
export function createCaller(
  http: AxiosInstance,
  /** An answer the page holds for a read without a query: it is taken instead of asking. */
  takePageAnswer: TakePageAnswer = () => undefined,
): Caller {
  const inFlight = new Map<string, Promise<unknown>>();
  const unanswered = new Map<string, string>();

  const send = async <C extends ApiCall>(
    call: C,
    url: string,
    options: CallOptions,
    intent: string | null,
  ) => {
    const write = call.method !== 'GET';
    const key = (intent && unanswered.get(intent)) || newIdempotencyKey();
    try {
      const data = await request<C>(call, url, options, write ? key : null);
      if (intent) unanswered.delete(intent);
      return data;
    } catch (error) {
      if (intent && answered(error)) unanswered.delete(intent);
      else if (intent) unanswered.set(intent, key);
      throw error;
    }
  };

  const request = async <C extends ApiCall>(
    call: C,
    url: string,
    options: CallOptions,
    key: string | null,
  ) => {
    const response = await http.request<DataOf<C>>({
      method: call.method,
      url,
      params: options.query,
      data: options.body,
      silent: options.silent,
      missingShown: options.missingShown,
      skipForcedLogout: options.skipForcedLogout,
      signal: options.signal,
      ...(key && { headers: intentHeaders(key) }),
    });
    return response.data;
  };

  return async <C extends ApiCall>(call: C, options: CallOptions = {}) => {
    const url = pathOf(call, options.params);
    const intent =
      call.method === 'GET' ? null : intentOf(call.method, url, options.query, options.body);
    if (intent === null) {
      const kept = options.query === undefined ? takePageAnswer(url) : undefined;
      return kept ? (kept.value as DataOf<C>) : send(call, url, options, null);
    }
    const running = inFlight.get(intent);
    if (running) return running as Promise<DataOf<C>>;
    const started = send(call, url, options, intent).finally(() => inFlight.delete(intent));
    inFlight.set(intent, started);
    return started;
  };
}
