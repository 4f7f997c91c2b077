import { use, useEffect, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { HOME_PATH } from '../paths/app';
import { areaMessagesReady, loadAreaMessages } from '../i18n/i18nProvider';
import { useWhenIdle } from '../ui/useWhenIdle';

/**
 * Renders a screen other than home only once the screens' messages are in (they load apart
 * from the frame's and home's, which a start on home needs alone), suspending meanwhile; on
 * home they load once the browser is idle, so the next screen need not wait for them.
 */
export function ScreenMessages({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  const idle = useWhenIdle();
  useEffect(() => {
    if (idle) loadAreaMessages().catch(() => undefined);
  }, [idle]);
  if (pathname !== HOME_PATH && !areaMessagesReady()) use(loadAreaMessages());
  return children;
}
