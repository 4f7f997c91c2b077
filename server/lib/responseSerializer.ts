import fastJsonStringify from 'fast-json-stringify';
import { z } from 'zod';

type JsonSchema = { [keyword: string]: unknown };

/** Keywords that only validate: the answer's types come from the handlers' TypeScript types. */
const VALIDATION_ONLY = new Set([
  'pattern',
  'format',
  'enum',
  'const',
  'minLength',
  'maxLength',
  'propertyNames',
]);
/** Keywords whose value is a map of names (property names, definitions) to schemas. */
const NAMED_SCHEMAS = new Set([
  'properties',
  'patternProperties',
  'definitions',
  '$defs',
  'dependentSchemas',
]);
/** Keywords whose value is data or names, not a schema. */
const NOT_SCHEMAS = new Set(['required', 'default', 'examples', 'dependentRequired']);
/** Schemas fast-json-stringify would resolve by validating the value on every call. */
const RESOLVED_AT_RUN_TIME = ['anyOf', 'oneOf', 'allOf', 'if', 'not'];

/** A primitive, or an object of any keys and values (a record of JSON values). */
const writableAsIs = (schema: JsonSchema) =>
  ['string', 'number', 'integer', 'boolean'].includes(schema.type as string) ||
  (schema.type === 'object' &&
    !('properties' in schema) &&
    typeof schema.additionalProperties === 'object' &&
    Object.keys(schema.additionalProperties as object).length === 0);

/** Each schema of a map of names to schemas, for writing; null when one cannot be written. */
function namedForWriting(named: JsonSchema): JsonSchema | null {
  const written: JsonSchema = {};
  for (const [name, schema] of Object.entries(named)) {
    const child = forWriting(schema);
    if (child === null) return null;
    written[name] = child;
  }
  return written;
}

/**
 * A JSON Schema fast-json-stringify writes without validating: `anyOf: [T, null]` of a
 * primitive T or a free record T becomes `type: [T, "null"]`, validation-only keywords go.
 * Null when a union or condition is left, which it could only resolve by validating.
 */
function forWriting(node: unknown): unknown {
  if (Array.isArray(node)) {
    const items = node.map(forWriting);
    return items.includes(null) ? null : items;
  }
  if (!node || typeof node !== 'object') return node;
  const schema = node as JsonSchema;
  const variants = schema.anyOf as JsonSchema[] | undefined;
  if (variants?.length === 2 && variants.some((v) => v.type === 'null')) {
    const other = variants.find((v) => v.type !== 'null') as JsonSchema;
    if (writableAsIs(other)) {
      const { anyOf: _anyOf, ...rest } = schema;
      return forWriting({ ...rest, ...other, type: [other.type, 'null'] });
    }
  }
  if (RESOLVED_AT_RUN_TIME.some((keyword) => keyword in schema)) return null;
  const written: JsonSchema = {};
  for (const [keyword, value] of Object.entries(schema)) {
    if (VALIDATION_ONLY.has(keyword)) continue;
    const child = NAMED_SCHEMAS.has(keyword)
      ? namedForWriting(value as JsonSchema)
      : NOT_SCHEMAS.has(keyword)
        ? value
        : forWriting(value);
    if (child === null && value !== null) return null;
    written[keyword] = child;
  }
  return written;
}

/** What the zod type provider does: check the answer against the schema, then write it. */
const checkedWriter = (schema: z.ZodType) => (data: unknown) => JSON.stringify(schema.parse(data));

/**
 * Writes an answer by its contract schema. Most answers are plain objects of strings,
 * numbers and nullable fields: compiled once into a fast-json-stringify writer, which emits
 * the declared properties only (as the zod schema strips the rest) and costs half of
 * checking with zod and then JSON.stringify (~15 µs of a 25-order page). Schemas it cannot
 * write without validating (unions, transforms) keep zod's check.
 */
export function responseWriter(schema: z.ZodType): (data: unknown) => string {
  let json: unknown;
  try {
    json = z.toJSONSchema(schema, { io: 'output', target: 'draft-7', unrepresentable: 'throw' });
  } catch {
    return checkedWriter(schema);
  }
  const written = forWriting(json);
  return written ? fastJsonStringify(written as object) : checkedWriter(schema);
}
