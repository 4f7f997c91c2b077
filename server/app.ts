import { randomUUID } from 'node:crypto';
import compress from '@fastify/compress';
import rateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyServerOptions, type onRequestHookHandler } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { API_BASE, INTERNAL_BASE } from '../contract';
import { STAFF_BASE } from '../contract/staff';
import type { Config } from './config';
import type { Db } from './db/connect';
import { addRuleMessages } from './i18n';
import { connectRedis } from './lib/redis';
import { requestContext } from './lib/requestContext';
import { responseWriter } from './lib/responseSerializer';
import { ingestThread } from './ingestThread';
import inlineChatPage from './modules/products/inlineChatPage';
import { ingestOnThisThread } from './modules/messageLogs/messageIngest';
import { createSender, type MessageSender } from './messaging';
import { DECLARED_RESOURCES, MODULES } from './modules/registry';
import apiReference from './plugins/apiReference';
import brokerQueues from './plugins/brokerQueues';
import consolePlugin from './plugins/console';
import errors from './plugins/errors';
import { answerClientError, answerFrameworkError } from './plugins/frameworkErrors';
import health from './plugins/health';
import jobs from './plugins/jobs';
import metrics from './plugins/metrics';
import routeTable from './plugins/routeTable';
import securityHeaders from './plugins/securityHeaders';
import './http/types';

// Google Identity Services, as its documentation lists them for a content security policy
const GOOGLE_GSI = 'https://accounts.google.com/gsi/';
const GOOGLE_GSI_SCRIPT = 'https://accounts.google.com/gsi/client';
const GOOGLE_GSI_STYLE = 'https://accounts.google.com/gsi/style';

/** Node's own default: the headers of a request must have arrived within a minute. */
const HEADERS_TIMEOUT_MS = 60_000;

/**
 * API answers are one person's data: no browser or proxy keeps them. A route that may be
 * kept (an avatar with its ETag) sets its own Cache-Control over this one.
 */
const storedByNoOne: onRequestHookHandler = (_request, reply, done) => {
  reply.header('cache-control', 'no-store');
  done();
};

export interface BuildOptions {
  config: Config;
  db: Db;
  logger?: FastifyServerOptions['logger'];
  /** Replaces the configured message sender (tests). */
  sender?: MessageSender;
}

/** Builds the whole server: used by main.ts and by every API test (through app.inject). */
export async function buildApp({ config, db, logger = false, sender }: BuildOptions) {
  const app = Fastify({
    logger,
    bodyLimit: config.bodyLimitBytes,
    // a request still arriving after this is dropped (408), so slow senders cannot hold
    // sockets; Node enforces it only with a headers timeout no longer than it, and looks
    // for such requests every second instead of every 30 s
    requestTimeout: config.requestTimeoutMs,
    http: {
      headersTimeout: Math.min(HEADERS_TIMEOUT_MS, config.requestTimeoutMs),
      connectionsCheckingInterval: Math.min(1_000, config.requestTimeoutMs),
    },
    genReqId: () => randomUUID(),
    trustProxy: config.trustProxy,
    frameworkErrors: answerFrameworkError,
    clientErrorHandler: answerClientError,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(({ schema }) => responseWriter(schema as z.ZodType));
  app.decorate('db', db);
  app.decorate('config', config);
  app.decorate('resources', DECLARED_RESOURCES);
  addRuleMessages(DECLARED_RESOURCES);
  app.decorate('messages', sender ?? createSender(config, db, app.log));
  app.decorate(
    'messageIngest',
    config.messageIngestThread ? ingestThread(db.url, app.log) : ingestOnThisThread(db),
  );
  // onClose hooks run last-registered first: the broker's consumers, registered below, hand
  // over their batch in hand before the ingest closes
  app.addHook('onClose', () => app.messageIngest.close());
  app.decorateRequest('auth', null);
  // what a request starts (the jobs it enqueues) carries its id into the logs
  app.addHook('onRequest', (request, _reply, done) =>
    requestContext.run({ requestId: request.id }, done),
  );
  const redis = config.redisUrl ? await connectRedis(config.redisUrl) : null;
  if (redis) {
    redis.on('close', () =>
      app.log.warn('Redis connection lost: rate limits are off until it is back'),
    );
    redis.on('ready', () => app.log.info('Redis connected'));
    app.addHook('onClose', async () => {
      redis.disconnect();
    });
  }

  await app.register(errors);
  await app.register(routeTable);
  await app.register(apiReference);
  await app.register(health, {
    checks: redis ? { redis: () => redis.ping() } : {},
  });
  await app.register(metrics, { token: config.metricsToken });
  await app.register(jobs);
  await app.register(brokerQueues);
  const styleSrc = ["'self'", GOOGLE_GSI_STYLE];
  await app.register(securityHeaders, {
    styleSrc,
    helmet: {
      contentSecurityPolicy: {
        directives: {
          defaultSrc: ["'self'"],
          scriptSrc: ["'self'", GOOGLE_GSI_SCRIPT],
          styleSrc,
          imgSrc: ["'self'", 'data:', 'blob:'],
          connectSrc: ["'self'", GOOGLE_GSI],
          // our own chat widget is previewed in a frame; Google sign-in (loaded only when its
          // button is used) runs in Google's
          frameSrc: ["'self'", GOOGLE_GSI],
        },
      },
    },
  });
  await app.register(compress, { threshold: 2048 });
  await app.register(rateLimit, {
    global: false,
    // with REDIS_URL the counts are shared by every instance; if Redis is lost while
    // running, requests are answered without limits (logged) rather than refused
    ...(redis && { redis, nameSpace: `${config.redisPrefix}rate:`, skipOnError: true }),
  });

  await app.register(
    async (api) => {
      api.addHook('onRequest', storedByNoOne);
      for (const module of MODULES) if (module.routes) await api.register(module.routes);
    },
    { prefix: API_BASE },
  );
  await app.register(
    async (internal) => {
      internal.addHook('onRequest', storedByNoOne);
      for (const module of MODULES)
        if (module.operatorRoutes) await internal.register(module.operatorRoutes);
    },
    { prefix: INTERNAL_BASE },
  );
  await app.register(
    async (staff) => {
      staff.addHook('onRequest', storedByNoOne);
      for (const module of MODULES)
        if (module.staffRoutes) await staff.register(module.staffRoutes);
    },
    { prefix: STAFF_BASE },
  );
  for (const module of MODULES)
    if (module.payRoutes) await app.register(module.payRoutes, { prefix: '/om/pay' });
  await app.register(consolePlugin);
  await app.register(inlineChatPage);
  return app;
}
