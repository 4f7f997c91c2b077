import { CustomRoutes, Resource, memoryStore, type I18nProvider } from 'react-admin';
import { Route } from 'react-router-dom';
import { CrashBoundary } from '../errors/CrashBoundary';
import { Admin } from '../layout/Admin';
import { GlobalOverlays } from '../layout/GlobalOverlays';
import { theme } from '../theme';
import { StaffLayout } from './StaffLayout';
import { StaffLoginPage } from './StaffLoginPage';
import { QueueList, QueueShow } from './QueueViews';
import { STAFF_RESOURCES } from './resources';
import { authProvider, dataProvider } from './stack';

const store = memoryStore();

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
        requireAuth
        disableTelemetry
      >
        {STAFF_RESOURCES.map((def) => (
          <Resource
            key={def.name}
            name={def.name}
            recordRepresentation={def.recordRepresentation}
            list={<QueueList def={def} />}
            show={<QueueShow def={def} />}
          />
        ))}
        <CustomRoutes>
          <Route path="/" element={null} />
        </CustomRoutes>
      </Admin>
    </CrashBoundary>
  );
}
