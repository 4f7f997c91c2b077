import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { API_BASE, INTERNAL_BASE } from '../../contract';

export const OPENAPI_PATH = `${API_BASE}/openapi.json`;
export const DOCS_PATH = '/om/docs';

const documented = (url: string) =>
  url.startsWith(`${API_BASE}/`) || url.startsWith(`${INTERNAL_BASE}/`);

const ERROR_RESPONSE = {
  description: 'An error: the envelope with a non-success code and a readable message',
  type: 'object',
  required: ['code', 'data', 'message'],
  properties: {
    code: { type: 'string', pattern: '^\\d{3,6}$' },
    data: {},
    message: { type: 'string' },
  },
};

/** Downloads answer with the file itself (errors before it still use the envelope). */
const FILE_RESPONSE = {
  description: 'The file, saved under its Content-Disposition name',
  content: { 'application/octet-stream': { schema: { type: 'string', format: 'binary' } } },
};

/** The operation's group in the reference: the first path segment after the version. */
const tagOf = (url: string) => url.replace(/^\/om\/(api|internal)\/v\d+\//, '').split('/')[0];

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
          'are the messaging platform’s, with the operator token as a bearer.',
      },
      components: {
        securitySchemes: {
          session: { type: 'apiKey', in: 'header', name: 'token' },
          operator: { type: 'http', scheme: 'bearer' },
        },
      },
    },
    transform: (input) => {
      const { url, route } = input;
      if (!documented(url) || url === OPENAPI_PATH) return { schema: { hide: true }, url };
      const transformed = jsonSchemaTransform(input);
      const schema = transformed.schema ?? {};
      const internal = url.startsWith(`${INTERNAL_BASE}/`);
      const guarded = internal || route.config?.guard?.auth !== false;
      return {
        ...transformed,
        schema: {
          ...schema,
          tags: [tagOf(url)],
          response: {
            ...((schema.response as object | undefined) ?? { 200: FILE_RESPONSE }),
            default: ERROR_RESPONSE,
          },
          ...(guarded && { security: [internal ? { operator: [] } : { session: [] }] }),
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
