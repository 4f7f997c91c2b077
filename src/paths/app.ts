/** Route paths of the app's own screens (home, sign-in, missing), relative to the /control basename. */
export const HOME_PATH = '/home';
export const LOGIN_PATH = '/login';
export const NOT_FOUND_PATH = '/404';
