import { CALLBACK_TIMEOUT_MS, type Language } from '../../../contract';
import type { Config } from '../../config';
import type { CallbacksTable } from '../../db/schema';
import { translate } from '../../i18n';
import { newId } from '../../lib/ids';
import { probe, type ProbeRequest, type ProbeResult } from './probe';
import { signature, SIGNATURE_HEADER } from './sign';
import { isoTime } from '../../lib/isoTime';

/** What a request to a callback needs: where, how, and the credentials and secret to send. */
export type CallbackTarget = Pick<
  CallbacksTable,
  'url' | 'method' | 'username' | 'user_key' | 'authorization' | 'secret'
>;

/** The signed request of one event: a JSON body for POST, query parameters for GET. */
export function eventRequest(
  target: CallbackTarget,
  event: string,
  data: Record<string, unknown>,
  now = Date.now(),
): ProbeRequest {
  const payload = { id: newId(now), event, timestamp: isoTime(now), data };
  const headers: Record<string, string> = { 'user-agent': 'OM-Callback/1.0', accept: '*/*' };
  if (target.authorization) headers.authorization = target.authorization;
  else if (target.username)
    headers.authorization = `Basic ${Buffer.from(`${target.username}:${target.user_key ?? ''}`).toString('base64')}`;
  if (target.method === 'POST') {
    const body = JSON.stringify(payload);
    headers['content-type'] = 'application/json';
    headers[SIGNATURE_HEADER] = signature(target.secret, body, now);
    return { url: target.url, method: 'POST', headers, body };
  }
  const query = new URLSearchParams({
    id: payload.id,
    event,
    timestamp: payload.timestamp,
    data: JSON.stringify(data),
  }).toString();
  headers[SIGNATURE_HEADER] = signature(target.secret, query, now);
  const url = new URL(target.url);
  url.search = url.search ? `${url.search}&${query}` : query;
  return { url: url.toString(), method: 'GET', headers };
}

/** Sends one event with the prober's rules (3 s, no redirects, checked address). */
export const sendEvent = (config: Config, request: ProbeRequest) =>
  probe(request, { allow: config.callbackAllow, timeoutMs: CALLBACK_TIMEOUT_MS });

/** What happened, in words a developer understands. */
export function probeMessage(
  language: Language,
  result: Pick<ProbeResult, 'outcome' | 'httpStatus' | 'latencyMs' | 'detail'>,
  url: string,
): string {
  return translate(language, `devtools.probe.${result.outcome}`, {
    status: result.httpStatus ?? '',
    ms: result.latencyMs,
    host: URL.canParse(url) ? new URL(url).host : url,
    detail: result.detail ?? '',
    seconds: CALLBACK_TIMEOUT_MS / 1000,
  });
}
