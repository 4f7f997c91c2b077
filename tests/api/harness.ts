import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { inject } from 'vitest';
import { z } from 'zod';
import { encodeCredential, type Envelope } from '../../contract';
import { buildApp } from '../../server/app';
import { loadConfig, type Config } from '../../server/config';
import { connect, type Db, type DialectName } from '../../server/db/connect';
import { migrateToLatest } from '../../server/lifecycle/migrate';
import { scratchDatabase } from '../../scripts/scratchDatabase';
import { DEMO, seedDemo, seedProducts } from '../../server/lifecycle/seed/demo';
import type { Start } from './templates';

/** The databases the API suite runs on: SQLite always, PostgreSQL when TEST_DATABASE_URL is set. */
export const backends = (): DialectName[] =>
  process.env.TEST_DATABASE_URL ? ['sqlite', 'postgres'] : ['sqlite'];

/** A throw-away PostgreSQL database on the server of TEST_DATABASE_URL. */
export const createPostgresDatabase = () =>
  scratchDatabase(process.env.TEST_DATABASE_URL as string);

export interface TestContext {
  app: FastifyInstance;
  db: Db;
  config: Config;
  close: () => Promise<void>;
}

/** A fresh database of the kind, copied from the suite's migrated and seeded template. */
async function freshDatabase(backend: DialectName, start: Start) {
  const templates = inject('templates');
  if (backend === 'postgres') {
    const template = templates.postgres?.[start];
    if (!template) throw new Error('the suite made no PostgreSQL template: set TEST_DATABASE_URL');
    return scratchDatabase(process.env.TEST_DATABASE_URL as string, 'console_test', template);
  }
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'console-test-'));
  const file = path.join(folder, 'console.db');
  fs.copyFileSync(templates.sqlite[start], file);
  return {
    url: `sqlite:${file}`,
    drop: async () => fs.rmSync(folder, { recursive: true, force: true }),
  };
}

/**
 * The real app on a fresh database of the given kind, migrated and seeded with the demo
 * account (or the products only, `seed: false`). `env.DATABASE_URL` names a database of the
 * test's own, migrated and seeded here. `beforeReady` may add routes (e.g. one that throws)
 * before the app is sealed.
 */
export async function startApp(
  backend: DialectName,
  options: {
    seed?: boolean;
    env?: Record<string, string>;
    beforeReady?: (app: FastifyInstance) => void;
    /** Where the app's log lines go (default: nowhere). */
    logStream?: { write: (line: string) => void };
  } = {},
): Promise<TestContext> {
  const start: Start = options.seed === false ? 'products' : 'demo';
  const ownUrl = options.env?.DATABASE_URL;
  const database = ownUrl ? null : await freshDatabase(backend, start);
  const distDir = fs.mkdtempSync(path.join(os.tmpdir(), 'console-dist-'));
  const config = loadConfig({
    DATABASE_URL: database?.url ?? (ownUrl as string),
    DIST_DIR: distDir,
    LOG_LEVEL: 'silent',
    // jobs run where a test asks for them (JOB_WORKER=1), not behind other tests' backs
    JOB_WORKER: '0',
    ...options.env,
  });
  const db = connect(config.databaseUrl);
  if (ownUrl) {
    await migrateToLatest(db);
    await seedProducts(db);
    if (start === 'demo') await seedDemo(db);
  }
  const logger = options.logStream && { level: 'info', stream: options.logStream };
  const app = await buildApp({ config, db, logger });
  options.beforeReady?.(app);
  await app.ready();
  return {
    app,
    db,
    config,
    close: async () => {
      await app.close();
      await db.destroy();
      await database?.drop();
      fs.rmSync(distDir, { recursive: true, force: true });
    },
  };
}

export interface CallOptions {
  token?: string;
  language?: string;
  body?: unknown;
  headers?: Record<string, string>;
}

/** One request through the real HTTP stack (app.inject), answered as the envelope. */
export async function call<T = unknown>(
  app: FastifyInstance,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  options: CallOptions = {},
) {
  const response = await app.inject({
    method,
    url: `/om/api${url}`,
    headers: {
      ...(options.token ? { token: options.token } : {}),
      ...(options.language ? { 'accept-language': options.language } : {}),
      ...options.headers,
    },
    payload: options.body as never,
  });
  return {
    status: response.statusCode,
    body: response.json() as Envelope<T>,
    headers: response.headers,
  };
}

/** Signs in through the real login call and returns the session token. */
export async function signIn(
  app: FastifyInstance,
  account: string = DEMO.email,
  password: string = DEMO.password,
) {
  const { body } = await call<{ token: string }>(app, 'POST', '/v1/user/login', {
    body: { account, password: encodeCredential(password) },
  });
  if (body.code !== '000000') throw new Error(`sign-in failed: ${body.code} ${body.message}`);
  return body.data.token;
}

/** The body examples a schema declares (`.meta({ examples })`): the API reference shows them. */
export const examplesOf = <S extends z.ZodType>(schema: S): z.input<S>[] =>
  (z.globalRegistry.get(schema)?.examples as z.input<S>[] | undefined) ?? [];
