import type { ReactNode } from 'react';
import {
  CustomRoutes,
  Resource,
  memoryStore,
  usePermissions,
  type I18nProvider,
} from 'react-admin';
import { Route } from 'react-router-dom';
import { CrashBoundary } from '../errors/CrashBoundary';
import { lazyPage } from '../errors/lazyPage';
import { Admin } from '../layout/Admin';
import { GlobalOverlays } from '../layout/GlobalOverlays';
import { theme } from '../theme';
import { mayUse } from './access';
import { StaffMissing, StaffNoAccess } from './StaffErrors';
import { StaffLayout } from './StaffLayout';
import { StaffLoginPage } from './StaffLoginPage';
import { QueueList, QueueShow } from './QueueViews';
import { STAFF_PAGES, STAFF_RESOURCES, type StaffPage, type StaffResource } from './resources';
import { authProvider, dataProvider } from './providers';

const store = memoryStore();

/** A resource's screens: its own views where it has them, else the queues' generated ones. */
function resourceElement(def: StaffResource) {
  const List = def.staffViews?.list ? lazyPage(def.staffViews.list, def.name) : QueueList;
  const Show = def.staffViews?.show && lazyPage(def.staffViews.show, `${def.name}-show`);
  const Create = def.staffViews?.create && lazyPage(def.staffViews.create, `${def.name}-create`);
  return (
    <Resource
      key={def.name}
      name={def.name}
      recordRepresentation={def.recordRepresentation}
      list={<List def={def} />}
      show={Show ? <Show /> : def.api.one ? <QueueShow def={def} /> : undefined}
      create={Create ? <Create /> : undefined}
    />
  );
}

/** A page only its roles open; the others see that they may not. */
function ForRoles({ page, children }: { page: StaffPage; children: ReactNode }) {
  const { permissions, isPending } = usePermissions();
  if (isPending) return null;
  return mayUse(permissions ?? null, page) ? children : <StaffNoAccess />;
}

const HomePage = lazyPage(() => import('./views/HomePage'), 'home');

const pageRoutes = STAFF_PAGES.map((page) => {
  const View = lazyPage(page.view, page.name);
  return (
    <Route
      key={page.name}
      path={`/${page.name}`}
      element={
        <ForRoles page={page}>
          <View />
        </ForRoles>
      }
    />
  );
});

/** The staff console: react-admin over the staff resources, each screen from its declaration. */
export function StaffApp({ i18nProvider }: { i18nProvider: I18nProvider }) {
  return (
    <CrashBoundary translate={(key) => i18nProvider.translate(key)}>
      <Admin
        title="staffConsole.title"
        dataProvider={dataProvider}
        authProvider={authProvider}
        i18nProvider={i18nProvider}
        store={store}
        theme={theme}
        layout={StaffLayout}
        loginPage={StaffLoginPage}
        notification={GlobalOverlays}
        catchAll={StaffMissing}
        accessDenied={StaffNoAccess}
        requireAuth
        disableTelemetry
      >
        {STAFF_RESOURCES.map(resourceElement)}
        <CustomRoutes>
          <Route path="/" element={<HomePage />} />
          {pageRoutes}
        </CustomRoutes>
      </Admin>
    </CrashBoundary>
  );
}
