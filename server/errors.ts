import { Codes } from '../contract';

/** The one error class of the API: an envelope code, an HTTP status and a message key. */
export class AppError extends Error {
  constructor(
    readonly code: string,
    readonly status: number,
    readonly messageKey: string,
    readonly details: {
      fields?: Record<string, string>;
      values?: Record<string, unknown>;
      /** Extra `data` of the envelope, e.g. the seconds a countdown starts from. */
      data?: Record<string, unknown>;
    } = {},
  ) {
    super(messageKey);
  }
}

export const badRequest = (messageKey = 'errors.invalidRequest', fields?: Record<string, string>) =>
  new AppError(Codes.invalidRequest, 400, messageKey, { fields });
export const tokenInvalid = () => new AppError(Codes.tokenInvalid, 401, 'errors.tokenInvalid');
export const sessionRevoked = () =>
  new AppError(Codes.sessionRevoked, 401, 'errors.sessionRevoked');
export const forbidden = () => new AppError(Codes.forbidden, 403, 'errors.forbidden');
export const notFound = () => new AppError(Codes.notFound, 404, 'errors.notFound');
export const conflict = (messageKey: string, fields?: Record<string, string>) =>
  new AppError(Codes.conflict, 409, messageKey, { fields });

/** A reference (Idempotency-Key or a caller's own) seen before with other content. */
export const referenceReused = () =>
  new AppError(Codes.referenceReused, 409, 'errors.referenceReused');
export const requestInProgress = () =>
  new AppError(Codes.requestInProgress, 409, 'errors.requestInProgress');
