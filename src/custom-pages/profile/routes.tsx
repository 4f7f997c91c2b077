import type { ReactElement } from 'react';
import { Route } from 'react-router-dom';
import { lazyPage } from '../../errors/lazyPage';
import { INFO_PATH } from '../../paths/profile';

const InfoPage = lazyPage(() => import('./InfoPage'), 'InfoPage');

/** Public routes of this area (no sign-in, no layout), each a <Route key=… />. */
export const profilePublicRoutes: ReactElement[] = [];

/** Signed-in routes of this area, inside the console layout. */
export const profileConsoleRoutes: ReactElement[] = [
  <Route key="info" path={INFO_PATH} element={<InfoPage />} />,
];
