import { http as mock, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { Codes } from '../../contract/codes';
import { FORCED_LOGOUT_DELAY_MS, TOKEN_KEY } from '../../contract/constants';
import { accountBasic } from '../../contract/global';
import { getOrder } from '../../contract/orders';
import { ApiError } from '../../src/dataProvider/ApiError';
import { writeToken } from '../../src/storage/token';
import { api, createStack, envelope, resetBrowser, sleep, useMsw } from './support/api';

const server = useMsw();

beforeEach(() => resetBrowser());

describe('the HTTP client', () => {
  it('sends the token and language headers and resolves with the envelope data', async () => {
    writeToken('tok-1');
    window.localStorage.setItem('langType', 'zh_CN');
    let headers: Headers | undefined;
    server.use(
      mock.get(api('/v1/orders/:id'), ({ request, params }) => {
        headers = request.headers;
        return HttpResponse.json(envelope({ id: params.id }));
      }),
    );
    const { call } = createStack();
    await expect(call(getOrder, { params: { id: 'o 1' } })).resolves.toEqual({ id: 'o 1' });
    expect(headers?.get('token')).toBe('tok-1');
    expect(headers?.get('accept-language')).toBe('zh_CN');
  });

  it('rejects another code with the server message and shows it as a toast', async () => {
    server.use(
      mock.get(api('/v1/account/basic'), () =>
        HttpResponse.json(envelope(null, Codes.notFound, 'The requested item was not found.'), {
          status: 404,
        }),
      ),
    );
    const { call, toasts } = createStack();
    const error = await call(accountBasic).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      code: Codes.notFound,
      status: 404,
      message: 'The requested item was not found.',
    });
    expect(toasts).toEqual(['The requested item was not found.']);
  });

  it("says 'response error' when the server gives no message, in the chosen language", async () => {
    server.use(
      mock.get(api('/v1/account/basic'), () =>
        HttpResponse.json({ code: '500001', data: null, message: '' }),
      ),
    );
    const { call, toasts } = createStack();
    await expect(call(accountBasic)).rejects.toMatchObject({
      message: 'response error',
      code: '500001',
    });
    window.localStorage.setItem('langType', 'zh_CN');
    await expect(call(accountBasic)).rejects.toMatchObject({ message: '响应错误' });
    expect(toasts).toEqual(['response error', '响应错误']);
  });

  it('mutes the toast of a silent call but still rejects', async () => {
    server.use(
      mock.get(api('/v1/account/basic'), () => HttpResponse.json(envelope(null, '400001', 'bad'))),
    );
    const { call, toasts } = createStack();
    await expect(call(accountBasic, { silent: true })).rejects.toMatchObject({ code: '400001' });
    expect(toasts).toEqual([]);
  });

  it('rejects a network failure', async () => {
    server.use(mock.get(api('/v1/account/basic'), () => HttpResponse.error()));
    const { call, toasts } = createStack();
    await expect(call(accountBasic)).rejects.toMatchObject({ status: 0, code: '' });
    expect(toasts).toHaveLength(1);
  });

  it('treats an answer without envelope (a proxy error page) as a failure, never as 501/502', async () => {
    writeToken('tok-1');
    server.use(
      mock.get(
        api('/v1/account/basic'),
        () => new HttpResponse('<h1>502 Bad Gateway</h1>', { status: 502 }),
      ),
    );
    const { call, redirects } = createStack();
    await expect(call(accountBasic)).rejects.toMatchObject({
      message: 'response error',
      status: 502,
      code: '',
    });
    await sleep(FORCED_LOGOUT_DELAY_MS + 50);
    expect(redirects).toEqual([]);
    expect(window.localStorage.getItem(TOKEN_KEY)).toBe('tok-1');
  });
});

describe('forced logout on 501 and 502', () => {
  it.each([Codes.tokenInvalid, Codes.sessionRevoked])(
    'code %s clears the session from storage, keeps the preferences, then goes to the login page after 500 ms, once',
    async (code) => {
      writeToken('tok-1');
      window.localStorage.setItem('langType', 'zh_CN');
      window.localStorage.setItem('RaStoreOmConsole.sidebar.open', 'false');
      window.localStorage.setItem('RaStoreOmConsole.orders.listParams', '{"page":3}');
      window.localStorage.setItem('baseInfo', '{"email":"a@b.c"}');
      window.sessionStorage.setItem('draft', 'x');
      server.use(
        mock.get(api('/v1/account/basic'), () =>
          HttpResponse.json(envelope(null, code, 'signed out')),
        ),
      );
      const { call, redirects } = createStack();
      const failedAt = Date.now();
      // several calls failing together
      const results = await Promise.allSettled([
        call(accountBasic),
        call(accountBasic),
        call(accountBasic),
      ]);
      expect(results.every((r) => r.status === 'rejected')).toBe(true);
      expect({ ...window.localStorage }).toEqual({
        langType: 'zh_CN',
        'RaStoreOmConsole.sidebar.open': 'false',
      });
      expect(window.sessionStorage.length).toBe(0);
      expect(document.cookie).not.toContain(`${TOKEN_KEY}=`);
      expect(redirects).toEqual([]);
      await sleep(FORCED_LOGOUT_DELAY_MS + 100);
      expect(redirects.map((r) => r.url)).toEqual(['/control/login']);
      expect(redirects[0].at - failedAt).toBeGreaterThanOrEqual(FORCED_LOGOUT_DELAY_MS - 5);
      // a later failure of the same page life does not redirect again
      await call(accountBasic).catch(() => undefined);
      await sleep(FORCED_LOGOUT_DELAY_MS + 100);
      expect(redirects).toHaveLength(1);
    },
  );

  it('is skipped on paths containing /inline-chat', async () => {
    resetBrowser('/control/whatsapp/inline-chat');
    writeToken('tok-1');
    server.use(
      mock.get(api('/v1/account/basic'), () => HttpResponse.json(envelope(null, '501', 'expired'))),
    );
    const { call, redirects, toasts } = createStack();
    await expect(call(accountBasic)).rejects.toMatchObject({ code: '501' });
    await sleep(FORCED_LOGOUT_DELAY_MS + 100);
    expect(redirects).toEqual([]);
    expect(window.localStorage.getItem(TOKEN_KEY)).toBe('tok-1');
    expect(toasts).toEqual(['expired']);
  });
});
