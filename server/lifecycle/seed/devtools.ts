import { randomBytes } from 'node:crypto';
import type { Db } from '../../db/connect';
import { newId } from '../../lib/ids';
import { hashToken } from '../../lib/tokens';
import { eventBody } from '../../modules/callbacks/deliver';
import { newSecret } from '../../modules/callbacks/sign';
import type { ApiKeysTable } from '../../db/schema';

const DAY_MS = 86_400_000;
/**
 * The demo callback's receiver: a name under .invalid never resolves (RFC 6761) and the
 * prober answers it without asking DNS, so demo events never reach outside the machine.
 */
export const DEMO_CALLBACK_URL = 'https://your-receiver.invalid/whatsapp-receipts';

/** Keys whose secrets nobody knows: the demo shows the screens, not usable credentials. */
function demoKey(mainId: string, now: number, values: Partial<ApiKeysTable>): ApiKeysTable {
  return {
    id: newId(now),
    main_id: mainId,
    type: 'whatsapp',
    name: 'Key',
    api_key: `ak_${randomBytes(12).toString('hex')}`,
    password_hash: hashToken(randomBytes(24).toString('hex')),
    is_default: 0,
    status: 'open',
    allowed_ips: '',
    token_hash: null,
    token_created_at: null,
    token_expires_at: null,
    created_at: now,
    updated_at: now,
    last_used_at: null,
    last_used_ip: null,
    previous_password_hash: null,
    previous_expires_at: null,
    scope_products: '',
    access: 'full',
    owner_id: null,
    ...values,
  };
}

/** API keys of two types, a callback address and some of its deliveries for the demo. */
export async function seedDevtools(db: Db, mainId: string, now: number) {
  await db.kysely
    .insertInto('api_keys')
    .values([
      demoKey(mainId, now - 20 * DAY_MS, {
        name: 'Production',
        is_default: 1,
        allowed_ips: '203.0.113.10,198.51.100.0/24',
        token_hash: hashToken(randomBytes(32).toString('hex')),
        token_created_at: now - 10 * DAY_MS,
        token_expires_at: null,
      }),
      demoKey(mainId, now - 5 * DAY_MS, { name: 'Staging', status: 'close' }),
      demoKey(mainId, now - 3 * DAY_MS, {
        type: 'sms',
        name: 'OTP service',
        is_default: 1,
        scope_products: 'sms_verification',
      }),
    ])
    .execute();
  const callbackId = newId(now);
  await db.kysely
    .insertInto('callbacks')
    .values({
      id: callbackId,
      main_id: mainId,
      name: 'Delivery receipts',
      channel: 'whatsapp',
      events: JSON.stringify(['message.delivered', 'message.read', 'message.failed']),
      url: DEMO_CALLBACK_URL,
      method: 'POST',
      username: null,
      user_key: null,
      authorization: null,
      secret: newSecret(),
      created_at: now - 2 * DAY_MS,
      status: 'active',
      failing_since: null,
      disabled_at: null,
      previous_secret: null,
      previous_secret_expires_at: null,
    })
    .execute();
  const delivery = (ago: number, outcome: string, status: number | null, latency: number) => {
    const id = newId(now - ago);
    return {
      id,
      callback_id: callbackId,
      event: 'test.event',
      outcome,
      http_status: status,
      latency_ms: latency,
      detail: null,
      response_excerpt: status === 200 ? '{"received":true}' : '',
      created_at: now - ago,
      message_id: null,
      event_id: null,
      attempt: 1,
      request_headers: JSON.stringify({ 'content-type': 'application/json', 'webhook-id': id }),
      request_body: eventBody(
        id,
        'test.event',
        { message: 'This is a test event from the console.' },
        now - ago,
      ),
    };
  };
  await db.kysely
    .insertInto('callback_deliveries')
    .values([
      delivery(2 * DAY_MS, 'ok', 200, 182),
      delivery(DAY_MS, 'status', 500, 97),
      delivery(3_600_000, 'timeout', null, 3000),
    ])
    .execute();
}
