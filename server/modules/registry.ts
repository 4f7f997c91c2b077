import type { Migration } from 'kysely';
import {
  apiKeysResource,
  billDetailsResource,
  billsResource,
  callbacksResource,
  invoicesResource,
  noticesResource,
  ordersResource,
  rolesResource,
  subAccountsResource,
} from '../../contract';
import accountRoutes from './account/routes';
import { auditLogModule } from './auditLog';
import signinRoutes from './signIn/signinRoutes';
import signupRoutes from './signIn/signupRoutes';
import resetRoutes from './signIn/resetRoutes';
import apiKeyRoutes from './apiKeys/routes';
import apiKeyOperatorRoutes from './apiKeys/operatorRoutes';
import authRoutes from './auth/routes';
import billRoutes from './bills/routes';
import * as callbackMigration from './callbacks/migration';
import * as deliveryPagingIndex from './callbacks/pagingIndex';
import callbackEventRoutes from './callbacks/operatorRoutes';
import callbackRoutes from './callbacks/routes';
import codeRoutes from './codes/routes';
import invoiceRoutes from './invoices/routes';
import noticeRoutes from './notices/routes';
import orderExportRoutes from './orders/exportRoutes';
import orderRoutes from './orders/routes';
import productRoutes from './products/routes';
import profileModule from './profile';
import roleRoutes from './roles/routes';
import subAccountRoutes from './subAccounts/routes';
import topUpRoutes from './topUp/routes';
import usageOperatorRoutes from './usage/operatorRoutes';
import usageRoutes from './usage/routes';
import { walletModule } from './wallet';
import walletAlertRoutes from './walletAlerts/routes';
import autoRechargeRoutes from './autoRecharge/routes';
import { joinMigrations } from '../db/migrationNames';
import type { ServerModule } from './module';
import { messageTemplatesModule } from './messageTemplates';
import { senderIdsModule } from './senderIds';
import { messageLogsModule } from './messageLogs';

/** Every module of the API: a new one is one line here (see docs/extending.md). */
export const MODULES: readonly ServerModule[] = [
  { routes: authRoutes },
  { routes: accountRoutes },
  { routes: signupRoutes },
  { routes: signinRoutes },
  { routes: resetRoutes },
  { routes: codeRoutes },
  { routes: profileModule },
  { routes: productRoutes },
  { routes: orderRoutes, resources: [ordersResource] },
  { routes: orderExportRoutes },
  { routes: subAccountRoutes, resources: [subAccountsResource] },
  { routes: roleRoutes, resources: [rolesResource] },
  { routes: noticeRoutes, resources: [noticesResource] },
  walletModule,
  { routes: topUpRoutes },
  { routes: walletAlertRoutes },
  { routes: autoRechargeRoutes },
  { routes: invoiceRoutes, resources: [invoicesResource] },
  { routes: billRoutes, resources: [billsResource, billDetailsResource] },
  { routes: usageRoutes, operatorRoutes: usageOperatorRoutes },
  {
    routes: apiKeyRoutes,
    operatorRoutes: apiKeyOperatorRoutes,
    resources: [apiKeysResource],
  },
  {
    routes: callbackRoutes,
    operatorRoutes: callbackEventRoutes,
    resources: [callbacksResource],
    migrations: {
      '0020_callback_events': callbackMigration,
      '0025_delivery_log_paging': deliveryPagingIndex,
    },
  },
  senderIdsModule,
  messageTemplatesModule,
  auditLogModule,
  messageLogsModule,
];

/** The declared resources the server serves: the menus and the route guards follow them. */
export const DECLARED_RESOURCES = MODULES.flatMap((module) => module.resources ?? []);

/** The tables modules own, by migration name. */
export const MODULE_MIGRATIONS: Record<string, Migration> = joinMigrations(
  ...MODULES.map((module) => module.migrations ?? {}),
);
