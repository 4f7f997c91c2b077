import { useDeferredValue, useEffect, type ReactNode } from 'react';
import { Layout } from 'react-admin';
import { session } from '../session';
import { RouteErrorScreen } from '../errors/RouteErrorScreen';
import { AccessGuard } from './AccessGuard';
import { LowBalanceBanner } from './LowBalanceBanner';
import { PageLoading } from './PageLoading';
import { ConsoleAppBar } from './ConsoleAppBar';
import { SidebarMenu } from './SidebarMenu';

/**
 * The signed-in frame: app bar, sidebar from the menus, the permission guard and the
 * route error screen. Loads the session's products (again after a language switch,
 * which remounts everything: product names come in the request's language).
 */
export default function AppLayout({ children }: { children: ReactNode }) {
  useEffect(() => void session.loadProducts(), []);
  // the first mount draws the frame in a second, interruptible pass (a transition): it is
  // the heaviest render of a visit, and done in one piece it blocked input for long
  const ready = useDeferredValue(true, false);
  if (!ready) return <PageLoading />;
  return (
    <Layout appBar={ConsoleAppBar} menu={SidebarMenu} error={RouteErrorScreen}>
      <LowBalanceBanner />
      <AccessGuard>{children}</AccessGuard>
    </Layout>
  );
}
