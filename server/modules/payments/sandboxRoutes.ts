import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { fromMicros, onlineChannel, type Language } from '../../../contract';
import { languageOf } from '../../i18n';
import { newId } from '../../lib/ids';
import { enqueue } from '../../jobs/enqueue';
import { paymentNotification } from './jobs';
import { deliverNotification } from './deliver';
import { expireIfDue } from './expire';
import { REASONS } from '../orders/reasons';
import {
  SANDBOX_CARDS,
  savedCardToken,
  type SandboxCard,
  type SandboxNotification,
} from './sandbox';
import { sendPage } from '../../lib/sendPage';
import { checkoutPage, messagePage } from './sandboxPage';
import { equal, linkToken } from './signature';

const DECLINE_REASON: Record<string, string> = {
  card: REASONS.cardDeclined,
  unionpay: REASONS.cardDeclined,
  wechat: REASONS.wechatCancelled,
  alipay: REASONS.alipayCancelled,
};

/**
 * The sandbox provider's side, served by our server: the checkout page for an order (opened
 * from a checkout link), and Pay / Decline, which notify /om/pay/notify/sandbox over HTTP,
 * signed and retried, exactly like a real provider would.
 */
export default async function sandboxRoutes(app: FastifyInstance) {
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string' },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  );

  const html = (reply: FastifyReply, status: number, body: string) =>
    sendPage(app, reply, body, { status });
  const langOf = (value: unknown, fallback: Language): Language =>
    value === 'zh_CN' || value === 'en_US' ? value : fallback;

  /** The order a checkout link names, if the link is one the server made and still payable. */
  const openOrder = async (orderId: string, token: unknown) => {
    if (typeof token !== 'string' || !equal(token, linkToken(app.config.sandboxSecret, orderId)))
      return { problem: 'invalid' } as const;
    const order = await app.db.kysely
      .selectFrom('orders')
      .selectAll()
      .where('id', '=', orderId)
      .where('provider', '=', 'sandbox')
      .executeTakeFirst();
    if (!order) return { problem: 'invalid' } as const;
    if (await expireIfDue(app.db.kysely, order)) return { problem: 'expired' } as const;
    if (order.status === 'cancel') return { problem: 'expired' } as const;
    if (order.status !== 'unpaid') return { problem: 'done' } as const;
    return { order };
  };

  app.get<{ Params: { orderId: string }; Querystring: Record<string, string> }>(
    '/:orderId',
    async (request, reply) => {
      const language = langOf(request.query.lang, languageOf(request));
      const { order, problem } = await openOrder(request.params.orderId, request.query.token);
      if (!order)
        return html(reply, problem === 'invalid' ? 404 : 200, messagePage(language, problem));
      return html(
        reply,
        200,
        checkoutPage({
          orderId: order.id,
          orderNo: order.order_no,
          amountMicros: order.amount_micros,
          channel: onlineChannel.parse(order.channel),
          token: String(request.query.token),
          language,
        }),
      );
    },
  );

  app.post<{ Params: { orderId: string; action: string }; Body: Record<string, string> }>(
    '/:orderId/:action',
    async (request, reply) => {
      const body = request.body ?? {};
      const language = langOf(body.lang, languageOf(request));
      const { action } = request.params;
      if (action !== 'pay' && action !== 'decline')
        return html(reply, 404, messagePage(language, 'invalid'));
      const { order, problem } = await openOrder(request.params.orderId, body.token);
      if (!order)
        return html(reply, problem === 'invalid' ? 404 : 200, messagePage(language, problem));
      const card: SandboxCard = body.card in SANDBOX_CARDS ? (body.card as SandboxCard) : '4242';
      const saves = action === 'pay' && body.save === '1' && typeof body.card === 'string';
      const notification: SandboxNotification = {
        eventId: `evt_${newId()}${randomBytes(4).toString('hex')}`,
        orderId: order.id,
        providerRef: order.provider_ref ?? `sbx_${order.id}`,
        outcome: action === 'pay' ? 'paid' : 'failed',
        amount: fromMicros(order.amount_micros),
        reason: action === 'pay' ? null : DECLINE_REASON[order.channel ?? 'card'],
        savedMethod: saves
          ? {
              token: savedCardToken(card, randomBytes(8).toString('hex')),
              brand: order.channel === 'unionpay' ? 'UnionPay' : 'Visa',
              last4: card,
            }
          : null,
      };
      const delivery = { url: app.config.sandboxNotifyUrl, body: JSON.stringify(notification) };
      // the first attempt while the payer waits; if it fails, a durable job retries it
      const delivered = await deliverNotification(delivery, app.config.sandboxSecret).catch(
        () => false,
      );
      if (!delivered) await enqueue(app.db.kysely, paymentNotification, delivery);
      const outcome = action === 'pay' ? 'paid' : 'declined';
      return html(reply, 200, messagePage(language, delivered ? outcome : `${outcome}Later`));
    },
  );
}
