import type { AxiosInstance } from 'axios';
import { pathOf, type ApiCall, type DataOf } from '../../contract/call';

export interface CallOptions {
  /** Values of the call's `:param` path segments. */
  params?: Record<string, string | number>;
  query?: object;
  body?: unknown;
  silent?: boolean;
  skipForcedLogout?: boolean;
  signal?: AbortSignal;
}

/** Runs one contract call and resolves with its envelope `data`. */
export type Caller = <C extends ApiCall>(call: C, options?: CallOptions) => Promise<DataOf<C>>;

/**
 * The single place URLs are built: from the contract's call definitions via `pathOf`,
 * so a path changed in contract/ changes for the console and the server together.
 */
export function createCaller(http: AxiosInstance): Caller {
  return async <C extends ApiCall>(call: C, options: CallOptions = {}) => {
    const response = await http.request<DataOf<C>>({
      method: call.method,
      url: pathOf(call, options.params),
      params: options.query,
      data: options.body,
      silent: options.silent,
      skipForcedLogout: options.skipForcedLogout,
      signal: options.signal,
    });
    return response.data;
  };
}
