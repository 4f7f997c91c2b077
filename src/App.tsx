import type { ReactNode } from 'react';
import { CustomRoutes, localStorageStore, type I18nProvider } from 'react-admin';
import { Navigate, Route } from 'react-router-dom';
import { CrashBoundary } from './errors/CrashBoundary';
import { importChunk } from './errors/chunkLoad';
import { lazyPage } from './errors/lazyPage';
import { CatchAll, MissingFullPage } from './errors/MissingPage';
import LoginPage from './custom-pages/login/LoginPage';
import { HOME_PATH, NOT_FOUND_PATH } from './paths/app';
import { NOTICE_DETAIL_PATH } from './paths/notice';
import { ACCOUNTS_PATH, USERS_EDIT_PATH, USERS_PATH, USERS_PERMISSION_PATH } from './paths/users';
import { accountsConsoleRoutes, accountsPublicRoutes } from './custom-pages/accounts/routes';
import { billingConsoleRoutes, billingPublicRoutes } from './custom-pages/billing/routes';
import { catalogueConsoleRoutes, cataloguePublicRoutes } from './custom-pages/catalogue/routes';
import { profileConsoleRoutes, profilePublicRoutes } from './custom-pages/profile/routes';
import { devtoolsConsoleRoutes, devtoolsPublicRoutes } from './custom-pages/devtools/routes';
import { walletConsoleRoutes, walletPublicRoutes } from './custom-pages/wallet/routes';
import { Admin } from './layout/Admin';
import { GlobalOverlays } from './layout/GlobalOverlays';
import { withLanguageKey } from './i18n/languageStore';
import { loadAreaMessages } from './i18n/i18nProvider';
import { authProvider, dataProvider, preloadProviders } from './providers';
import { AppLayout, preloadStartScreens } from './startScreens';
import { homeConsoleRoutes, preloadHome } from './custom-pages/home/routes';
import { STORE_APP_KEY } from './storage/preferences';
import { readToken } from './storage/token';
import { BASE_PATH } from '../contract/constants';
import { theme } from './theme';

// everything after sign-in is its own chunk; the login page ships in the entry
const UserEditPage = lazyPage(() => import('./resources/subAccounts/UserEditPage'), 'UserEditPage');
const PermissionPage = lazyPage(() => import('./resources/roles/PermissionPage'), 'PermissionPage');
const NoticeDetailPage = lazyPage(
  () => import('./resources/notices/NoticeDetailPage'),
  'NoticeDetailPage',
);

/**
 * Signed in at start: fetches the providers, the layout, its messages and home (when that
 * is the page asked for, with its calls; else the other screens' messages) while main.tsx
 * loads the resources, rather than one after the other; loaded ahead, the layout and the
 * page render without suspending.
 */
export function preloadConsole(pathname: string): void {
  if (!readToken()) return;
  const ignore = () => undefined;
  authProvider.preloadPermissions();
  preloadProviders().catch(ignore);
  const home = pathname === `${BASE_PATH}${HOME_PATH}`;
  preloadStartScreens();
  if (home) preloadHome();
  // home's calls start with the menus; a failed chunk is left to the page, which retries
  if (home) import('./custom-pages/home/startCalls').then((m) => m.startHomeCalls()).catch(ignore);
  // any other screen waits for the screens' messages before it renders
  else loadAreaMessages().catch(ignore);
}

/**
 * The resources, registered once signed in: their definitions import the contract's
 * schemas, which the login page does not need. Given to react-admin as a function child,
 * which it calls again after each sign-in, but only once the menus call has answered.
 */
const loadResources = () =>
  readToken()
    ? importChunk(() => import('./resources/elements'), 'resources').then((m) =>
        m.resourceElements(),
      )
    : null;

/**
 * Signed in at start, main.tsx waits for the resources before the first render and hands
 * them over as plain children: react-admin then renders the layout and the page at once,
 * while the menus call is under way, instead of after it. Null without a session (or if
 * the chunk failed: the function child tries again and shows the error).
 */
export const loadStartResources = (): Promise<ReactNode> =>
  loadResources()?.catch(() => null) ?? Promise.resolve(null);

// persists list params and the sidebar flag across reloads; the locale lives in langType
const store = withLanguageKey(localStorageStore('1', STORE_APP_KEY));

/**
 * The console: react-admin inside the router main.tsx creates (basename /control, so
 * react-admin's own basename stays empty). Resources come from their definitions; custom
 * pages register their routes here: noLayout ones are public, the others need a session.
 */
export function App({
  i18nProvider,
  resources,
}: {
  i18nProvider: I18nProvider;
  /** The resource elements when main.tsx loaded them before the first render. */
  resources: ReactNode;
}) {
  return (
    <CrashBoundary translate={(key) => i18nProvider.translate(key)}>
      <Admin
        title="app.title"
        dataProvider={dataProvider}
        authProvider={authProvider}
        i18nProvider={i18nProvider}
        store={store}
        theme={theme}
        layout={AppLayout}
        loginPage={LoginPage}
        catchAll={CatchAll}
        notification={GlobalOverlays}
        requireAuth
        disableTelemetry
      >
        {resources ?? loadResources}
        <CustomRoutes noLayout>
          <Route path="/" element={<Navigate to={HOME_PATH} replace />} />
          <Route path={NOT_FOUND_PATH} element={<MissingFullPage />} />
          {accountsPublicRoutes}
          {walletPublicRoutes}
          {billingPublicRoutes}
          {devtoolsPublicRoutes}
          {profilePublicRoutes}
          {cataloguePublicRoutes}
        </CustomRoutes>
        <CustomRoutes>
          {homeConsoleRoutes}
          <Route path={USERS_PATH} element={<Navigate to={ACCOUNTS_PATH} replace />} />
          <Route path={USERS_EDIT_PATH} element={<UserEditPage />} />
          <Route path={USERS_PERMISSION_PATH} element={<PermissionPage />} />
          <Route path={NOTICE_DETAIL_PATH} element={<NoticeDetailPage />} />
          {accountsConsoleRoutes}
          {walletConsoleRoutes}
          {billingConsoleRoutes}
          {devtoolsConsoleRoutes}
          {profileConsoleRoutes}
          {catalogueConsoleRoutes}
        </CustomRoutes>
      </Admin>
    </CrashBoundary>
  );
}
