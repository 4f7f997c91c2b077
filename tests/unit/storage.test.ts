import { beforeEach, describe, expect, it } from 'vitest';
import { REFERRER_KEY, TOKEN_KEY } from '../../contract/constants';
import { isLocalOrIp, parentCookieDomain, registrableDomain } from '../../src/storage/domain';
import { rememberReferrer } from '../../src/storage/referrer';
import { clearToken, readToken, writeToken } from '../../src/storage/token';
import { resetBrowser } from './support/api';

beforeEach(() => resetBrowser());

describe('the referrer rule (spec section 1)', () => {
  it('stores the previous address when nothing is stored yet', () => {
    expect(rememberReferrer('https://partner.io/offer', 'example.com')).toBe(true);
    expect(window.localStorage.getItem(REFERRER_KEY)).toBe('https://partner.io/offer');
  });

  it('never overwrites a stored referrer', () => {
    rememberReferrer('https://first.io/', 'example.com');
    expect(rememberReferrer('https://second.io/', 'example.com')).toBe(false);
    expect(window.localStorage.getItem(REFERRER_KEY)).toBe('https://first.io/');
  });

  it("skips the provider's own pages and empty referrers", () => {
    expect(rememberReferrer('https://www.example.com/pricing', 'example.com')).toBe(false);
    expect(rememberReferrer('', 'example.com')).toBe(false);
    expect(window.localStorage.getItem(REFERRER_KEY)).toBeNull();
  });

  it("defaults the provider's domain to this host's registrable part", () => {
    // jsdom runs on localhost: a referrer from localhost is our own
    expect(rememberReferrer('http://localhost:3000/control/login')).toBe(false);
    expect(rememberReferrer('https://search.engine/?q=sms')).toBe(true);
  });
});

describe('cookie domain', () => {
  it.each([
    ['console.example.com', '.example.com'],
    ['a.b.example.com', '.example.com'],
    ['example.com', '.example.com'],
    ['localhost', undefined],
    ['127.0.0.1', undefined],
    ['[::1]', undefined],
  ])('%s → %s', (host, expected) => expect(parentCookieDomain(host)).toBe(expected));

  it('knows local hosts and IPs', () => {
    expect(isLocalOrIp('10.0.0.8')).toBe(true);
    expect(isLocalOrIp('console.example.com')).toBe(false);
    expect(registrableDomain('console.example.com')).toBe('example.com');
  });
});

describe('the token', () => {
  it('lives in three places and leaves all three', () => {
    writeToken('abc');
    expect(window.localStorage.getItem(TOKEN_KEY)).toBe('abc');
    expect(window.sessionStorage.getItem(TOKEN_KEY)).toBe('abc');
    expect(document.cookie).toContain(`${TOKEN_KEY}=abc`);
    clearToken();
    expect(readToken()).toBeNull();
    expect(document.cookie).not.toContain(`${TOKEN_KEY}=`);
  });

  it('is still found in sessionStorage alone', () => {
    window.sessionStorage.setItem(TOKEN_KEY, 'only-session');
    expect(readToken()).toBe('only-session');
  });
});
