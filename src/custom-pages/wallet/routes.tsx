import type { ReactElement } from 'react';
import { Route } from 'react-router-dom';
import { lazyPage } from '../../errors/lazyPage';
import {
  OFFLINE_PAYMENT_PATH,
  PAY_RESULT_PATH,
  PAY_TIMEOUT_PATH,
  TOP_UP_FAIL_PATH,
  TOP_UP_PATH,
  TOP_UP_SUCCESS_PATH,
} from '../../paths/wallet';

const TopUpPage = lazyPage(() => import('./TopUpPage'), 'TopUpPage');
const TopUpSuccessPage = lazyPage(() => import('./TopUpSuccessPage'), 'TopUpSuccessPage');
const TopUpFailPage = lazyPage(() => import('./TopUpFailPage'), 'TopUpFailPage');
const PayResultPage = lazyPage(() => import('./PayResultPage'), 'PayResultPage');
const PayTimeoutPage = lazyPage(() => import('./PayTimeoutPage'), 'PayTimeoutPage');
const OfflinePaymentPage = lazyPage(() => import('./OfflinePaymentPage'), 'OfflinePaymentPage');

/** Public routes of this area (no sign-in, no layout), each a <Route key=… />. */
export const walletPublicRoutes: ReactElement[] = [];

/** Signed-in routes of this area, inside the console layout. */
export const walletConsoleRoutes: ReactElement[] = [
  <Route key="topUp" path={TOP_UP_PATH} element={<TopUpPage />} />,
  <Route key="topUpSuccess" path={TOP_UP_SUCCESS_PATH} element={<TopUpSuccessPage />} />,
  <Route key="topUpFail" path={TOP_UP_FAIL_PATH} element={<TopUpFailPage />} />,
  <Route key="payResult" path={PAY_RESULT_PATH} element={<PayResultPage />} />,
  <Route key="payTimeout" path={PAY_TIMEOUT_PATH} element={<PayTimeoutPage />} />,
  <Route key="offlinePayment" path={OFFLINE_PAYMENT_PATH} element={<OfflinePaymentPage />} />,
];
