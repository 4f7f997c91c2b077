import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import type { AddressInfo } from 'node:net';
import openapiTS, { astToString } from 'openapi-typescript';
import ts from 'typescript';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { encodeCredential } from '../../contract';
import { DEMO } from '../../server/lifecycle/seed/demo';
import { startApp, type TestContext } from './harness';

const ROOT = path.resolve(import.meta.dirname, '../..');
const run = promisify(execFile);

/** What a consumer writes with the generated types: sign in, list orders, create an API key. */
const CLIENT = `
import createClient from 'openapi-fetch';
import type { paths } from './api';

export async function useTheApi(baseUrl: string, account: string, password: string) {
  const client = createClient<paths>({ baseUrl });
  const login = await client.POST('/om/api/v1/user/login', { body: { account, password } });
  const session = login.data?.data;
  if (!session || !('token' in session)) throw new Error('sign-in failed');
  const headers = { token: session.token };
  const orders = await client.GET('/om/api/v1/orders', {
    params: { query: { page: 1, pageSize: 5 } },
    headers,
  });
  const created = await client.POST('/om/api/v1/api-keys', {
    body: { type: 'whatsapp', name: 'Generated client', access: 'full' },
    headers,
  });
  const refused = await client.POST('/om/api/v1/api-keys', {
    body: { type: 'whatsapp', name: '', access: 'full' },
    headers,
  });
  return { orders: orders.data, created: created.data, refused: refused.error };
}
`;

interface Lint {
  totals: { errors: number; warnings: number };
  problems: { ruleId: string; message: string; location: { pointer: string }[] }[];
}

describe('the API reference, as a consumer uses it', () => {
  let ctx: TestContext;
  let doc: object;
  let baseUrl: string;

  beforeAll(async () => {
    // the document names this server; a real address, as a deployment configures it
    ctx = await startApp('sqlite', {
      env: {
        OPERATOR_TOKEN: 'operator-token-for-the-reference',
        PUBLIC_URL: 'https://sms.om.test',
      },
    });
    doc = (await ctx.app.inject({ url: '/om/api/openapi.json' })).json();
    await ctx.app.listen({ host: '127.0.0.1', port: 0 });
    baseUrl = `http://127.0.0.1:${(ctx.app.server.address() as AddressInfo).port}`;
  });
  afterAll(() => ctx.close());

  it("passes Redocly's recommended rules without an error or a warning", async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'openapi-lint-'));
    try {
      fs.writeFileSync(path.join(dir, 'openapi.json'), JSON.stringify(doc));
      for (const file of ['redocly.yaml', '.redocly.lint-ignore.yaml'])
        fs.copyFileSync(path.join(ROOT, file), path.join(dir, file));
      const lint = await run(
        path.join(ROOT, 'node_modules/.bin/redocly'),
        ['lint', 'openapi.json', '--format=json'],
        {
          cwd: dir,
          env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' },
        },
      ).catch((failed: { stdout: string }) => failed);
      const result = JSON.parse(lint.stdout) as Lint;
      const problems = result.problems.map(
        (p) => `${p.ruleId} ${p.location[0]?.pointer}: ${p.message}`,
      );
      expect(problems).toEqual([]);
      expect(result.totals).toMatchObject({ errors: 0, warnings: 0 });
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it('names every operation once, after the contract call the console imports', () => {
    const { paths } = doc as {
      paths: Record<string, Record<string, { operationId?: string; summary?: string }>>;
    };
    const operations = Object.values(paths).flatMap((byMethod) => Object.values(byMethod));
    const names = operations.map((operation) => operation.operationId);
    expect(names.filter((name) => name === undefined)).toEqual([]);
    expect(new Set(names).size).toBe(names.length);
    const summaries = Object.fromEntries(operations.map((o) => [o.operationId, o.summary]));
    expect(summaries).toMatchObject({
      login: 'Login',
      listOrders: 'List orders',
      createApiKey: 'Create API key',
      'senderIds.list': 'List sender IDs',
    });
  });

  it('generates a client that signs in, lists orders and creates an API key', async () => {
    // beside the project's node_modules, so the client finds openapi-fetch as a consumer's would
    const cache = path.join(ROOT, 'node_modules/.cache');
    fs.mkdirSync(cache, { recursive: true });
    const dir = fs.mkdtempSync(path.join(cache, 'openapi-client-'));
    try {
      const types = astToString(await openapiTS(doc as never));
      expect(types).toContain('listOrders: {');
      fs.writeFileSync(path.join(dir, 'api.d.ts'), types);
      fs.writeFileSync(path.join(dir, 'client.ts'), CLIENT);
      // the consumer's code compiles against the generated types (a wrong path or body would not)
      const program = ts.createProgram([path.join(dir, 'client.ts')], {
        strict: true,
        noEmit: true,
        skipLibCheck: true,
        target: ts.ScriptTarget.ES2022,
        module: ts.ModuleKind.ESNext,
        moduleResolution: ts.ModuleResolutionKind.Bundler,
      });
      const typeErrors = ts
        .getPreEmitDiagnostics(program)
        .map((d) => ts.flattenDiagnosticMessageText(d.messageText, '\n'));
      expect(typeErrors).toEqual([]);
      const client = (await import(/* @vite-ignore */ path.join(dir, 'client.ts'))) as {
        useTheApi: (
          baseUrl: string,
          account: string,
          password: string,
        ) => Promise<{
          orders: { code: string; data: { list: unknown[]; total: number } };
          created: { code: string; data: { name: string; password: string } };
          refused: { code: string; data: { fields: Record<string, string> } };
        }>;
      };
      const answers = await client.useTheApi(baseUrl, DEMO.email, encodeCredential(DEMO.password));

      expect(answers.orders.code).toBe('000000');
      expect(answers.orders.data.list.length).toBeGreaterThan(0);
      expect(answers.created.code).toBe('000000');
      expect(answers.created.data).toMatchObject({ name: 'Generated client' });
      expect(answers.created.data.password.length).toBeGreaterThan(8);
      expect(answers.refused.code).toBe('400001');
      expect(Object.keys(answers.refused.data.fields)).toContain('name');
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
