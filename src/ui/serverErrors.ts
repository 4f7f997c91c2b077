import { ApiError } from '../dataProvider/ApiError';

/**
 * The per-field messages of a refused save (`data.fields`, already in the person's
 * language), in the shape react-admin's Form puts under its inputs; undefined otherwise.
 */
export function fieldErrorsOf(error: unknown): Record<string, string> | undefined {
  if (!(error instanceof ApiError)) return undefined;
  const fields = (error.data as { fields?: unknown } | null)?.fields;
  if (typeof fields !== 'object' || fields === null) return undefined;
  return Object.fromEntries(
    Object.entries(fields as Record<string, unknown>).map(([key, value]) => [key, String(value)]),
  );
}
