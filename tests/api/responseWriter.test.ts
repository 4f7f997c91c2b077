import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { envelope, listOrders, type Order } from '../../contract';
import { responseWriter } from '../../server/lib/responseSerializer';

const order = (overrides: Partial<Order> = {}): Order => ({
  id: '01a1ffaa657cf8cdb30313',
  orderNo: 'OM20261121000001',
  status: 'paid',
  auditStatus: 'none',
  tradeTime: null,
  amount: '25.00',
  paidAmount: '25.00',
  createdAt: '2026-11-21T10:00:00.000Z',
  paidAt: '2026-11-21T10:01:00.000Z',
  paymentMethod: 'online',
  financialType: 'top_up',
  productKey: 'whatsapp',
  accountNo: '01a1ffaa657cf8cdb30313',
  failureReason: 'card "declined" \\ retry\nlater',
  expiresAt: null,
  ...overrides,
});

describe('the answer writer', () => {
  const schema = envelope(listOrders.response);
  const write = responseWriter(schema);
  const body = (list: unknown[]) => ({
    code: '000000',
    message: 'success',
    data: { list, total: list.length, totalCapped: false },
  });

  it('writes an orders page exactly as checking it with zod and JSON.stringify would', () => {
    const page = body([order(), order({ paidAt: null, failureReason: null, status: 'failed' })]);
    expect(write(page)).toBe(JSON.stringify(schema.parse(page)));
    expect(JSON.parse(write(page))).toEqual(schema.parse(page));
  });

  it('leaves out what the contract does not declare', () => {
    const leaky = body([{ ...order(), main_id: 'secret', provider_ref: 'psp-123' }]);
    expect(write(leaky)).not.toContain('secret');
    expect(write(leaky)).not.toContain('psp-123');
  });

  it('refuses an answer missing a declared field instead of writing it', () => {
    const { orderNo: _orderNo, ...incomplete } = order();
    expect(() => write(body([incomplete]))).toThrow();
  });

  it('writes a nullable record of any JSON values (an audit entry’s before and after)', () => {
    const entry = z.object({
      before: z.record(z.string(), z.unknown()).nullable(),
      id: z.string(),
    });
    const writeEntry = responseWriter(entry);
    const values = { name: 'a "quoted" \\ name', limits: { daily: 5, countries: ['GB', 'US'] } };
    for (const value of [
      { before: values, id: 'x' },
      { before: null, id: 'y' },
    ]) {
      expect(writeEntry(value)).toBe(JSON.stringify(entry.parse(value)));
    }
    expect(writeEntry({ before: null, id: 'z', secret: 's' })).not.toContain('secret');
  });

  it('keeps zod’s check for a union, which it cannot write without validating', () => {
    const union = z.object({ value: z.union([z.object({ a: z.string() }), z.array(z.number())]) });
    const writeUnion = responseWriter(union);
    expect(writeUnion({ value: [1, 2] })).toBe('{"value":[1,2]}');
    expect(() => writeUnion({ value: 'neither' })).toThrow();
  });
});

/** Every JSON Schema keyword (draft-07 and 2020-12, and OpenAPI's), each a valid field name. */
const KEYWORDS = [
  'type',
  'format',
  'enum',
  'const',
  'pattern',
  'minLength',
  'maxLength',
  'minimum',
  'maximum',
  'exclusiveMinimum',
  'exclusiveMaximum',
  'multipleOf',
  'items',
  'additionalItems',
  'prefixItems',
  'properties',
  'required',
  'additionalProperties',
  'patternProperties',
  'minItems',
  'maxItems',
  'uniqueItems',
  'contains',
  'minContains',
  'maxContains',
  'minProperties',
  'maxProperties',
  'propertyNames',
  'dependencies',
  'dependentRequired',
  'dependentSchemas',
  'allOf',
  'anyOf',
  'oneOf',
  'not',
  'if',
  'then',
  'else',
  'title',
  'description',
  'default',
  'examples',
  'readOnly',
  'writeOnly',
  'deprecated',
  'nullable',
  '$ref',
  '$id',
  '$schema',
  '$defs',
  'definitions',
  '$comment',
  '$anchor',
  '$dynamicRef',
  '$dynamicAnchor',
  '$vocabulary',
  'contentEncoding',
  'contentMediaType',
  'contentSchema',
  'unevaluatedItems',
  'unevaluatedProperties',
];

describe('the answer writer, over fields named like JSON Schema keywords', () => {
  it.each(KEYWORDS)('writes a field named %s', (name) => {
    const schema = z.object({ id: z.string(), [name]: z.string(), count: z.number() });
    const value = { id: 'x', [name]: 'the value', count: 2 };
    const written = JSON.parse(responseWriter(schema)(value));
    expect(written).toEqual(value);
  });

  it.each(KEYWORDS)('writes a nested, nullable field named %s', (name) => {
    const schema = z.object({ inner: z.object({ [name]: z.string().nullable() }) });
    for (const value of [{ inner: { [name]: 'the value' } }, { inner: { [name]: null } }]) {
      expect(JSON.parse(responseWriter(schema)(value))).toEqual(value);
    }
  });
});
