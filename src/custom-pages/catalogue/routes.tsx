import type { ReactElement } from 'react';

/** Public routes of this area (no sign-in, no layout), each a <Route key=… />. */
export const cataloguePublicRoutes: ReactElement[] = [];

/** Signed-in routes of this area, inside the console layout. */
export const catalogueConsoleRoutes: ReactElement[] = [];
