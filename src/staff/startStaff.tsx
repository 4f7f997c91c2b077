import { CacheProvider } from '@emotion/react';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { STAFF_PATH } from '../../contract/constants';
import { readLanguage } from '../i18n/language';
import { pageStyleCache } from '../styleCache';
import { createStaffI18n, loadStaffMessages } from './i18n';
import { StaffApp } from './StaffApp';

/** Starts the staff console (main.tsx, for paths under /staff). */
export async function startStaff() {
  const language = readLanguage();
  await loadStaffMessages(language);
  const root = document.getElementById('root');
  if (!root) throw new Error('index.html has no #root');
  createRoot(root).render(
    <StrictMode>
      <CacheProvider value={pageStyleCache()}>
        <BrowserRouter basename={STAFF_PATH}>
          <StaffApp i18nProvider={createStaffI18n(language)} />
        </BrowserRouter>
      </CacheProvider>
    </StrictMode>,
  );
}
