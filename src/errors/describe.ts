/** A thrown value that carries an HTTP-like status (a Response, a react-admin HttpError). */
export interface StatusLike {
  status: number;
  statusText?: string;
  message?: string;
}

export const hasStatus = (error: unknown): error is StatusLike =>
  typeof error === 'object' && error !== null && typeof (error as StatusLike).status === 'number';

/** "404 Not Found" when there is a status and a text, otherwise the message. */
export function statusOrMessage(error: unknown): string {
  if (hasStatus(error) && error.statusText) return `${error.status} ${error.statusText}`;
  if (error instanceof Error) return error.message;
  if (hasStatus(error))
    return error.message ? `${error.status} ${error.message}` : String(error.status);
  return typeof error === 'string' ? error : '';
}

/** Steps back in history, or home when this tab has nowhere to go back to. */
export function goBack(home: string): void {
  if (window.history.length > 1) window.history.back();
  else window.location.assign(home);
}
