import type { Migration } from 'kysely';
import { joinMigrations } from '../db/migrationNames';
import type { JobKind } from '../jobs/types';
import { MESSAGING_JOBS } from '../messaging';
import { accountModule } from './account';
import { apiKeysModule } from './apiKeys';
import { auditLogModule } from './auditLog';
import { authModule } from './auth';
import { autoRechargeModule } from './autoRecharge';
import { billsModule } from './bills';
import { callbacksModule } from './callbacks';
import { codesModule } from './codes';
import { deliveryAlertsModule } from './deliveryAlerts';
import { invoicesModule } from './invoices';
import { messageTemplatesModule } from './messageTemplates';
import { attachSubscriptions, type ServerModule } from './module';
import { noticesModule } from './notices';
import { ordersModule } from './orders';
import { paymentsModule } from './payments';
import { productsModule } from './products';
import { profileModule } from './profile';
import { retentionModule } from './retention';
import { rolesModule } from './roles';
import { senderIdsModule } from './senderIds';
import { messageLogsModule } from './messageLogs';
import { signInModule } from './signIn';
import { staffModule } from './staff';
import { subAccountsModule } from './subAccounts';
import { topUpModule } from './topUp';
import { usageModule } from './usage';
import { walletModule } from './wallet';
import { walletAlertsModule } from './walletAlerts';

/**
 * Every module of the API: a new one is one line here (see docs/extending.md). Routes are
 * registered in this order (the API reference lists them so), and an event's subscribers
 * run in it.
 */
export const MODULES: readonly ServerModule[] = [
  authModule,
  accountModule,
  signInModule,
  codesModule,
  profileModule,
  productsModule,
  ordersModule,
  subAccountsModule,
  rolesModule,
  noticesModule,
  walletModule,
  topUpModule,
  walletAlertsModule,
  autoRechargeModule,
  invoicesModule,
  billsModule,
  usageModule,
  apiKeysModule,
  callbacksModule,
  senderIdsModule,
  messageTemplatesModule,
  auditLogModule,
  messageLogsModule,
  deliveryAlertsModule,
  paymentsModule,
  staffModule,
  retentionModule,
];

attachSubscriptions(MODULES);

/** The declared resources the server serves: the menus and the route guards follow them. */
export const DECLARED_RESOURCES = MODULES.flatMap((module) => module.resources ?? []);

/** The tables modules own, by migration name. */
export const MODULE_MIGRATIONS: Record<string, Migration> = joinMigrations(
  ...MODULES.map((module) => module.migrations ?? {}),
);

/** Every kind of background job: the messaging infrastructure's and the modules'. */
export const JOB_KINDS: readonly JobKind[] = [
  ...MESSAGING_JOBS,
  ...MODULES.flatMap((module) => module.jobs ?? []),
];
