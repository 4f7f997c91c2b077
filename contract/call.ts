import type { z } from 'zod';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * One /om/api call, defined once: the server registers it with these schemas and the
 * console's dataProvider builds its URL and parses its answer from the same object.
 * `path` is relative to /om/api and may hold `:param` segments.
 */
export interface ApiCall {
  method: HttpMethod;
  path: string;
  params?: z.ZodObject;
  query?: z.ZodObject;
  body?: z.ZodType;
  /** Schema of `data` in the envelope; the server also filters what it sends by it. */
  response: z.ZodType;
  /** False for the calls that need no session (sign-in and friends). */
  auth?: boolean;
  /** Called by the messaging platform with OPERATOR_TOKEN (under /om/internal), not a session. */
  operator?: true;
}

export const defineCall = <const C extends ApiCall>(call: C): C => call;

export type DataOf<C extends ApiCall> = z.infer<C['response']>;
export type QueryOf<C extends ApiCall> = C['query'] extends z.ZodType ? z.input<C['query']> : never;
export type BodyOf<C extends ApiCall> = C['body'] extends z.ZodType ? z.input<C['body']> : never;

/** Fills `:param` segments of a call's path. */
export function pathOf(call: ApiCall, params: Record<string, string | number> = {}): string {
  return call.path.replace(/:(\w+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`missing path parameter ${name} for ${call.path}`);
    return encodeURIComponent(String(value));
  });
}
