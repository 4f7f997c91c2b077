import { autoRecharge } from './kinds/autoRecharge';
import { balanceAlert } from './kinds/balanceAlert';
import { callbackDelivery } from './kinds/callbackDelivery';
import { closeMonths } from './kinds/closeMonths';
import { expireOrders } from './kinds/expireOrders';
import { paymentNotification } from './kinds/paymentNotification';
import { prepaymentBills } from './kinds/prepaymentBills';
import { pruneLogs } from './kinds/pruneLogs';
import { sendEmail } from './kinds/sendEmail';
import { sendMessage } from './kinds/sendMessage';
import { messageMonths } from '../modules/messageLogs/job';
import type { JobKind } from './types';

/** Every kind of background job; a new one is a file in kinds/ and one line here. */
export const JOB_KINDS: readonly JobKind[] = [
  paymentNotification,
  autoRecharge,
  balanceAlert,
  callbackDelivery,
  sendEmail,
  sendMessage,
  prepaymentBills,
  expireOrders,
  closeMonths,
  pruneLogs,
  messageMonths,
] as JobKind[];
