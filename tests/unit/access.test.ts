import { describe, expect, it } from 'vitest';
import { flattenMenus, menusFor, menusForMain } from '../../contract/menus';
import { RESOURCES } from '../../src/resources/registry';
import { accessRules } from '../../src/layout/access';

describe('route permissions from the flattened menus', () => {
  const { canAccess, governingEntry, openToAll } = accessRules(RESOURCES);
  const main = flattenMenus(menusForMain(RESOURCES));
  const orderOnly = flattenMenus(menusFor(['order'], false, RESOURCES));

  it('the most specific menu entry governs a path', () => {
    expect(governingEntry('/billing/order/abc/show')?.key).toBe('order');
    expect(governingEntry('/home/topUp')?.key).toBe('topUp');
    expect(governingEntry('/home')?.key).toBe('home');
    expect(governingEntry('/homework')).toBeUndefined();
  });

  it('the main account opens everything', () => {
    for (const path of [
      '/home',
      '/billing/order',
      '/billing/bill',
      '/home/topUp',
      '/api-key',
      '/users',
      '/info',
    ]) {
      expect(canAccess(path, main)).toBe(true);
    }
  });

  it('a sub-account opens only what its role grants', () => {
    expect(canAccess('/billing/order', orderOnly)).toBe(true);
    expect(canAccess('/billing/order/1/show', orderOnly)).toBe(true);
    expect(canAccess('/billing/bill', orderOnly)).toBe(false);
    expect(canAccess('/home/topUp', orderOnly)).toBe(false);
    expect(canAccess('/api-key/callback-setting', orderOnly)).toBe(false);
    expect(canAccess('/users', orderOnly)).toBe(false);
    expect(canAccess('/home', orderOnly)).toBe(true);
  });

  it('paths no menu entry governs stay open (they show the missing page if unknown)', () => {
    expect(canAccess('/no/such/page', [])).toBe(true);
  });

  it('no permissions at all (menus failed) open nothing governed', () => {
    expect(canAccess('/billing/order', [])).toBe(false);
  });

  it('pages every account opens are known without the menus; the others need them', () => {
    for (const path of [
      '/home',
      '/home/moreApis',
      '/info',
      '/notice',
      '/pricing',
      '/no/such/page',
    ]) {
      expect(openToAll(path)).toBe(true);
    }
    for (const path of [
      '/home/topUp',
      '/billing/order',
      '/billing/bill/1/show',
      '/api-key',
      '/users',
    ]) {
      expect(openToAll(path)).toBe(false);
    }
  });
});
