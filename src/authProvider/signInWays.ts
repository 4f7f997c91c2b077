import { login } from '../../contract/auth';
import { loginByCode, loginByGoogle } from '../../contract/accounts';
import type { Caller } from '../dataProvider/callApi';

/** Password sign-in (the foundation's shape, without a `way`). */
export interface PasswordCredentials {
  way?: 'password';
  account: string;
  password: string;
}

/** Sign-in with a code sent to the account's email or phone. */
export interface CodeCredentials {
  way: 'code';
  account: string;
  code: string;
}

/** Sign-in with the ID token Google's script handed over. */
export interface GoogleCredentials {
  way: 'google';
  credential: string;
}

export type Credentials = PasswordCredentials | CodeCredentials | GoogleCredentials;

/**
 * Runs the sign-in call of one way and answers the session it opened. Passwords and codes
 * are encoded for the wire (spec section 7). A failed sign-in never signs anyone out.
 */
export async function signInCall(
  call: Caller,
  encode: (plain: string) => Promise<string>,
  credentials: Credentials,
) {
  const options = { skipForcedLogout: true };
  switch (credentials.way) {
    case 'code':
      return call(loginByCode, {
        ...options,
        body: { account: credentials.account.trim(), code: await encode(credentials.code.trim()) },
      });
    case 'google':
      return call(loginByGoogle, { ...options, body: { credential: credentials.credential } });
    default:
      return call(login, {
        ...options,
        body: { account: credentials.account.trim(), password: await encode(credentials.password) },
      });
  }
}
