import { ipListProblem } from '../../../contract/ipList';

/** The allowed-IP rule of the server, naming the bad entry (react-admin message with args). */
export function allowedIpsRule(value: unknown) {
  if (typeof value !== 'string' || !value.trim()) return undefined;
  const problem = ipListProblem(value);
  if (!problem) return undefined;
  const { key, ...args } = problem;
  return { message: key, args };
}

/** 'http://' or 'https://' first (spec section 5). */
export const httpAddress = (value: unknown) =>
  typeof value === 'string' && value.trim() && !/^https?:\/\//i.test(value.trim())
    ? 'devtools.urlScheme'
    : undefined;

/** A username needs its key, and the other way round. */
export const pairedWith =
  (other: string, message: string) => (value: unknown, values: Record<string, unknown>) =>
    !value && typeof values[other] === 'string' && values[other] ? message : undefined;

/** Basic credentials or an authorization header, not both. */
export const notWithUsername = (value: unknown, values: Record<string, unknown>) =>
  value && values.username ? 'devtools.authTwice' : undefined;
