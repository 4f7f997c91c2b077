/** Route paths of the accounts area (relative to /control) and the legal pages' addresses. */
export const SIGNUP_PATH = '/signup';
export const RESET_PATH = '/reset';
export const ACTIVE_SUCCESS_PATH = '/ativeSuccess';
/** Served as static pages by our server (public/legal). */
export const TERMS_URL = '/control/legal/terms.html';
export const PRIVACY_URL = '/control/legal/privacy.html';
