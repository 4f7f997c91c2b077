import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance, FastifySchema, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import {
  API_BASE,
  BALANCE_LOW_EVENT,
  CALLBACK_EVENTS,
  CHECK_EVENT,
  Codes,
  IDEMPOTENCY_KEY_HEADER,
  INTERNAL_BASE,
  TEST_EVENT,
} from '../../contract';
import { DELIVERY_RATE_LOW_EVENT } from '../../contract/deliveryAlerts';
import { STAFF_BASE, STAFF_TOKEN_HEADER } from '../../contract/staff';
import { callNames, summaryOf } from './callNames';

export const OPENAPI_PATH = `${API_BASE}/openapi.json`;
export const DOCS_PATH = '/om/docs';

const FAMILIES = [API_BASE, INTERNAL_BASE, STAFF_BASE];
const documented = (url: string) => FAMILIES.some((base) => url.startsWith(`${base}/`));

/** The envelope of a refused call, its `code` limited to the given ones when they are known. */
const envelopeOf = (codes?: string[], data: object = {}) => ({
  type: 'object',
  required: ['code', 'data', 'message'],
  properties: {
    code: codes ? { type: 'string', enum: codes } : { type: 'string', pattern: '^\\d{3,6}$' },
    data,
    message: { type: 'string', description: "A readable message in the request's language" },
  },
});

const refusal = (description: string, codes: string[], data?: object) => ({
  description,
  content: { 'application/json': { schema: envelopeOf(codes, data) } },
});

const REFUSALS = {
  400: refusal(
    'Invalid request: `data.fields` names each refused field and why',
    [Codes.invalidRequest],
    {
      type: ['object', 'null'],
      properties: { fields: { type: 'object', additionalProperties: { type: 'string' } } },
    },
  ),
  401: refusal('No, unknown or expired token (501), or a revoked session (502): sign in again', [
    Codes.tokenInvalid,
    Codes.sessionRevoked,
  ]),
  403: refusal('Not allowed to the caller (permission group, role, address)', [Codes.forbidden]),
  404: refusal('Not found, also for another account’s record', [Codes.notFound]),
  409: refusal(
    'A conflict with what is stored (409001: a taken name, a state that refuses it), or the ' +
      `\`${IDEMPOTENCY_KEY_HEADER}\` came back with other content (409002) or while its first ` +
      'request is still running (409003)',
    [Codes.conflict, Codes.referenceReused, Codes.requestInProgress],
  ),
  413: refusal('The body is larger than the call takes', [Codes.payloadTooLarge]),
  429: refusal(
    'Too many requests: `data.retryAfterSeconds` says when to try again',
    [Codes.tooManyRequests],
    { type: ['object', 'null'], properties: { retryAfterSeconds: { type: 'integer' } } },
  ),
};

const DEFAULT_ANSWER = {
  description: 'Any other refusal: the envelope with a non-success code (see the code table)',
  content: { 'application/json': { schema: envelopeOf() } },
};

/** Downloads answer with the file itself (errors before it still use the envelope). */
const FILE_RESPONSE = {
  description: 'The file, saved under its Content-Disposition name',
  content: { 'application/octet-stream': { schema: { type: 'string', format: 'binary' } } },
};

/** The family of a documented URL and the area it belongs to, its group in the reference. */
function placeOf(url: string) {
  const [, family, , area] = url.split('/').slice(1);
  return { family, tag: family === 'api' ? area : `${family}/${area}` };
}

const staffRule = (roles: readonly string[], listed: number) => {
  if (roles.length > 0) return `Staff roles: ${roles.join(', ')} (and admin).`;
  return listed > 0 ? 'Staff admins only.' : 'Any staff user.';
};

/** The rules a route's guard applies, in words: the operation's description. */
function rulesOf(route: RouteOptions, family: string) {
  const guard = route.config?.guard;
  const limit = route.config?.rateLimit || undefined;
  const roles = (guard?.staffRoles ?? []).filter((role) => role !== 'admin');
  return [
    guard?.permission && `Needs the \`${guard.permission}\` permission group.`,
    guard?.mainOnly && 'Main accounts only.',
    family === 'staff' && guard?.auth !== false && staffRule(roles, guard?.staffRoles?.length ?? 0),
    guard?.idempotent &&
      `A repeat with the same \`${IDEMPOTENCY_KEY_HEADER}\` gets the first answer, done once.`,
    typeof limit?.max === 'number' &&
      `At most ${limit.max} requests per ${limit.timeWindow} from one client address.`,
  ]
    .filter((rule): rule is string => typeof rule === 'string')
    .join(' ');
}

/** What a route can answer besides its success, as its guard and schemas say. */
function refusalsOf(route: RouteOptions, schema: FastifySchema, family: string) {
  const guard = route.config?.guard;
  const authed = family !== 'internal' && guard?.auth !== false;
  const forbids = family !== 'api' || guard?.permission !== undefined || guard?.mainOnly === true;
  const { params, querystring, body } = schema;
  return {
    ...((params || querystring || body) !== undefined && { 400: REFUSALS[400] }),
    ...(authed && { 401: REFUSALS[401] }),
    ...(forbids && { 403: REFUSALS[403] }),
    ...(params !== undefined && { 404: REFUSALS[404] }),
    ...(guard?.idempotent && { 409: REFUSALS[409] }),
    ...(body !== undefined && { 413: REFUSALS[413] }),
    ...(Boolean(route.config?.rateLimit) && { 429: REFUSALS[429] }),
  };
}

const SECURITY: Record<string, Record<string, string[]>[]> = {
  api: [{ session: [] }],
  internal: [{ operator: [] }],
  staff: [{ staff: [] }],
};

/** The key a client may send so that a retried write is done once. */
const idempotencyKey = {
  type: 'object',
  properties: {
    [IDEMPOTENCY_KEY_HEADER.toLowerCase()]: {
      type: 'string',
      description: 'Any unique string: a repeat of the request gets the first answer',
    },
  },
};

const signatureHeader = (name: string, description: string) => ({
  in: 'header',
  name,
  required: true,
  description,
  schema: { type: 'string' },
});

/** The payload every callback address is sent, signed as Standard Webhooks says. */
const webhookOf = (event: string, description: string) => ({
  post: {
    operationId: `${event}Event`,
    summary: `The ${event} event`,
    description: `${description} An address in GET mode gets the same JSON in its \`payload\` query parameter.`,
    tags: ['webhooks'],
    // signed with the address's secret instead (the headers below)
    security: [],
    parameters: [
      signatureHeader('webhook-id', 'The same for every attempt of this event'),
      signatureHeader('webhook-timestamp', 'Seconds since the epoch'),
      signatureHeader(
        'webhook-signature',
        '`v1,<base64 HMAC-SHA256 of "id.timestamp.payload">` with the address secret; two while a rotated secret overlaps',
      ),
    ],
    requestBody: {
      required: true,
      content: {
        'application/json': {
          schema: {
            type: 'object',
            required: ['id', 'event', 'timestamp', 'data'],
            properties: {
              id: { type: 'string', description: 'The same for every attempt of this event' },
              event: { type: 'string', const: event },
              timestamp: { type: 'string', format: 'date-time' },
              data: { type: 'object' },
            },
          },
        },
      },
    },
    responses: {
      '200': { description: 'Received (any 2xx counts)' },
      '400': { description: 'Refused by the receiver: the event is sent again later' },
    },
  },
});

const platformEvents = [...new Set(Object.values(CALLBACK_EVENTS).flat())];
const WEBHOOKS = Object.fromEntries([
  ...platformEvents.map((event) => [
    event,
    webhookOf(event, 'Published by the messaging platform; `data` is as it published it.'),
  ]),
  [
    BALANCE_LOW_EVENT,
    webhookOf(
      BALANCE_LOW_EVENT,
      'The available limit fell below a low-balance alert threshold: `data` is ' +
        '{ accountId, currency, threshold, availableLimit }.',
    ),
  ],
  [
    DELIVERY_RATE_LOW_EVENT,
    webhookOf(
      DELIVERY_RATE_LOW_EVENT,
      'A delivery-rate alert fired: over the last hour fewer than `belowPercent` % of at least ' +
        '`minMessages` outbound messages were delivered. `data` is { alertId, accountId, product, ' +
        'country (null: any), belowPercent, minMessages, deliveryRate, messages, delivered, ' +
        'failed, windowStart, windowEnd }.',
    ),
  ],
  [
    CHECK_EVENT,
    webhookOf(CHECK_EVENT, 'Sent when an address is saved; it must answer 200 within 3 s.'),
  ],
  [TEST_EVENT, webhookOf(TEST_EVENT, 'Sent by the console’s "send test event".')],
]);

/**
 * The one style attribute Swagger UI writes as markup (its icons' hidden SVG sprite), allowed
 * by its hash alone; the browser test of the reference fails on any other.
 */
const SWAGGER_UI_STYLE = "'unsafe-hashes' 'sha256-RL3ie0nH+Lzz2YNqQN83mnU0J1ot4QL7b99vMdIX99w='";

/**
 * The API reference: an OpenAPI 3.1 document generated from the routes' zod schemas as they
 * are registered (so no route can be left out), and Swagger UI served from our own files.
 * Registered before the modules, like the route table.
 */
async function apiReference(app: FastifyInstance) {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Console API',
        version: '1',
        description:
          'Every answer is the envelope { code, data, message }; code "000000" is success. ' +
          'Console calls send the session token in the `token` header; /om/internal calls ' +
          'are the messaging platform’s, with the operator token as a bearer; /om/staff calls ' +
          `are the staff console's, with a staff session in \`${STAFF_TOKEN_HEADER}\`.`,
      },
      servers: [{ url: app.config.publicUrl, description: 'This server' }],
      components: {
        securitySchemes: {
          session: { type: 'apiKey', in: 'header', name: 'token' },
          operator: { type: 'http', scheme: 'bearer' },
          staff: { type: 'apiKey', in: 'header', name: STAFF_TOKEN_HEADER },
        },
      },
      webhooks: WEBHOOKS,
    },
    transform: (input) => {
      const { url, route } = input;
      if (!documented(url) || url === OPENAPI_PATH) return { schema: { hide: true }, url };
      const transformed = jsonSchemaTransform(input);
      const schema: FastifySchema = transformed.schema ?? {};
      const { family, tag } = placeOf(url);
      const call = route.config?.call;
      const name = call && callNames.get(call);
      const guard = route.config?.guard;
      const publicCall = family !== 'internal' && guard?.auth === false;
      const rules = rulesOf(route, family);
      return {
        ...transformed,
        schema: {
          ...schema,
          ...(name && { operationId: name, summary: summaryOf(name) }),
          ...(rules && { description: rules }),
          tags: [tag],
          ...(guard?.idempotent && !schema.headers && { headers: idempotencyKey }),
          response: {
            ...((schema.response as object | undefined) ?? { 200: FILE_RESPONSE }),
            ...refusalsOf(route, input.schema ?? {}, family),
            default: DEFAULT_ANSWER,
          },
          security: publicCall ? [] : SECURITY[family],
        },
      };
    },
    transformObject: jsonSchemaTransformObject,
  });
  await app.register(swaggerUi, {
    routePrefix: DOCS_PATH,
    staticCSP: true,
    transformStaticCSP: (policy) => policy.replace('style-src ', `style-src ${SWAGGER_UI_STYLE} `),
  });
  // public, like the reference it feeds: it describes calls, never an account's data
  app.get(OPENAPI_PATH, { schema: { hide: true }, config: { guard: { auth: false } } }, async () =>
    app.swagger(),
  );
}

export default fp(apiReference, { name: 'api-reference' });
