import { z } from 'zod';
import { defineJob } from '../../jobs/types';
import { deliverNotification } from './deliver';
import { sweepExpired } from './expire';

/**
 * The sandbox provider's notification of a payment, delivered (signed) to the notification
 * receiver until it answers 2xx, with back-off: a restart or a killed instance loses no
 * retry, and the receiver applies an event once however often it arrives.
 */
export const paymentNotification = defineJob({
  kind: 'payment-notification',
  payload: z.object({ url: z.string().url(), body: z.string() }),
  maxAttempts: 8,
  async run(delivery, { config }) {
    if (!(await deliverNotification(delivery, config.sandboxSecret)))
      throw new Error('the receiver did not answer 2xx');
  },
});

/** Cancels online orders left unpaid past the pay timeout, even if nobody looks at them. */
export const expireOrders = defineJob({
  kind: 'expire-orders',
  payload: z.object({ periodStart: z.number() }),
  maxAttempts: 3,
  every: 60_000,
  async run(_payload, { db, config, log }) {
    const cancelled = await sweepExpired(db.kysely, config.payTimeoutMs);
    if (cancelled > 0) log.info({ cancelled }, 'unpaid orders past their time cancelled');
  },
});
