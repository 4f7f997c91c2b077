import { lookup } from 'node:dns/promises';
import http from 'node:http';
import https from 'node:https';
import { isIP } from 'node:net';
import type { ProbeOutcome } from '../../../contract';
import { classify, isAllowed, unmapIpv4, type AddressClass } from '../../lib/addressClass';

export interface ProbeRequest {
  url: string;
  method: 'GET' | 'POST';
  headers: Record<string, string>;
  body?: string;
}

export interface ProbeResult {
  outcome: ProbeOutcome;
  httpStatus: number | null;
  latencyMs: number;
  /** The refused address, or the TLS / network error, for the message. */
  detail: string | null;
  /** The first bytes of the answer, as text. */
  excerpt: string;
}

export interface ProbeOptions {
  /** Address classes allowed anyway (config CALLBACK_ALLOW). */
  allow: readonly AddressClass[];
  timeoutMs: number;
  /** Most bytes of the answer read; the rest is never downloaded. */
  maxBytes?: number;
  /** Which HTTP status counts as success (default: 200 only, the check on save). */
  succeeds?: (status: number) => boolean;
  /** Host name resolution, replaceable in tests. */
  resolve?: (host: string) => Promise<string[]>;
}

const isOk = (status: number) => status === 200;

/** RFC 6761: names under .invalid never resolve, so they are refused without a DNS query. */
const NEVER_RESOLVES = /(^|\.)invalid\.?$/i;

const systemResolve = async (host: string) => {
  if (NEVER_RESOLVES.test(host))
    throw Object.assign(new Error(`${host} never resolves`), { code: 'ENOTFOUND' });
  return (await lookup(host, { all: true, verbatim: true })).map((entry) => entry.address);
};

const DNS_CODES = new Set(['ENOTFOUND', 'EAI_AGAIN', 'EAI_NONAME', 'ENODATA', 'EAI_FAIL']);

/** How a failed request ended, from the Node error. */
function failureOf(error: unknown): Pick<ProbeResult, 'outcome' | 'detail'> {
  const { code, name, message } = (error ?? {}) as {
    code?: string;
    name?: string;
    message?: string;
  };
  if (
    name === 'AbortError' ||
    name === 'TimeoutError' ||
    code === 'ETIMEDOUT' ||
    code === 'ABORT_ERR'
  )
    return { outcome: 'timeout', detail: null };
  if (code && DNS_CODES.has(code)) return { outcome: 'dns', detail: code };
  if (code === 'ECONNREFUSED') return { outcome: 'refused', detail: null };
  if (code === 'ECONNRESET' || code === 'EPIPE' || message === 'socket hang up')
    return { outcome: 'reset', detail: null };
  if (code && (code.startsWith('ERR_TLS') || code.includes('CERT') || code.includes('SSL')))
    return { outcome: 'tls', detail: code };
  return { outcome: 'network', detail: (code ?? message ?? 'unknown').slice(0, 200) };
}

/** Races a promise against the abort signal, so the deadline covers name resolution too. */
function beforeDeadline<T>(work: Promise<T>, signal: AbortSignal): Promise<T> {
  return new Promise((resolve, reject) => {
    if (signal.aborted) return reject(signal.reason as Error);
    const abort = () => reject(signal.reason as Error);
    signal.addEventListener('abort', abort, { once: true });
    work.then(resolve, reject).finally(() => signal.removeEventListener('abort', abort));
  });
}

/** Resolves the host once and checks every address; the request then goes to that address. */
async function pinAddress(host: string, options: ProbeOptions, signal: AbortSignal) {
  const addresses = isIP(host)
    ? [host]
    : await beforeDeadline((options.resolve ?? systemResolve)(host), signal);
  if (addresses.length === 0) throw Object.assign(new Error('no address'), { code: 'ENODATA' });
  // a name with any inside address is refused: which one a client picks is not ours to know
  const refused = addresses.find((address) => {
    const kind = classify(address);
    return kind !== null && !isAllowed(kind, options.allow);
  });
  return { address: addresses[0], refused };
}

/**
 * Sends one real HTTP request to a callback address: the name is resolved once and the
 * connection goes to that checked address (no second lookup to rebind), redirects are not
 * followed, at most `maxBytes` of the answer are read and the whole exchange, name
 * resolution included, must end within `timeoutMs`. Only HTTP 200 counts as success, unless
 * `succeeds` says otherwise.
 */
export async function probe(request: ProbeRequest, options: ProbeOptions): Promise<ProbeResult> {
  const started = performance.now();
  const elapsed = () => Math.round(performance.now() - started);
  const signal = AbortSignal.timeout(options.timeoutMs);
  const url = new URL(request.url);
  const host = url.hostname.replace(/^\[|\]$/g, '');
  const fail = (error: unknown): ProbeResult => ({
    ...failureOf(error),
    httpStatus: null,
    latencyMs: elapsed(),
    excerpt: '',
  });

  let pinned: Awaited<ReturnType<typeof pinAddress>>;
  try {
    pinned = await pinAddress(host, options, signal);
  } catch (error) {
    return fail(error);
  }
  if (pinned.refused)
    return {
      outcome: 'blocked',
      httpStatus: null,
      latencyMs: elapsed(),
      detail: pinned.refused,
      excerpt: '',
    };

  const client = url.protocol === 'https:' ? https : http;
  return new Promise<ProbeResult>((resolve) => {
    const req = client.request(
      {
        protocol: url.protocol,
        host: pinned.address,
        port: url.port || undefined,
        path: `${url.pathname}${url.search}`,
        method: request.method,
        // the name for the Host header and TLS (SNI and certificate check), not for lookup
        headers: { ...request.headers, host: url.host },
        servername: isIP(host) ? undefined : host,
        agent: false,
        signal,
      },
      (res) => {
        const status = res.statusCode ?? 0;
        // whoever answered must be the address we checked
        const remote = unmapIpv4(res.socket.remoteAddress ?? '');
        if (remote !== unmapIpv4(pinned.address)) {
          res.destroy();
          resolve({
            outcome: 'blocked',
            httpStatus: null,
            latencyMs: elapsed(),
            detail: remote,
            excerpt: '',
          });
          return;
        }
        const outcome: ProbeOutcome = (options.succeeds ?? isOk)(status)
          ? 'ok'
          : status >= 300 && status < 400
            ? 'redirect'
            : 'status';
        const latencyMs = elapsed();
        const chunks: Buffer[] = [];
        let size = 0;
        const finish = () => {
          res.destroy();
          resolve({
            outcome,
            httpStatus: status,
            latencyMs,
            detail: outcome === 'redirect' ? (res.headers.location ?? '').slice(0, 200) : null,
            excerpt: Buffer.concat(chunks)
              .subarray(0, options.maxBytes ?? 4096)
              .toString('utf8'),
          });
        };
        res.on('data', (chunk: Buffer) => {
          chunks.push(chunk);
          size += chunk.length;
          if (size >= (options.maxBytes ?? 4096)) finish();
        });
        res.on('end', finish);
        // a body cut short (deadline, reset) still leaves a status that tells the story
        res.on('error', finish);
        res.on('aborted', finish);
      },
    );
    req.on('error', (error) => resolve(fail(error)));
    req.end(request.body);
  });
}
