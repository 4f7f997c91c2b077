import { parseArgs } from 'node:util';
import { loadConfig } from '../server/config';
import { connect } from '../server/db/connect';
import { migrateToLatest } from '../server/db/migrate';
import { recentOutbox } from '../server/modules/messaging';

/**
 * `npm run outbox [-- --to <address>] [--limit <n>]`: the newest messages of the default
 * sender (emails and SMS that went to the outbox), for an operator running the product locally.
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
    console.log(
      `${new Date(message.created_at).toISOString()}  ${message.channel} to ${message.recipient}  (${message.purpose})`,
    );
    if (message.subject) console.log(`  ${message.subject}`);
    console.log(`  ${message.body}\n`);
  }
} finally {
  await db.destroy();
}
