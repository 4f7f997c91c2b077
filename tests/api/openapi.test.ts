import { Validator } from '@seriousme/openapi-schema-validator';
import Ajv2020 from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { sample } from 'openapi-sampler';
import type { JSONSchema7 } from 'json-schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn, startApp, type TestContext } from './harness';
import { enrolledStaff } from './staff.fixtures';

const OPERATOR_TOKEN = 'operator-token-for-the-reference-test';
const ERROR_STATUSES = [400, 401, 402, 403, 404, 409, 413, 422, 429, 503];

interface Parameter {
  in: 'path' | 'query' | 'header';
  name: string;
  required?: boolean;
  schema: JSONSchema7;
}
interface Operation {
  parameters?: Parameter[];
  requestBody?: { content: Record<string, { schema: JSONSchema7 }> };
  responses: Record<string, { content?: Record<string, { schema: JSONSchema7 }> }>;
  security?: Record<string, string[]>[];
}
interface Document {
  openapi: string;
  paths: Record<string, Record<string, Operation>>;
  components: object;
}

const operationsOf = (doc: Document) =>
  Object.entries(doc.paths).flatMap(([path, operations]) =>
    Object.entries(operations).map(([method, operation]) => ({ path, method, operation })),
  );

/** A request a client would build from the document alone: sampled required values. */
function requestOf(path: string, operation: Operation) {
  const values = (where: Parameter['in']) =>
    (operation.parameters ?? [])
      .filter((p) => p.in === where && (where === 'path' || p.required))
      .map((p): [string, string] => [p.name, String(sample(p.schema, { quiet: true }))]);
  const url = values('path').reduce(
    (at, [name, value]) => at.replace(`{${name}}`, encodeURIComponent(value)),
    path,
  );
  const query = new URLSearchParams(values('query')).toString();
  const body = operation.requestBody?.content['application/json']?.schema;
  return {
    url: query ? `${url}?${query}` : url,
    payload: body ? (sample(body, { quiet: true }) as object) : undefined,
  };
}

describe('the API reference', () => {
  let ctx: TestContext;
  let doc: Document;
  /** Admin sessions of the staff API: one for every call, one for signing out. */
  let staffTokens: { calls: string; signOut: string };
  const ajv = addFormats(new Ajv2020({ strict: false, allErrors: true }));

  beforeAll(async () => {
    ctx = await startApp('sqlite', {
      env: { OPERATOR_TOKEN, LOGIN_RATE_LIMIT: '1000', LOGIN_FAILURE_IP_LIMIT: '1000' },
    });
    doc = (await ctx.app.inject({ url: '/om/api/openapi.json' })).json();
    const [calls, signOut] = [
      await enrolledStaff(ctx.app, ctx.db, 'admin'),
      await enrolledStaff(ctx.app, ctx.db, 'admin'),
    ];
    staffTokens = { calls: calls.token, signOut: signOut.token };
  });
  afterAll(() => ctx.close());

  it('is a valid OpenAPI 3.1 document', async () => {
    expect(doc.openapi).toBe('3.1.0');
    const result = await new Validator().validate(doc as never);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
  });

  it('documents every route of /om/api, /om/internal and /om/staff', () => {
    const documented = new Set(
      operationsOf(doc).map(({ path, method }) => `${method.toUpperCase()} ${path}`),
    );
    const routes = ctx.app.routeTable
      .filter(
        (r) => /^\/om\/(api|internal|staff)\//.test(r.url) && !r.url.endsWith('/openapi.json'),
      )
      .map((r) => `${r.method} ${r.url.replace(/:(\w+)/g, '{$1}')}`);
    expect(routes.length).toBeGreaterThan(50);
    expect(routes.filter((route) => !documented.has(route))).toEqual([]);
  });

  it('serves an interactive reference from our own files', async () => {
    const page = await ctx.app.inject({ url: '/om/docs/' });
    expect(page.statusCode).toBe(200);
    expect(page.body).not.toMatch(/https?:\/\/(?!localhost)[^"']*\.(js|css)/);
    const initializer = await ctx.app.inject({ url: '/om/docs/static/swagger-initializer.js' });
    expect(initializer.statusCode).toBe(200);
  });

  it('is where the console links its API docs when no documentation site is configured', async () => {
    const token = await signIn(ctx.app);
    const team = await ctx.app.inject({
      url: '/om/api/v1/account/service-team',
      headers: { token },
    });
    expect(team.json().data.docsUrl).toBe('/om/docs/');
    const products = await ctx.app.inject({ url: '/om/api/v1/products', headers: { token } });
    const links = products.json().data.list.map((p: { docUrl: string }) => p.docUrl);
    expect(links.length).toBeGreaterThan(0);
    expect(new Set(links)).toEqual(new Set(['/om/docs/']));
  });

  // one request per documented operation, each with a fresh sign-in: a minute on a loaded machine
  it('answers every operation as documented, without a token and with one', async () => {
    const problems: string[] = [];
    const answered = { ok: 0, refused: 0 };
    for (const { path, method, operation } of operationsOf(doc)) {
      const secured = (operation.security ?? []).length > 0;
      const internal = path.startsWith('/om/internal/');
      const staff = path.startsWith('/om/staff/');
      const { url, payload } = requestOf(path, operation);
      const send = async (headers: Record<string, string>) =>
        ctx.app.inject({ method: method.toUpperCase() as 'GET', url, payload, headers });

      if (secured) {
        const anonymous = await send({});
        const body = anonymous.json();
        if (![401, 403].includes(anonymous.statusCode) || !['501', '403001'].includes(body.code))
          problems.push(`${method} ${path} without a token: ${anonymous.statusCode} ${body.code}`);
      }
      // a fresh session each time: some operations (sign-out) end the one they run in
      const staffToken =
        method === 'delete' && path.endsWith('/v1/session')
          ? staffTokens.signOut
          : staffTokens.calls;
      const headers: Record<string, string> = internal
        ? { authorization: `Bearer ${OPERATOR_TOKEN}` }
        : staff
          ? { 'x-staff-token': staffToken }
          : { token: await signIn(ctx.app) };
      const answer = await send(headers);
      const type = String(answer.headers['content-type'] ?? '');
      if (answer.statusCode === 204) {
        // nothing to answer (no avatar set): no body to check
        answered.ok += 1;
      } else if (answer.statusCode === 200) {
        answered.ok += 1;
        const schema = operation.responses['200']?.content?.['application/json']?.schema;
        if (type.includes('application/json')) {
          if (!schema) problems.push(`${method} ${path}: JSON answer, no JSON schema documented`);
          // refs point into the document's components
          else if (!ajv.validate({ ...schema, components: doc.components }, answer.json()))
            problems.push(`${method} ${path}: ${ajv.errorsText(ajv.errors)}`);
        } else if (!operation.responses['200']?.content?.['application/octet-stream']) {
          problems.push(`${method} ${path}: a ${type} answer that is not documented`);
        }
      } else {
        answered.refused += 1;
        const body = answer.json();
        // the answer documented for its status (with the codes it can carry), else the default
        const documentedAnswer =
          operation.responses[String(answer.statusCode)] ?? operation.responses.default;
        const fitsEnvelope = ajv.validate(
          documentedAnswer?.content?.['application/json']?.schema ?? false,
          body,
        );
        if (!ERROR_STATUSES.includes(answer.statusCode) || !fitsEnvelope)
          problems.push(`${method} ${path}: ${answer.statusCode} ${JSON.stringify(body)}`);
      }
    }
    expect(problems).toEqual([]);
    // the sampled requests reach the handlers: many succeed, the rest are refused cleanly
    expect(answered.ok).toBeGreaterThan(25);
    expect(answered.refused).toBeGreaterThan(0);
  }, 120_000);
});
