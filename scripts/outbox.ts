import { parseArgs } from 'node:util';
import { loadConfig } from '../server/config';
import { connect } from '../server/db/connect';
import { migrateToLatest } from '../server/lifecycle/migrate';
import { recentOutbox } from '../server/messaging';

/**
 * `npm run outbox [-- --to <address>] [--limit <n>]`: the newest messages, for an operator:
 * those kept here (the default sender) and those for the platform's send API with what
 * became of them. A queued message shows its text with the code left as a placeholder.
 */
const { values } = parseArgs({
  options: { to: { type: 'string' }, limit: { type: 'string', default: '10' } },
});
const config = loadConfig();
const db = connect(config.databaseUrl);
try {
  await migrateToLatest(db);
  const messages = await recentOutbox(db, {
    to: values.to?.trim().toLowerCase(),
    limit: Math.max(1, Math.min(Number(values.limit) || 10, 500)),
  });
  if (messages.length === 0) console.log('The outbox is empty.');
  for (const message of messages) {
    const language = message.language ? `, ${message.language}` : '';
    console.log(
      `${new Date(message.created_at).toISOString()}  ${message.channel} to ${message.recipient}  (${message.purpose}${language})`,
    );
    if (message.state !== 'outbox') {
      const provider = message.provider_message_id ? `, id ${message.provider_message_id}` : '';
      const error = message.last_error ? `, last error: ${message.last_error}` : '';
      console.log(`  ${message.state} after ${message.attempts} attempt(s)${provider}${error}`);
    }
    if (message.subject) console.log(`  ${message.subject}`);
    console.log(`  ${message.body}\n`);
  }
} finally {
  await db.destroy();
}
