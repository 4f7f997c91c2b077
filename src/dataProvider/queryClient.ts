import { QueryClient } from '@tanstack/react-query';
import { HttpError } from 'ra-core';

/** How many times a failed read is asked again when asking again can help. */
const MAX_RETRIES = 2;

/**
 * A refusal (4xx: unknown id, no access, invalid question) answers the same on every try:
 * it shows at once. Network failures and 5xx answers are retried a couple of times.
 */
export function shouldRetry(failures: number, error: unknown): boolean {
  const status = error instanceof HttpError ? error.status : 0;
  if (status >= 400 && status < 500) return false;
  return failures < MAX_RETRIES;
}

/** react-admin's query client, with the console's retry rule for every read. */
export const createQueryClient = () =>
  new QueryClient({ defaultOptions: { queries: { retry: shouldRetry } } });
