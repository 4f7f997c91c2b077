import { Suspense } from 'react';
import CssBaseline from '@mui/material/CssBaseline';
import {
  AdminContext,
  CoreAdminUI,
  type AdminContextProps,
  type CoreAdminUIProps,
} from 'react-admin';
import type { RarePageProps } from '../errors/rarePages';
import { lazyPage } from '../errors/lazyPage';
import { createQueryClient } from '../dataProvider/queryClient';
import { KeepMountedI18n } from '../i18n/KeepMountedI18n';
import { PageLoading } from './PageLoading';

const RarePage = lazyPage(() => import('../errors/rarePages'), 'rarePages');
const rare = (kind: RarePageProps['kind']) => (props: Omit<RarePageProps, 'kind'>) => (
  // react-admin renders these outside any Suspense boundary of its own
  <Suspense fallback={null}>
    <RarePage kind={kind} {...props} />
  </Suspense>
);
const ErrorPage = rare('error');
const AccessDeniedPage = rare('accessDenied');
const AuthenticationErrorPage = rare('authenticationError');
const queryClient = createQueryClient();

export interface AdminProps extends AdminContextProps, CoreAdminUIProps {
  /** Rendered on every route, above the pages (react-admin's notification slot). */
  notification: React.ComponentType;
}

/**
 * react-admin's <Admin>, composed from its parts (AdminContext, and ra-core's CoreAdminUI)
 * so that the default layout, login, loading and error screens <Admin> imports whether used
 * or not stay out of the login page's bundle. Same props; the rare screens are lazy.
 */
export function Admin({
  dataProvider,
  authProvider,
  i18nProvider,
  store,
  theme,
  notification: Notification,
  children,
  ...ui
}: AdminProps) {
  return (
    <AdminContext
      dataProvider={dataProvider}
      authProvider={authProvider}
      i18nProvider={i18nProvider}
      store={store}
      theme={theme}
      queryClient={queryClient}
    >
      <KeepMountedI18n>
        <CssBaseline enableColorScheme />
        <CoreAdminUI
          loading={PageLoading}
          error={ErrorPage}
          accessDenied={AccessDeniedPage}
          authenticationError={AuthenticationErrorPage}
          {...ui}
        >
          {children}
        </CoreAdminUI>
        <Notification />
      </KeepMountedI18n>
    </AdminContext>
  );
}
