import { http as mock, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { accountBasic } from '../../contract/global';
import { sharedMessages } from '../../messages/shared';
import { api, createStack, envelope, resetBrowser, useMsw } from './support/api';

const server = useMsw();
const offline = vi.hoisted(() => ({ on: true }));

// the client's axios chunk, fetched with the first request, as a browser that is offline
// (or lost the deployment's chunks) fails to fetch it
vi.mock('axios', async (importOriginal) => {
  if (offline.on) throw new TypeError('Failed to fetch dynamically imported module: axios.js');
  return importOriginal();
});

beforeEach(() => resetBrowser());

describe('the HTTP client loads with the first request', () => {
  it('tells a client that cannot load as a network failure, then loads on the next request', async () => {
    server.use(mock.get(api('/v1/account/basic'), () => HttpResponse.json(envelope({ id: 'a' }))));
    const { call, toasts } = createStack();
    await expect(call(accountBasic)).rejects.toMatchObject({ status: 0, code: '' });
    expect(toasts).toEqual([sharedMessages('en_US').errors.network]);

    offline.on = false;
    vi.resetModules();
    await expect(call(accountBasic)).resolves.toEqual({ id: 'a' });
  });
});
