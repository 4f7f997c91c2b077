/** Route paths of the app's own screens (home, sign-in, missing), relative to the /control basename. */
export { HOME_PATH } from '../../contract/constants';
export const LOGIN_PATH = '/login';
export const NOT_FOUND_PATH = '/404';
