import { describe, expect, it } from 'vitest';
import type { GlobalCalls } from '../../src/dataProvider/globalCalls';
import { createSessionStore } from '../../src/session/store';

/** Global calls answering when the test says so. */
function controllable() {
  const pending: { resolve: (value: unknown) => void; name: string }[] = [];
  const later = <T>(name: string) =>
    new Promise<T>((resolve) => pending.push({ name, resolve: resolve as (v: unknown) => void }));
  const globals: GlobalCalls = {
    googleClientId: () => later('googleClientId'),
    accountBasic: () => later('accountBasic'),
    activatedProductKeys: () => later('actlist'),
    menus: () => later('menus'),
    products: () => later('products'),
  };
  const answer = (name: string, value: unknown) =>
    pending.filter((p) => p.name === name).forEach((p) => p.resolve(value));
  return { globals, answer };
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('the session store', () => {
  it('sets productLoading while the products load and clears it after', async () => {
    const { globals, answer } = controllable();
    const session = createSessionStore(globals, 'gid');
    const done = session.loadProducts();
    expect(session.getState().productLoading).toBe(true);
    answer('products', [{ key: 'sms' }]);
    answer('actlist', ['sms']);
    await done;
    expect(session.getState()).toMatchObject({
      productLoading: false,
      activatedProductKeys: ['sms'],
      allProductList: [{ key: 'sms' }],
    });
  });

  it('drops answers that arrive after a reset (a previous user)', async () => {
    const { globals, answer } = controllable();
    const session = createSessionStore(globals, 'gid');
    void session.loadBaseInfo();
    session.reset();
    answer('accountBasic', { id: 'old-user' });
    await flush();
    expect(session.getState().baseInfo).toBeNull();
  });

  it('keeps the built-in client id until the server gives one', async () => {
    const { globals, answer } = controllable();
    const session = createSessionStore(globals, 'built-in');
    expect(session.getState().googleClientId).toBe('built-in');
    const loading = session.loadGoogleClientId();
    answer('googleClientId', 'from-server');
    await loading;
    expect(session.getState().googleClientId).toBe('from-server');
  });

  it('notifies subscribers', () => {
    const session = createSessionStore(controllable().globals, 'gid');
    let calls = 0;
    const stop = session.subscribe(() => (calls += 1));
    session.set({ permissions: [] });
    stop();
    session.set({ permissions: [] });
    expect(calls).toBe(1);
  });
});
