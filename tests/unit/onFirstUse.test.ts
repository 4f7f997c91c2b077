import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { onFirstUse } from '../../contract/onFirstUse';
import { orderStatus } from '../../contract/enums';

afterEach(() => vi.unstubAllGlobals());

describe('a contract schema built on first use', () => {
  it('is built in the browser only when first read, and once', () => {
    const build = vi.fn(() => z.object({ name: z.string().min(2) }));
    const schema = onFirstUse(build);
    expect(build).not.toHaveBeenCalled();

    expect(schema.safeParse({ name: 'ab' }).success).toBe(true);
    expect(schema.safeParse({ name: 'a' }).success).toBe(false);
    expect(Object.keys(schema.shape)).toEqual(['name']);
    expect(build).toHaveBeenCalledTimes(1);
  });

  it('works wherever the schema itself would: inside others, instanceof, in, spread', () => {
    const name = onFirstUse(() => z.string().min(2));
    const person = z.object({ name, tags: z.array(name).optional() });
    expect(person.parse({ name: 'Ada', tags: ['xy'] })).toEqual({ name: 'Ada', tags: ['xy'] });
    expect(person.safeParse({ name: 'A' }).success).toBe(false);
    expect(name).toBeInstanceOf(z.ZodString);
    expect('_zod' in name).toBe(true);

    const call = onFirstUse(() => ({ method: 'GET', path: '/v1/things', response: name }));
    expect({ ...call }).toEqual({ method: 'GET', path: '/v1/things', response: name });
    expect(orderStatus.options).toContain('paid');
  });

  it('is built at once on the server, and is the schema itself', () => {
    vi.stubGlobal('window', undefined);
    const built = z.string();
    const build = vi.fn(() => built);
    expect(onFirstUse(build)).toBe(built);
    expect(build).toHaveBeenCalledTimes(1);
  });
});
