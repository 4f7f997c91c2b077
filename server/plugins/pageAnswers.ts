import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  API_BASE,
  Codes,
  LANG_KEY,
  PAGE_ANSWER_ID_PREFIX,
  pathOf,
  TOKEN_HEADER,
  TOKEN_KEY,
  type ApiCall,
} from '../../contract';
import { languageOf } from '../i18n';
import { cookieOf } from '../lib/cookies';

/** A session token as the API takes it (`authenticate`), nothing a header could not carry. */
const TOKEN_SHAPE = /^[\x21-\x7e]{20,128}$/;

/** Nothing in an answer can end its script element or open a comment in it. */
const inScript = (json: string) =>
  json.replace(/</g, '\\u003c').replace(/>/g, '\\u003e').replace(/&/g, '\\u0026');

/**
 * The answers of `calls` for the session of the request's OMTOKEN cookie, as the page's
 * `<script type="application/json">` blocks, or null when there is none to give (no cookie, or
 * a session that is over). Each call runs through the API itself (`app.inject`) with the
 * session's token and the console's chosen language (its langType cookie, else the browser's
 * Accept-Language), so its session check, permission check, language and writing are the
 * API's; a call the API refuses (a role without its permission) has no block.
 */
export async function pageAnswers(
  app: FastifyInstance,
  request: FastifyRequest,
  calls: ApiCall[],
): Promise<string | null> {
  const token = cookieOf(request.headers.cookie, TOKEN_KEY);
  if (!token || !TOKEN_SHAPE.test(token)) return null;
  const acceptLanguage =
    cookieOf(request.headers.cookie, LANG_KEY) ?? request.headers['accept-language'] ?? '';
  const language = languageOf({ headers: { 'accept-language': acceptLanguage } });
  const blocks = await Promise.all(
    calls.map(async (call) => {
      const path = pathOf(call);
      const answer = await app.inject({
        method: 'GET',
        url: `${API_BASE}${path}`,
        headers: { [TOKEN_HEADER]: token, 'accept-language': language },
      });
      if (answer.statusCode !== 200) return '';
      const { code } = answer.json<{ code?: unknown }>();
      if (code !== Codes.success) return '';
      return `<script type="application/json" id="${PAGE_ANSWER_ID_PREFIX}${path}" data-language="${language}">${inScript(answer.body)}</script>`;
    }),
  );
  const html = blocks.join('');
  return html === '' ? null : html;
}
