import { get, set, type FieldErrors, type FieldValues, type Resolver } from 'react-hook-form';
import type { z } from 'zod';
import { issueMessage } from '../../../contract/issueMessage';

/** react-admin's form of a message with values, which its inputs translate when shown. */
const RA_MESSAGE = '@@react-admin@@';

/** Our message keys (`validation.required`), as opposed to zod's own English sentences. */
const isMessageKey = (text: string) => /^[a-zA-Z]+(\.[\w-]+)+$/.test(text);

/** The input an issue belongs to: `details.city` for a nested object, `products` for a list's entry. */
function fieldOf(path: readonly PropertyKey[]): string {
  const index = path.findIndex((part) => typeof part !== 'string');
  const names = index < 0 ? path : path.slice(0, index);
  return names.length ? names.join('.') : '_';
}

/**
 * The bridge from the contract's zod schema to a react-admin form: the same schema the server
 * validates with, its issues as messages in the user's language under each field. Values are
 * sent as the schema outputs them (trimmed, normalised).
 */
export function zodResolver(schema: z.ZodType): Resolver<FieldValues> {
  const shape = (schema as { shape?: Record<string, z.ZodType> }).shape ?? {};
  return async (values) => {
    // an input left empty is a value not given ("Required", or the schema's default), or
    // null where the schema takes null: an edit form's way to clear an optional value
    const given = Object.fromEntries(
      Object.entries(values).flatMap(([key, value]) => {
        if (value !== '' && value !== null) return [[key, value]];
        return shape[key]?.safeParse(null).success ? [[key, null]] : [];
      }),
    );
    const result = await schema.safeParseAsync(given);
    if (result.success) return { values: result.data as FieldValues, errors: {} };
    const errors: FieldErrors = {};
    for (const issue of result.error.issues) {
      const field = fieldOf(issue.path);
      if (get(errors, field)) continue;
      const { key, values: args } = issueMessage(
        { ...issue, missing: issue.code === 'invalid_type' && issue.input === undefined },
        isMessageKey,
      );
      set(errors, field, {
        type: issue.code,
        message: `${RA_MESSAGE}${JSON.stringify({ message: key, args })}`,
      });
    }
    return { values: {}, errors };
  };
}

/** The values a form starts with: the schema's default of each key that has one. */
export function defaultsOf(schema: z.ZodObject): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(schema.shape).flatMap(([key, field]) => {
      const parsed = (field as z.ZodType).safeParse(undefined);
      return parsed.success && parsed.data != null ? [[key, parsed.data]] : [];
    }),
  );
}
