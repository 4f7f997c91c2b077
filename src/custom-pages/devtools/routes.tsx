import type { ReactElement } from 'react';
import { Route } from 'react-router-dom';
import { lazyPage } from '../../errors/lazyPage';
import {
  API_KEY_EDIT_PATH,
  CALLBACK_WIZARD_PATH,
  MESSAGE_INSIGHTS_PATH,
  MESSAGE_PRIVACY_PATH,
} from '../../paths/devtools';

const ApiKeyEditPage = lazyPage(
  () => import('../../resources/apiKeys/ApiKeyEditPage'),
  'ApiKeyEditPage',
);
const MessageInsightsPage = lazyPage(
  () => import('../../resources/messageLogs/MessageInsightsPage'),
  'MessageInsightsPage',
);
const CallbackWizard = lazyPage(
  () => import('../../resources/callbacks/CallbackWizard'),
  'CallbackWizard',
);

const PrivacyPage = lazyPage(
  () => import('../../resources/messageLogs/PrivacyPage'),
  'PrivacyPage',
);

/** Public routes of this area (no sign-in, no layout), each a <Route key=… />. */
export const devtoolsPublicRoutes: ReactElement[] = [];

/**
 * Signed-in routes of this area, inside the console layout. The lists (/api-key,
 * /api-key/callback-setting, /messages) are the resources' own routes.
 */
export const devtoolsConsoleRoutes: ReactElement[] = [
  <Route key="api-key-edit" path={API_KEY_EDIT_PATH} element={<ApiKeyEditPage />} />,
  <Route key="callback-wizard" path={CALLBACK_WIZARD_PATH} element={<CallbackWizard />} />,
  <Route key="message-insights" path={MESSAGE_INSIGHTS_PATH} element={<MessageInsightsPage />} />,
  <Route key="message-privacy" path={MESSAGE_PRIVACY_PATH} element={<PrivacyPage />} />,
];
