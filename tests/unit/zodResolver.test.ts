import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { callbackInput } from '../../contract/callbacks';
import { invoiceDetails } from '../../contract/invoices';
import { defaultsOf, zodResolver } from '../../src/resources/forms/zodResolver';

const resolve = (schema: z.ZodType, values: Record<string, unknown>) =>
  zodResolver(schema)(values, undefined, { fields: {}, shouldUseNativeValidation: false });

/** The message key react-admin's inputs will translate, out of its encoded form. */
const keyOf = (error: unknown) =>
  JSON.parse(String((error as { message: string }).message).replace('@@react-admin@@', '')).message;

describe('the zod bridge of the forms', () => {
  it('sends a cleared optional field as not set, never as an empty string or null', async () => {
    const result = await resolve(callbackInput, {
      channel: 'sms',
      events: ['message.delivered'],
      name: 'Receipts',
      url: 'https://example.com/hook',
      method: 'POST',
      username: '',
      key: null,
      authorization: '',
    });
    expect(result.errors).toEqual({});
    expect(result.values).not.toHaveProperty('username');
    expect(result.values).not.toHaveProperty('key');
    expect(result.values).not.toHaveProperty('authorization');
  });

  it('puts a nested field error under the nested input, in the contract message', async () => {
    const result = await resolve(z.object({ details: invoiceDetails }), {
      details: { companyName: '', taxNumber: 'T1', companyAddress: 'A', country: 'HK' },
    });
    expect(keyOf((result.errors.details as Record<string, unknown>).companyName)).toBe(
      'validation.required',
    );
    expect(result.values).toEqual({});
  });

  it('names the rule the contract broke, e.g. a username without its key', async () => {
    const result = await resolve(callbackInput, {
      channel: 'sms',
      events: ['message.delivered'],
      name: 'Receipts',
      url: 'https://example.com/hook',
      method: 'POST',
      username: 'robot',
    });
    expect(keyOf(result.errors.key)).toBe('devtools.keyRequired');
  });

  it('sends a cleared value as null where the schema takes null, so an edit form clears it', async () => {
    const update = z.object({
      note: z.string().nullable().optional(),
      channel: z.enum(['email', 'sms']).nullable().optional(),
      name: z.string().min(1).optional(),
    });
    const result = await resolve(update, { note: '', channel: null, name: '' });
    expect(result.errors).toEqual({});
    expect(result.values).toEqual({ note: null, channel: null });
  });

  it("starts a form at the schema's defaults, and leaves the other inputs empty", () => {
    const create = z.object({
      channel: z.enum(['email', 'sms']).default('email'),
      active: z.boolean().default(true),
      note: z.string().optional(),
      kind: z.enum(['a', 'b']).nullable().default(null),
      name: z.string(),
    });
    expect(defaultsOf(create)).toEqual({ channel: 'email', active: true });
  });
});
