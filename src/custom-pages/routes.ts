/** Route paths of the custom pages, relative to the /control basename. */
export const HOME_PATH = '/home';
export const LOGIN_PATH = '/login';
export const NOT_FOUND_PATH = '/404';
