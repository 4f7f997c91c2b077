import type { Kysely } from 'kysely';
import { fromMicros, type ReviewReason } from '../../../contract';
import type { Db } from '../../db/connect';
import type { Database } from '../../db/schema';
import { setOrderStatus } from '../orders/store';
import { post } from '../wallet/ledger';
import { enqueue } from '../../jobs/enqueue';
import { prepaymentBills } from '../bills/jobs';

export type AuditDecision = 'pass' | 'refuse';

/** What the operator sees after deciding. */
export interface AuditOutcome {
  orderNo: string;
  status: 'paid' | 'failed';
  amount: string;
  accountId: string;
  balance: string | null;
}

/** What the staff console adds to a decision (the operator command gives none of it). */
export interface AuditExtras {
  /** A refusal's reason as a code (contract/review.ts); `reason` is then the optional note. */
  reasonCode?: ReviewReason;
  /** Writes the decision's audit entries, in its transaction. */
  recorded?: (trx: Kysely<Database>, outcome: AuditOutcome & { mainId: string }) => Promise<void>;
}

/** Why an offline order could not be decided (the operator command prints it). */
export class AuditRefused extends Error {}

/**
 * The operator's decision on an offline top-up awaiting audit: pass credits the wallet
 * (a top_up entry, same transaction), refuse fails the order with the reason and credits
 * nothing. Only an order still pending can be decided, and only once.
 */
export async function auditOfflineOrder(
  db: Db,
  orderNo: string,
  decision: AuditDecision,
  reason: string | null,
  extras: AuditExtras = {},
): Promise<AuditOutcome> {
  return db.kysely.transaction().execute(async (trx) => {
    const order = await trx
      .selectFrom('orders')
      .selectAll()
      .where('order_no', '=', orderNo)
      .executeTakeFirst();
    if (!order) throw new AuditRefused(`no order ${orderNo}`);
    if (order.payment_method !== 'offline' || order.audit_status !== 'pending')
      throw new AuditRefused(
        `order ${orderNo} is not an offline order awaiting audit (status ${order.status}, audit ${order.audit_status})`,
      );
    const pass = decision === 'pass';
    const moved = await setOrderStatus(trx, order, {
      to: pass ? 'paid' : 'failed',
      auditStatus: pass ? 'pass' : 'refused',
      failureReason: pass ? null : reason,
    });
    if (!moved) throw new AuditRefused(`order ${orderNo} was decided meanwhile`);
    if (!pass && extras.reasonCode)
      await trx
        .updateTable('orders')
        .set({ review_reason: extras.reasonCode })
        .where('id', '=', order.id)
        .execute();
    let balance: string | null = null;
    if (pass) {
      const { entry } = await post(trx, {
        accountId: order.account_id,
        type: 'top_up',
        amountMicros: order.amount_micros,
        orderId: order.id,
        note: `Offline top-up ${order.order_no}`,
      });
      balance = fromMicros(entry.balance_after_micros);
      await enqueue(trx, prepaymentBills, { mainId: order.main_id });
    }
    const outcome: AuditOutcome = {
      orderNo,
      status: pass ? 'paid' : 'failed',
      amount: fromMicros(order.amount_micros),
      accountId: order.account_id,
      balance,
    };
    await extras.recorded?.(trx, { ...outcome, mainId: order.main_id });
    return outcome;
  });
}
