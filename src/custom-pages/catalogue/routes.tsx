import type { ReactElement } from 'react';
import { Route } from 'react-router-dom';
import { lazyPage } from '../../errors/lazyPage';
import { INLINE_CHAT_PATH, MORE_APIS_PATH, PRICING_PATH } from '../../paths/catalogue';

const InlineChatPage = lazyPage(() => import('./InlineChatPage'), 'InlineChatPage');
const MoreApisPage = lazyPage(() => import('./MoreApisPage'), 'MoreApisPage');
const PricingPage = lazyPage(() => import('./PricingPage'), 'PricingPage');

/** Public routes of this area (no sign-in, no layout), each a <Route key=… />. */
export const cataloguePublicRoutes: ReactElement[] = [
  <Route key="inline-chat" path={INLINE_CHAT_PATH} element={<InlineChatPage />} />,
];

/** Signed-in routes of this area, inside the console layout. */
export const catalogueConsoleRoutes: ReactElement[] = [
  <Route key="more-apis" path={MORE_APIS_PATH} element={<MoreApisPage />} />,
  <Route key="pricing" path={PRICING_PATH} element={<PricingPage />} />,
];
