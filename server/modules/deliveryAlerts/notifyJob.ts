import { z } from 'zod';
import { BASE_PATH, supportedLanguage, type Language } from '../../../contract';
import {
  ALERT_WINDOW_MS,
  DELIVERY_RATE_LOW_EVENT,
  type DeliveryRateLowData,
} from '../../../contract/deliveryAlerts';
import type { Db } from '../../db/connect';
import { translate } from '../../i18n';
import { defineJob } from '../../jobs/types';
import { isoTime } from '../../lib/isoTime';
import { createSender } from '../../messaging';
import { sendAccountEvent } from '../callbacks/events';

/** The delivery rate as a percentage with one decimal, rounded down (87.49… is 87.4). */
export const ratePercent = (delivered: number, messages: number) =>
  (Math.floor((delivered * 1000) / messages) / 10).toFixed(1);

/** The product's and country's names in a language, or "all" where the alert has none. */
async function scopeNames(
  db: Db,
  language: Language,
  product: string | null,
  country: string | null,
) {
  const zh = language === 'zh_CN';
  const [productRow, countryRow] = await Promise.all([
    product === null
      ? undefined
      : db.kysely
          .selectFrom('products')
          .select(['name_en', 'name_zh'])
          .where('key', '=', product)
          .executeTakeFirst(),
    country === null
      ? undefined
      : db.kysely
          .selectFrom('countries')
          .select(['name_en', 'name_zh'])
          .where('code', '=', country)
          .executeTakeFirst(),
  ]);
  return {
    product:
      product === null
        ? translate(language, 'deliveryAlerts.anyProduct')
        : ((zh ? productRow?.name_zh : productRow?.name_en) ?? product),
    country:
      country === null
        ? translate(language, 'deliveryAlerts.anyCountry')
        : ((zh ? countryRow?.name_zh : countryRow?.name_en) ?? country),
  };
}

/**
 * Tells an account that one of its delivery alerts fired: the chosen callback address by a
 * signed `messages.delivery_rate_low` event (its id names the alert and the firing, so a retried
 * job sends it once), and the main account's email, in its language.
 */
export const deliveryRateAlert = defineJob({
  kind: 'delivery-rate-alert',
  payload: z.object({
    alertId: z.string(),
    firedAt: z.number().int(),
    delivered: z.number().int(),
    failed: z.number().int(),
  }),
  maxAttempts: 8,
  async run({ alertId, firedAt, delivered, failed }, { db, config, log }) {
    const alert = await db.kysely
      .selectFrom('delivery_alerts')
      .selectAll()
      .where('id', '=', alertId)
      .executeTakeFirst();
    if (!alert) return;
    const messages = delivered + failed;
    const rate = ratePercent(delivered, messages);
    if (alert.callback_id)
      await sendAccountEvent(db, alert.main_id, alert.callback_id, {
        id: `${DELIVERY_RATE_LOW_EVENT}:${alertId}:${firedAt}`,
        type: DELIVERY_RATE_LOW_EVENT,
        data: {
          alertId,
          accountId: alert.main_id,
          product: alert.product,
          country: alert.country,
          belowPercent: alert.below_percent,
          minMessages: alert.min_messages,
          deliveryRate: rate,
          messages,
          delivered,
          failed,
          windowStart: isoTime(firedAt - ALERT_WINDOW_MS),
          windowEnd: isoTime(firedAt),
        } satisfies DeliveryRateLowData,
      });
    const account = await db.kysely
      .selectFrom('accounts')
      .select(['email', 'language'])
      .where('id', '=', alert.main_id)
      .executeTakeFirst();
    if (!account) return;
    const language = supportedLanguage.parse(account.language);
    const names = await scopeNames(db, language, alert.product, alert.country);
    await createSender(config, db, log).send({
      channel: 'email',
      to: account.email,
      language,
      purpose: 'delivery-rate-alert',
      template: 'deliveryAlerts.mail',
      variables: {
        ...names,
        rate,
        threshold: String(alert.below_percent),
        delivered: String(delivered),
        messages: String(messages),
        url: `${config.publicUrl}${BASE_PATH}/messages`,
      },
    });
  },
});
