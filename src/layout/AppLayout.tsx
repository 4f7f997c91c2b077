import { useEffect, type ReactNode } from 'react';
import { Layout } from 'react-admin';
import { session } from '../session';
import { RouteErrorScreen } from '../errors/RouteErrorScreen';
import { AccessGuard } from './AccessGuard';
import { ConsoleAppBar } from './ConsoleAppBar';
import { PickersProvider } from './PickersProvider';
import { SidebarMenu } from './SidebarMenu';

/**
 * The signed-in frame: app bar, sidebar from the menus, the permission guard and the
 * route error screen. Loads the session's products (again after a language switch,
 * which remounts everything: product names come in the request's language).
 */
export default function AppLayout({ children }: { children: ReactNode }) {
  useEffect(() => void session.loadProducts(), []);
  return (
    <PickersProvider>
      <Layout appBar={ConsoleAppBar} menu={SidebarMenu} error={RouteErrorScreen}>
        <AccessGuard>{children}</AccessGuard>
      </Layout>
    </PickersProvider>
  );
}
