import { HttpError } from 'ra-core';

/**
 * A failed /om/api call: the envelope's code and message, the HTTP status and `data`
 * (e.g. `data.fields` of a validation failure). It is a react-admin HttpError, so
 * react-admin's hooks, notifications and checkError read it as usual.
 */
export class ApiError extends HttpError {
  /** Envelope code; '' when the answer had no envelope (network failure, proxy page). */
  readonly code: string;
  readonly data: unknown;

  constructor(message: string, status: number, code: string, data: unknown = null) {
    // `errors`: the fields a validation failure names, which react-admin's forms show under them
    const fields = (data as { fields?: Record<string, string> } | null)?.fields;
    super(message, status, { code, message, data, ...(fields && { errors: fields }) });
    // HttpError pins its own prototype; restore ours so `instanceof ApiError` holds
    Object.setPrototypeOf(this, new.target.prototype);
    this.name = 'ApiError';
    this.code = code;
    this.data = data;
  }
}

/** The envelope code of any error value, if it came from an /om/api answer. */
export function errorCode(error: unknown): string | undefined {
  if (error instanceof ApiError) return error.code;
  if (typeof error === 'object' && error !== null && 'body' in error) {
    const body = (error as { body?: { code?: unknown } }).body;
    if (body && typeof body.code === 'string') return body.code;
  }
  return undefined;
}
