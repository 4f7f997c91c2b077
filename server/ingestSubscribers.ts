import { deliveryAlertsModule } from './modules/deliveryAlerts';
import type { ServerModule } from './modules/module';

/**
 * The modules that act on the message ingest's events, which its thread loads
 * (tests/unit/serverModules.test.ts checks that every subscriber to them is here): not the
 * registry's every module, whose code would take ~16 MB of the thread's heap for nothing.
 */
export const INGEST_SUBSCRIBERS: readonly ServerModule[] = [deliveryAlertsModule];
