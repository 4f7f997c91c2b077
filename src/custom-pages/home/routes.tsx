import type { ReactElement } from 'react';
import { Route } from 'react-router-dom';
import { lazyPage } from '../../errors/lazyPage';
import { HOME_PATH } from '../../paths/app';

/** Where sign-in lands: a chunk of its own, preloaded so it renders without suspending. */
const HomePage = lazyPage(() => import('./HomePage'), 'HomePage');

/** Fetches home ahead (a signed-in start there, or someone starting to sign in). */
export function preloadHome(): void {
  HomePage.preload().catch(() => undefined);
}

/** Console routes of this area, each a <Route key=… />. */
export const homeConsoleRoutes: ReactElement[] = [
  <Route key="home" path={HOME_PATH} element={<HomePage />} />,
];
