import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { FieldDef, ResourceDeclaration } from '../../contract';
import { DECLARED_RESOURCES } from '../../server/modules/registry';
import { RESOURCES } from '../../src/resources/registry';
import { backends, call, signIn, startApp, type TestContext } from './harness';

/** A value each declared filter accepts, so the list is asked to filter by it. */
function filterValues(field: FieldDef): Record<string, string> {
  switch (field.kind) {
    case 'enum':
      return { [field.source]: field.values[0] };
    case 'boolean':
      return { [field.source]: 'true' };
    case 'datetime':
      return field.filter
        ? { [field.filter.from]: '2026-01-01', [field.filter.to]: '2026-12-31' }
        : {};
    case 'reference':
      return { [field.source]: field.lookup === 'country' ? 'US' : 'sms' };
    default:
      return { [field.source]: 'text' };
  }
}

/** A text filter with its own rule (a country code) gets a sample that rule accepts. */
function acceptedFilter(resource: ResourceDeclaration, field: FieldDef): Record<string, string> {
  const values = filterValues(field);
  const schema = resource.api.list?.query?.shape[field.source];
  if (field.kind !== 'text' || !schema || schema.safeParse(values[field.source]).success)
    return values;
  return { [field.source]: ['US', 'a', '1'].find((s) => schema.safeParse(s).success) ?? '' };
}

/**
 * The query keys a list cannot do without (bill details need a month range), each given the
 * first sample its schema accepts.
 */
function requiredQuery(resource: ResourceDeclaration): string {
  const shape = resource.api.list?.query?.shape ?? {};
  const month = new Date().toISOString().slice(0, 7);
  const samples = [month, `${month}-01`, 'a', '1'];
  const required = Object.entries(shape).filter(
    ([, schema]) => !schema.safeParse(undefined).success,
  );
  const pairs = required.map(([key, schema]) => [
    key,
    samples.find((sample) => schema.safeParse(sample).success) ?? '',
  ]);
  return new URLSearchParams(pairs).toString();
}

const sortable = (resource: ResourceDeclaration): string[] => {
  const sort = resource.api.list?.query?.shape.sort;
  const inner = sort instanceof z.ZodDefault ? sort.unwrap() : sort;
  return inner instanceof z.ZodEnum ? inner.options.map(String) : [];
};

it('the console and the server declare the same resources', () => {
  const consoleNames = RESOURCES.map((def) => def.name).sort();
  expect(DECLARED_RESOURCES.map((resource) => resource.name).sort()).toEqual(consoleNames);
  expect(DECLARED_RESOURCES.length).toBeGreaterThanOrEqual(11);
});

describe.each(backends())('every declared resource on %s', (backend) => {
  let ctx: TestContext;
  let token: string;
  beforeAll(async () => {
    ctx = await startApp(backend);
    token = await signIn(ctx.app);
  });
  afterAll(() => ctx.close());

  it('has a route for each declared call, behind the declared permission group', () => {
    for (const resource of DECLARED_RESOURCES) {
      for (const [kind, declared] of Object.entries(resource.api)) {
        if (!declared) continue;
        const registered = ctx.app.routeTable.find(
          (entry) => entry.method === declared.method && entry.url === `/om/api${declared.path}`,
        );
        expect(registered, `${resource.name} ${kind}`).toBeDefined();
        expect(registered?.guard?.auth, `${resource.name} ${kind}`).toBe(true);
        expect(registered?.guard?.permission ?? null, `${resource.name} ${kind}`).toBe(
          resource.permission,
        );
      }
    }
  });

  it('lists sorted by every declared sort field, both ways, and filtered by every declared filter', async () => {
    for (const resource of DECLARED_RESOURCES) {
      const base = resource.api.list?.path;
      const required = requiredQuery(resource);
      const path = required ? `${base}?${required}&` : `${base}?`;
      expect(base, resource.name).toBeDefined();
      const fields = sortable(resource);
      expect(fields.length, resource.name).toBeGreaterThan(0);
      for (const sort of fields) {
        for (const order of ['asc', 'desc']) {
          const answer = await call(ctx.app, 'GET', `${path}sort=${sort}&order=${order}`, {
            token,
          });
          expect([answer.status, answer.body.code], `${resource.name} ${sort} ${order}`).toEqual([
            200,
            '000000',
          ]);
        }
      }
      for (const field of resource.fields.filter(
        (candidate) => 'filter' in candidate && candidate.filter,
      )) {
        const query = new URLSearchParams(acceptedFilter(resource, field)).toString();
        const answer = await call(ctx.app, 'GET', `${path}${query}`, { token });
        expect([answer.status, answer.body.code], `${resource.name} ${query}`).toEqual([
          200,
          '000000',
        ]);
      }
      const unknownSort = await call(ctx.app, 'GET', `${path}sort=password`, { token });
      expect(unknownSort.status, resource.name).toBe(400);
    }
  });
});
