import { useSyncExternalStore } from 'react';
import { useLocaleState, useSidebarState } from 'react-admin';
import type { Language } from '../../contract/constants';
import { isLanguage } from '../i18n/language';
import { session, type SessionData } from './index';

export interface Session extends SessionData {
  language: Language;
  /** The sidebar shows icons only; kept across reloads by react-admin's store. */
  collapsed: boolean;
}

/** Everything of spec section 3's session data, for pages to read. */
export function useSession(): Session {
  const data = useSyncExternalStore(session.subscribe, session.getState);
  const [locale] = useLocaleState();
  const [open] = useSidebarState();
  return { ...data, language: isLanguage(locale) ? locale : 'en_US', collapsed: !open };
}
