import { DEFAULT_GOOGLE_CLIENT_ID } from '../config';
import { globals } from '../dataProvider/stack';
import { createSessionStore } from './store';

/** The signed-in user's session data; reset on every sign-in and sign-out. */
export const session = createSessionStore(globals, DEFAULT_GOOGLE_CLIENT_ID);
export type { SessionData, SessionStore } from './store';
