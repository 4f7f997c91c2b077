import { useDeferredValue, useEffect, type ComponentType, type ReactNode } from 'react';
import type { MenuDeclaration } from '../../contract/menus';
import { session } from '../session';
import { AccessGuard } from './AccessGuard';
import { accessRules, type AccessRules } from './access';
import { AccessRulesContext } from './accessContext';
import { LowBalanceBanner } from './LowBalanceBanner';
import { NamedProgress } from './NamedProgress';
import { PageLoading } from './PageLoading';
import { phoneTitle } from './phoneTitle';
import { ConsoleFrame } from './ConsoleFrame';

type FrameProps = { children: ReactNode };

/**
 * The signed-in frame over the declared resources' menu entries (handed in by the app:
 * the layout knows no resource), for react-admin's `layout`.
 */
export function appLayoutFor(declared: readonly MenuDeclaration[]): ComponentType<FrameProps> {
  const rules = accessRules(declared);
  return function ConsoleLayout({ children }: FrameProps) {
    return <AppLayout rules={rules}>{children}</AppLayout>;
  };
}

/**
 * The signed-in frame: app bar, sidebar from the menus, the permission guard and the
 * route error screen. Loads the session's products (again after a language switch,
 * which remounts everything: product names come in the request's language).
 */
function AppLayout({ children, rules }: FrameProps & { rules: AccessRules }) {
  useEffect(() => void session.loadProducts(), []);
  // the first mount draws the frame in a second, interruptible pass (a transition): it is
  // the heaviest render of a visit, and done in one piece it blocked input for long
  const ready = useDeferredValue(true, false);
  if (!ready) return <PageLoading />;
  return (
    <AccessRulesContext.Provider value={rules}>
      <NamedProgress>
        <ConsoleFrame sx={phoneTitle.layout}>
          <LowBalanceBanner />
          <AccessGuard>{children}</AccessGuard>
        </ConsoleFrame>
      </NamedProgress>
    </AccessRulesContext.Provider>
  );
}
