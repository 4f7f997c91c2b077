import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { encodeCredential } from '../../contract';
import { DEMO } from '../../server/lifecycle/seed/demo';
import { startServerProcess, type ServerProcess } from '../../scripts/server-process';
import { startReceivers, type Receivers } from './receivers';

async function signInTo(server: ServerProcess) {
  const answer = await fetch(`${server.baseUrl}/om/api/v1/user/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ account: DEMO.email, password: encodeCredential(DEMO.password) }),
  });
  return ((await answer.json()) as { data: { token: string } }).data.token;
}

describe('operating one instance: probes and a graceful stop', () => {
  let server: ServerProcess;
  let receivers: Receivers;
  beforeAll(async () => {
    receivers = await startReceivers();
    server = await startServerProcess({ SHUTDOWN_DRAIN_MS: '1500', CALLBACK_ALLOW: 'loopback' });
  });
  afterAll(async () => {
    await server?.stop();
    await receivers?.close();
  });

  it('answers /healthz and /readyz while it runs', async () => {
    const health = await fetch(`${server.baseUrl}/healthz`);
    expect([health.status, await health.json()]).toEqual([200, { status: 'ok' }]);
    const ready = await fetch(`${server.baseUrl}/readyz`);
    expect([ready.status, await ready.json()]).toEqual([
      200,
      { status: 'ready', checks: { database: 'ok' } },
    ]);
  });

  it('on SIGTERM turns /readyz 503, finishes the request in flight, and exits', async () => {
    const token = await signInTo(server);
    // saving a callback whose address never answers waits for the 3 s connectivity check
    const inFlight = fetch(`${server.baseUrl}/om/api/v1/callbacks`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', token },
      body: JSON.stringify({
        channel: 'whatsapp',
        events: ['message.delivered'],
        name: 'Slow receiver',
        url: `http://127.0.0.1:${receivers.silentPort}/hook`,
        method: 'POST',
      }),
    });
    await new Promise((resolve) => setTimeout(resolve, 300));
    process.kill(server.pid, 'SIGTERM');
    await new Promise((resolve) => setTimeout(resolve, 200));
    const ready = await fetch(`${server.baseUrl}/readyz`);
    expect(ready.status).toBe(503);
    expect(((await ready.json()) as { status: string }).status).toBe('draining');
    expect((await fetch(`${server.baseUrl}/healthz`)).status).toBe(200);
    const answer = await inFlight;
    // the request ran to its end: the envelope with the check's verdict, not a cut connection
    expect(((await answer.json()) as { code: string }).code).toMatch(/^\d{6}$/);
    expect(await server.exited).toBe(0);
  });
});
