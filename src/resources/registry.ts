import { apiKeys } from './apiKeys';
import { auditLogResource } from './auditLog';
import { callbacks } from './callbacks';
import { apiOf, type ResourceDefinition } from './define';
import { bills } from './bills';
import { billDetails } from './billDetails';
import { invoices } from './invoices';
import { notices } from './notices';
import { orders } from './orders';
import { roles } from './roles';
import { senderIds } from './senderIds';
import { messageTemplates } from './messageTemplates';
import { messageLogs } from './messageLogs';
import { subAccounts } from './subAccounts';
import { walletLedgerResource } from './walletLedger';
import { deliveryAlerts } from './deliveryAlerts';

/** Every resource of the console; App registers them and the data provider serves them. */
export const RESOURCES: readonly ResourceDefinition[] = [
  orders,
  walletLedgerResource,
  subAccounts,
  roles,
  notices,
  bills,
  billDetails,
  invoices,
  apiKeys,
  callbacks,
  senderIds,
  messageTemplates,
  auditLogResource,
  messageLogs,
  deliveryAlerts,
];

/** Contract calls by resource name, for the data provider. */
export const RESOURCE_APIS = Object.fromEntries(RESOURCES.map((def) => [def.name, apiOf(def)]));
