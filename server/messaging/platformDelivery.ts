import type { FastifyBaseLogger } from 'fastify';
import {
  messageSendAnswer,
  messageSendRequest,
  supportedLanguage,
  type MessageSendRequest,
} from '../../contract';
import type { Config } from '../config';
import type { Db } from '../db/connect';
import { signatureHeaders } from '../lib/webhookSignature';
import { messageText } from './render';

const TIMEOUT_MS = 10_000;

/** An answer worth trying again: the platform is away, busy or asks us to slow down. */
const retryable = (status: number) => status === 429 || status >= 500;

type Outcome =
  { state: 'sent'; providerId: string | null } | { state: 'retry' | 'failed'; error: string };

async function post(config: Config, request: MessageSendRequest): Promise<Outcome> {
  const body = JSON.stringify(request);
  if (!config.messageSendUrl) return { state: 'retry', error: 'MESSAGE_SEND_URL is not set' };
  const key = new TextEncoder().encode(config.messageSendToken);
  let response: Response;
  try {
    response = await fetch(config.messageSendUrl, {
      method: 'POST',
      redirect: 'manual',
      signal: AbortSignal.timeout(TIMEOUT_MS),
      headers: {
        'content-type': 'application/json',
        'user-agent': 'OM-Messages/1.0',
        authorization: `Bearer ${config.messageSendToken}`,
        ...signatureHeaders([key], request.id, body, Date.now()),
      },
      body,
    });
  } catch (error) {
    const cause = (error as { cause?: { code?: string } }).cause?.code;
    return { state: 'retry', error: cause ?? (error as Error).name };
  }
  const answer = await response.text().catch(() => '');
  if (response.ok) {
    const parsed = messageSendAnswer.safeParse(safeJson(answer));
    return { state: 'sent', providerId: parsed.success ? (parsed.data.id ?? null) : null };
  }
  const error = `HTTP ${response.status} ${answer.slice(0, 200)}`.trim();
  return { state: retryable(response.status) ? 'retry' : 'failed', error };
}

/** The text with the code (the one secret a template carries) left as its placeholder. */
const redactCode = (text: string, variables: Record<string, string>) =>
  variables.code ? text.replaceAll(variables.code, '%{code}') : text;

const safeJson = (text: string): unknown => {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
};

/**
 * One attempt to hand a queued outbox message to the platform's send API: sent on a 2xx,
 * given up on any other answer but 429 and 5xx, which (like a network failure) throw so the
 * job is tried again with back-off until its last attempt. What happened is kept in the
 * outbox; a message no longer queued (sent, or given up) is not posted again.
 */
export async function deliverToPlatform(
  db: Db,
  config: Config,
  log: FastifyBaseLogger,
  messageId: string,
  attempt: { number: number; last: boolean },
) {
  const row = await db.kysely
    .selectFrom('outbox_messages')
    .selectAll()
    .where('id', '=', messageId)
    .where('state', '=', 'queued')
    .executeTakeFirst();
  if (!row) return;
  const language = supportedLanguage.parse(row.language);
  const template = row.template ?? '';
  const variables = JSON.parse(row.variables ?? '{}') as Record<string, string>;
  const outcome = await post(
    config,
    messageSendRequest.parse({
      id: row.id,
      channel: row.channel,
      to: row.recipient,
      template,
      language,
      variables,
      text: messageText(language, template, variables),
    }),
  );
  const final = outcome.state === 'sent' || outcome.state === 'failed' || attempt.last;
  // an answer that echoes the request must not carry the code into the outbox or the log
  const error =
    outcome.state === 'sent' ? null : redactCode(outcome.error, variables).slice(0, 512);
  await db.kysely
    .updateTable('outbox_messages')
    .set({
      state: outcome.state === 'sent' ? 'sent' : final ? 'failed' : 'queued',
      attempts: attempt.number,
      last_error: error,
      provider_message_id: outcome.state === 'sent' ? outcome.providerId : null,
      updated_at: Date.now(),
      ...(final && { variables: null }),
    })
    .where('id', '=', row.id)
    .execute();
  const summary = { outbox: { id: row.id, state: outcome.state, attempt: attempt.number } };
  if (outcome.state === 'sent') log.info(summary, 'message handed to the send API');
  else if (final) log.warn(summary, `message given up: ${error}`);
  else throw new Error(`the send API did not take the message: ${error}`);
}
