import type { Migration } from 'kysely';
import * as foundation from './0001_foundation';
import * as users from './0006_users';
import * as accounts from './0007_accounts';
import * as wallet from './0008_wallet';
import * as billing from './0009_billing';
import * as devtools from './0010_devtools';
import * as performance from './0011_performance';
import * as profile from './0012_profile';
import * as catalogue from './0013_catalogue';
import * as usageRollups from './0014_usage_rollups';
import * as jobs from './0015_jobs';
import * as walletAlerts from './0016_wallet_alerts';
import * as apiKeyUsage from './0017_api_key_usage';
import * as apiKeyScopes from './0021_api_key_scopes';
import * as alertCallback from './0022_alert_callback';
import * as autoRecharge from './0024_auto_recharge';
import * as usageCovering from './0026_usage_covering';
import * as paymentCustomers from './0027_payment_customers';
import * as messageLanguage from './0028_message_language';
import * as idempotencyKeys from './0029_idempotency_keys';
import * as jobWorkers from './0030_job_workers';
import * as staff from './0032_staff';
import * as staffAccounts from './0035_staff_accounts';
import * as priceChanges from './0036_price_changes';
import * as staffReviews from './0033_staff_reviews';

/**
 * Every migration, by name. A new one is a new file and one line here; areas were numbered
 * when they started, so they may land in any order (the migrator allows it).
 */
export const migrations: Record<string, Migration> = {
  '0001_foundation': foundation,
  '0006_users': users,
  '0007_accounts': accounts,
  '0008_wallet': wallet,
  '0009_billing': billing,
  '0010_devtools': devtools,
  '0011_performance': performance,
  '0012_profile': profile,
  '0013_catalogue': catalogue,
  '0014_usage_rollups': usageRollups,
  '0015_jobs': jobs,
  '0016_wallet_alerts': walletAlerts,
  '0017_api_key_usage': apiKeyUsage,
  '0021_api_key_scopes': apiKeyScopes,
  '0022_alert_callback': alertCallback,
  '0024_auto_recharge': autoRecharge,
  '0026_usage_covering': usageCovering,
  '0027_payment_customers': paymentCustomers,
  '0028_message_language': messageLanguage,
  '0029_idempotency_keys': idempotencyKeys,
  '0030_job_workers': jobWorkers,
  '0032_staff': staff,
  '0035_staff_accounts': staffAccounts,
  '0036_price_changes': priceChanges,
  '0033_staff_reviews': staffReviews,
};
