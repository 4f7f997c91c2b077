import type { ComponentType, ReactNode } from 'react';
import { lazyPage } from './errors/lazyPage';
import { withConsoleMessages } from './i18n/i18nProvider';

type Frame = { default: ComponentType<{ children: ReactNode }> };

const loadFrame = (): Promise<Frame> =>
  Promise.all([import('./layout/AppLayout'), import('./resources/registry')]).then(
    ([layout, registry]) => ({ default: layout.appLayoutFor(registry.RESOURCES) }),
  );

/**
 * The signed-in frame every signed-in screen renders inside, over the resources' menu
 * entries. It brings the console's messages. A chunk of its own, preloaded by a signed-in
 * start (App's preloadConsole) and by the login page once someone starts signing in, so it
 * does not suspend when it renders.
 */
export const AppLayout = lazyPage(withConsoleMessages(loadFrame), 'AppLayout');

/** Fetches the signed-in frame; a failure is left to the pages, which retry. */
export function preloadStartScreens(): void {
  AppLayout.preload().catch(() => undefined);
}
