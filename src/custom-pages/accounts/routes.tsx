import type { ReactElement } from 'react';
import { Route } from 'react-router-dom';
import { lazyPage } from '../../errors/lazyPage';
import { ACTIVE_SUCCESS_PATH, RESET_PATH, SIGNUP_PATH } from '../../paths/accounts';

const SignupPage = lazyPage(() => import('./signup/SignupPage'), 'SignupPage');
const ResetPage = lazyPage(() => import('./reset/ResetPage'), 'ResetPage');
const ActiveSuccessPage = lazyPage(
  () => import('./activation/ActiveSuccessPage'),
  'ActiveSuccessPage',
);

/** Public routes of this area (no sign-in, no layout), each a <Route key=… />. */
export const accountsPublicRoutes: ReactElement[] = [
  <Route key="signup" path={SIGNUP_PATH} element={<SignupPage />} />,
  <Route key="reset" path={RESET_PATH} element={<ResetPage />} />,
  <Route key="ativeSuccess" path={ACTIVE_SUCCESS_PATH} element={<ActiveSuccessPage />} />,
];

/** Signed-in routes of this area, inside the console layout. */
export const accountsConsoleRoutes: ReactElement[] = [];
