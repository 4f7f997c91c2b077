import { CacheProvider } from '@emotion/react';
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { BASE_PATH, DEFAULT_LANGUAGE, STAFF_PATH } from '../contract/constants';
import { App, loadStartResources, preloadConsole } from './App';
import { listenForPreloadErrors } from './errors/lazyPage';
import {
  createI18nProvider,
  loadPublicMessages,
  provideResourceMessages,
} from './i18n/i18nProvider';
import { keepLanguageCookie, readLanguage } from './i18n/language';
import { rememberReferrer } from './storage/referrer';
import { pageStyleCache } from './styleCache';

// both consoles' messages include those the resources keep in their folders
provideResourceMessages(() => import('./resources/messages').then((m) => m.resourceMessages));

/** The customers' console: the whole app but for /staff. */
function startConsole() {
  rememberReferrer(document.referrer);
  listenForPreloadErrors();

  const language = readLanguage();
  keepLanguageCookie(language);
  preloadConsole(window.location.pathname);
  // polyglot needs the first language's messages before the first render (the public part:
  // the console's load with its layout); Chinese is a chunk of its own, and if it cannot
  // load the console starts in English. Signed in, the resources come first too.
  Promise.all([
    loadPublicMessages(language).then(
      () => language,
      () => DEFAULT_LANGUAGE,
    ),
    loadStartResources(),
  ]).then(([initial, resources]) => {
    const root = document.getElementById('root');
    if (!root) throw new Error('index.html has no #root');
    const i18nProvider = createI18nProvider(initial);
    // as a transition React renders the first screen in slices, between which the browser
    // stays responsive, instead of one long task
    startTransition(() =>
      createRoot(root).render(
        <StrictMode>
          <CacheProvider value={pageStyleCache()}>
            <BrowserRouter basename={BASE_PATH}>
              <App i18nProvider={i18nProvider} resources={resources} />
            </BrowserRouter>
          </CacheProvider>
        </StrictMode>,
      ),
    );
  });
}

// the staff console is its own chunks, which a customer's start never loads
if (
  window.location.pathname.startsWith(`${STAFF_PATH}/`) ||
  window.location.pathname === STAFF_PATH
)
  void import('./staff/startStaff').then((m) => m.startStaff());
else startConsole();
