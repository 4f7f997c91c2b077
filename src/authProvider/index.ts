import { credentialKey } from '../storage/credentialKey';
import { call, forcedLogout, globals } from '../dataProvider/stack';
import { session } from '../session';
import { createAuthProvider } from './createAuthProvider';

/** The cipher (crypto-js) loads on first use, keeping it out of the login page's entry. */
const encode = async (plain: string) =>
  (await import('../../contract/credentials')).encodeCredential(plain, credentialKey());

/** The real AuthProvider over the API (see shell.ts for the one react-admin starts with). */
export const authProvider = createAuthProvider({ call, globals, session, forcedLogout, encode });
