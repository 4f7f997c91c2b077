import { lazyPage } from './errors/lazyPage';
import { withConsoleMessages } from './i18n/i18nProvider';

/**
 * The two screens every signed-in start renders first: the layout (it brings the console's
 * messages: every signed-in screen renders inside it) and home, where sign-in lands. Both
 * are chunks of their own, preloaded by a signed-in start (App's preloadConsole) and by the
 * login page once someone starts signing in, so neither suspends when it renders.
 */
export const AppLayout = lazyPage(
  withConsoleMessages(() => import('./layout/AppLayout')),
  'AppLayout',
);
export const HomePage = lazyPage(() => import('./custom-pages/home/HomePage'), 'HomePage');

/** Fetches the layout and, when asked, home; a failure is left to the pages, which retry. */
export function preloadStartScreens({ home }: { home: boolean }): void {
  const ignore = () => undefined;
  AppLayout.preload().catch(ignore);
  if (home) HomePage.preload().catch(ignore);
}
