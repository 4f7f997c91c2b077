import { CALLBACK_TIMEOUT_MS, EVENT_DELIVERY_TIMEOUT_MS, type Language } from '../../../contract';
import type { Config } from '../../config';
import type { CallbacksTable } from '../../db/schema';
import { translate } from '../../i18n';
import { isoTime } from '../../lib/isoTime';
import { probe, type ProbeRequest, type ProbeResult } from './probe';
import { signatureHeaders } from '../../lib/webhookSignature';
import { keyOfSecret } from './sign';

/** What a request to a callback needs: where, how, and the credentials and secrets to send. */
export type CallbackTarget = Pick<
  CallbacksTable,
  | 'url'
  | 'method'
  | 'username'
  | 'user_key'
  | 'authorization'
  | 'secret'
  | 'previous_secret'
  | 'previous_secret_expires_at'
>;

/** The JSON an event is sent as: the same bytes on every attempt and replay. */
export const eventBody = (id: string, event: string, data: unknown, now = Date.now()) =>
  JSON.stringify({ id, event, timestamp: isoTime(now), data });

/** The keys that sign now: the current secret's, and a rotated-out one's until it expires. */
const signingKeys = (target: CallbackTarget, now: number) =>
  (target.previous_secret && (target.previous_secret_expires_at ?? 0) > now
    ? [target.secret, target.previous_secret]
    : [target.secret]
  ).map(keyOfSecret);

/**
 * The signed request of one event (Standard Webhooks headers): the JSON body for POST; for
 * GET the same JSON in the `payload` query parameter, signed alike, so any Standard Webhooks
 * library verifies `payload` as it would a body.
 */
export function eventRequest(
  target: CallbackTarget,
  id: string,
  body: string,
  now = Date.now(),
): ProbeRequest {
  const headers: Record<string, string> = { 'user-agent': 'OM-Callback/1.0', accept: '*/*' };
  if (target.authorization) headers.authorization = target.authorization;
  else if (target.username)
    headers.authorization = `Basic ${Buffer.from(`${target.username}:${target.user_key ?? ''}`).toString('base64')}`;
  Object.assign(headers, signatureHeaders(signingKeys(target, now), id, body, now));
  if (target.method === 'POST') {
    headers['content-type'] = 'application/json';
    return { url: target.url, method: 'POST', headers, body };
  }
  const url = new URL(target.url);
  url.searchParams.append('payload', body);
  return { url: url.toString(), method: 'GET', headers };
}

/** The headers as the delivery log shows them: credentials are never written down. */
export const loggedHeaders = (headers: Record<string, string>) =>
  JSON.stringify({ ...headers, ...(headers.authorization ? { authorization: '••••••' } : {}) });

/** The check on save and test events: HTTP 200 within 3 s (spec), no redirects. */
export const sendCheck = (config: Config, request: ProbeRequest) =>
  probe(request, { allow: config.callbackAllow, timeoutMs: CALLBACK_TIMEOUT_MS });

/** A real event: any 2xx within 15 s is delivered; the same address checks as the probe. */
export const sendEvent = (config: Config, request: ProbeRequest) =>
  probe(request, {
    allow: config.callbackAllow,
    timeoutMs: EVENT_DELIVERY_TIMEOUT_MS,
    succeeds: (status) => status >= 200 && status < 300,
  });

/** The host an address names, as its messages show it (the address itself if unreadable). */
export const hostOf = (url: string) => (URL.canParse(url) ? new URL(url).host : url);

/** What happened, in words a developer understands; `host` from `hostOf`. */
export function probeMessage(
  language: Language,
  result: Pick<ProbeResult, 'outcome' | 'httpStatus' | 'latencyMs' | 'detail'>,
  host: string,
  kind: 'check' | 'event' = 'check',
): string {
  return translate(language, `devtools.probe.${result.outcome}`, {
    status: result.httpStatus ?? '',
    ms: result.latencyMs,
    host,
    detail: result.detail ?? '',
    seconds: (kind === 'check' ? CALLBACK_TIMEOUT_MS : EVENT_DELIVERY_TIMEOUT_MS) / 1000,
    expected: kind === 'check' ? 'HTTP 200' : 'HTTP 2xx',
  });
}
