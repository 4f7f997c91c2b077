import { beforeEach, describe, expect, it } from 'vitest';
import {
  keepOpenWork,
  registerOpenForm,
  returnPathAfterSignIn,
  signedInAgain,
  takeKeptForm,
  withoutSecrets,
} from '../../src/session/keptForms';

describe('work kept across a session that ended', () => {
  beforeEach(() => window.sessionStorage.clear());

  it('never keeps a field named like a password, secret, token, key or code, at any depth', () => {
    expect(
      withoutSecrets({
        name: 'Kept',
        email: 'a@example.com',
        password: 'x',
        confirmPassword: 'x',
        secret: 'x',
        authorization: 'Bearer x',
        key: 'x',
        code: '123456',
        verificationCode: '123456',
        productKey: 'whatsapp',
        details: { companyName: 'Acme', apiToken: 'x' },
      }),
    ).toEqual({
      name: 'Kept',
      email: 'a@example.com',
      productKey: 'whatsapp',
      details: { companyName: 'Acme' },
    });
  });

  it('gives each open form its values back once, on its route, and the route until signed in', () => {
    const unregister = registerOpenForm('roles', () => ({ name: 'Ops', password: 'no' }));
    keepOpenWork('/users/edit?type=role');
    unregister();
    expect(window.sessionStorage.getItem('OmKeptWork')).not.toContain('"no"');
    expect(returnPathAfterSignIn()).toBe('/users/edit?type=role');
    signedInAgain();
    expect(returnPathAfterSignIn()).toBeUndefined();
    expect(takeKeptForm('roles', '/elsewhere')).toBeNull();
    expect(takeKeptForm('roles', '/users/edit?type=role')).toEqual({ name: 'Ops' });
    expect(takeKeptForm('roles', '/users/edit?type=role')).toBeNull();
    expect(window.sessionStorage.getItem('OmKeptWork')).toBeNull();
  });
});
