import { z } from 'zod';
import { deliverNotification } from '../../modules/payments/deliver';
import { defineJob } from '../types';

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
