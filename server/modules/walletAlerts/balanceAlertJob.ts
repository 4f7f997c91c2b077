import { z } from 'zod';
import {
  BALANCE_LOW_EVENT,
  BASE_PATH,
  DEFAULT_LANGUAGE,
  displayMoney,
  fromMicros,
  supportedLanguage,
} from '../../../contract';
import { sendAccountEvent } from '../callbacks/events';
import { createSender } from '../../messaging';
import { ruleOf } from './rules';
import { defineJob } from '../../jobs/types';

/**
 * Tells the people of a wallet's alert rule that its available limit fell below a threshold:
 * the chosen callback address by a signed `balance.low` event (first: it is idempotent), the
 * extra addresses by email, and the account's own email and phone when chosen.
 */
export const balanceAlert = defineJob({
  kind: 'balance-alert',
  payload: z.object({
    accountId: z.string(),
    thresholdMicros: z.number().int(),
    availableMicros: z.number().int(),
    /** When the threshold fired: with the wallet and threshold, the event's id. */
    firedAt: z.number().int().optional(),
  }),
  maxAttempts: 8,
  async run({ accountId, thresholdMicros, availableMicros, firedAt }, { db, config, log }) {
    const rule = await ruleOf(db.kysely, accountId);
    if (!rule) return;
    const account = await db.kysely
      .selectFrom('accounts')
      .select(['email', 'phone', 'main_id', 'language'])
      .where('id', '=', accountId)
      .executeTakeFirst();
    if (rule.callbackId && account)
      await sendAccountEvent(db, account.main_id, rule.callbackId, {
        id: `${BALANCE_LOW_EVENT}:${accountId}:${thresholdMicros}:${firedAt ?? 0}`,
        type: BALANCE_LOW_EVENT,
        data: {
          accountId,
          currency: 'USD',
          threshold: fromMicros(thresholdMicros),
          availableLimit: fromMicros(availableMicros),
        },
      });
    const variables = {
      threshold: displayMoney(fromMicros(thresholdMicros)),
      available: displayMoney(fromMicros(availableMicros)),
      url: `${config.publicUrl}${BASE_PATH}/home/topUp`,
    };
    const message = {
      purpose: 'balance-alert',
      template: 'walletAlerts',
      language: supportedLanguage.parse(account?.language ?? DEFAULT_LANGUAGE),
      variables,
    };
    const sender = createSender(config, db, log);
    const emails = [...rule.emails, ...(rule.notifyAccount && account ? [account.email] : [])];
    for (const to of new Set(emails)) await sender.send({ ...message, channel: 'email', to });
    if (rule.notifyAccount && account?.phone)
      await sender.send({ ...message, channel: 'sms', to: account.phone });
  },
});
