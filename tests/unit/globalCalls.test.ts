import { http as mock, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { menusForMain } from '../../contract/menus';
import { writeToken } from '../../src/storage/token';
import { api, createStack, envelope, resetBrowser, useMsw } from './support/api';

const server = useMsw();
beforeEach(() => {
  resetBrowser();
  writeToken('tok');
});

const product = {
  id: '1001',
  key: 'sms_otp',
  category: 'otp',
  name: 'SMS OTP',
  introduction: 'Codes',
  docUrl: '',
};
const failing = (path: string, message = 'nope') =>
  mock.get(api(path), () => HttpResponse.json(envelope(null, '500001', message), { status: 500 }));

describe('global calls (spec sections 7 and 8)', () => {
  it('return the data on success', async () => {
    server.use(
      mock.get(api('/v1/product/config/get'), () => HttpResponse.json(envelope([product]))),
      mock.get(api('/v1/product/config/actlist'), () =>
        HttpResponse.json(envelope({ activity_product_list: ['sms_otp'] })),
      ),
      mock.get(api('/v1/account/authority/menus'), () =>
        HttpResponse.json(envelope(menusForMain())),
      ),
      mock.get(api('/v1/user/google/clientId'), () =>
        HttpResponse.json(envelope('server-client-id')),
      ),
    );
    const { globals, toasts } = createStack();
    expect(await globals.products()).toEqual([product]);
    expect(await globals.activatedProductKeys()).toEqual(['sms_otp']);
    expect(await globals.menus()).toEqual(menusForMain());
    expect(await globals.googleClientId()).toBe('server-client-id');
    expect(toasts).toEqual([]);
  });

  it('all products: shows the server message and empties the list', async () => {
    server.use(failing('/v1/product/config/get', 'products are unavailable'));
    const { globals, toasts } = createStack();
    expect(await globals.products()).toEqual([]);
    expect(toasts).toEqual(['products are unavailable']);
  });

  it('the other calls fall back to empty data silently', async () => {
    server.use(
      failing('/v1/product/config/actlist'),
      failing('/v1/account/authority/menus'),
      failing('/v1/account/basic'),
      failing('/v1/user/google/clientId'),
    );
    const { globals, toasts } = createStack('built-in');
    expect(await globals.activatedProductKeys()).toEqual([]);
    expect(await globals.menus()).toEqual({});
    expect(await globals.accountBasic()).toBeNull();
    expect(await globals.googleClientId()).toBe('built-in');
    expect(toasts).toEqual([]);
  });

  it('the google client id stays the built-in default until code 000000 arrives', async () => {
    server.use(mock.get(api('/v1/user/google/clientId'), () => HttpResponse.error()));
    const { globals } = createStack('built-in');
    expect(await globals.googleClientId()).toBe('built-in');
    server.use(
      mock.get(api('/v1/user/google/clientId'), () => HttpResponse.json(envelope('from-server'))),
    );
    expect(await globals.googleClientId()).toBe('from-server');
  });

  it('a malformed menus answer counts as a failure', async () => {
    server.use(
      mock.get(api('/v1/account/authority/menus'), () =>
        HttpResponse.json(envelope({ sidebar: 'oops' })),
      ),
    );
    const { globals } = createStack();
    expect(await globals.menus()).toEqual({});
  });
});
