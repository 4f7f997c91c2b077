/** A zod issue as zod reports it, or as the server's validator passes it on. */
export interface IssueLike {
  code: string;
  message?: string;
  origin?: unknown;
  minimum?: unknown;
  maximum?: unknown;
  format?: unknown;
  /** Values a custom issue's message names (e.g. the bad entry of a list). */
  params?: unknown;
  /** Absent from the answer: the field was left out. */
  missing?: boolean;
}

interface Worded {
  key: string;
  values: Record<string, unknown>;
}

/**
 * The message key and values for one issue: the schema's own key when it gave one (the
 * contract's rules do), else one by kind; either way with the rule's values (its `max`), so
 * "at most %{max}" always says its number. The console's forms and the server say the same.
 */
export function issueMessage(issue: IssueLike, isMessageKey: (text: string) => boolean): Worded {
  const byKind = messageByKind(issue);
  if (!issue.message || !isMessageKey(issue.message)) return byKind;
  const params = typeof issue.params === 'object' && issue.params ? issue.params : {};
  return { key: issue.message, values: { ...byKind.values, ...(params as object) } };
}

function messageByKind(issue: IssueLike): Worded {
  switch (issue.code) {
    case 'invalid_type':
      return { key: issue.missing ? 'validation.required' : 'validation.invalid', values: {} };
    case 'too_small':
      if (issue.origin === 'array' && issue.minimum === 1)
        return { key: 'validation.required', values: {} };
      return {
        key: issue.origin === 'string' ? 'validation.tooShort' : 'validation.tooSmall',
        values: { min: issue.minimum },
      };
    case 'too_big':
      return {
        key: issue.origin === 'string' ? 'validation.tooLong' : 'validation.tooBig',
        values: { max: issue.maximum },
      };
    case 'invalid_format':
      if (issue.format === 'email') return { key: 'validation.email', values: {} };
      if (issue.format === 'date' || issue.format === 'datetime')
        return { key: 'validation.date', values: {} };
      return { key: 'validation.invalid', values: {} };
    case 'invalid_value':
      return { key: 'validation.oneOf', values: {} };
    default:
      return { key: 'validation.invalid', values: {} };
  }
}
