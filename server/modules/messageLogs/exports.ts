import { z } from 'zod';
import type { Language } from '../../../contract/constants';
import { groupDigits } from '../../../contract/numbers';
import {
  MAX_MESSAGE_EXPORT_ROWS,
  MESSAGE_EXPORT_KEPT_MS,
  type MessageExport,
  type MessageExportBody,
  type MessageExportState,
} from '../../../contract/messageExports';
import type { MessageListQuery } from '../../../contract/messageLogs';
import type { ExportFormat } from '../../../contract/orderExport';
import type { Db } from '../../db/connect';
import { AppError, notFound } from '../../errors';
import { cappedCount, countRows } from '../../http/listPage';
import { tableFile, type Cell } from '../../http/tableFile';
import { enqueue } from '../../jobs/enqueue';
import { defineJob, type JobContext } from '../../jobs/types';
import { translate } from '../../i18n';
import { newId } from '../../lib/ids';
import { isoTime } from '../../lib/isoTime';
import { inZone, zoneLabel } from '../../lib/timeZone';
import { toMessageRecord } from './record';
import { matching, type Scope } from './repo';
import { scopeOf } from './scope';
import type { MessageExportsTable } from './table';

/** Messages read per statement while a file is built. */
const PAGE = 1000;
/** Bytes of the file kept per row of `message_export_chunks`. */
const CHUNK_BYTES = 1 << 20;

/** Who asks: the account (the only one that sees the export) and whose messages it sees. */
export interface Asker {
  scope: Scope;
  accountId: string;
}

const toExport = (row: MessageExportsTable): MessageExport => ({
  id: row.id,
  format: row.format as ExportFormat,
  state: row.state as MessageExportState,
  rowsTotal: Number(row.rows_total),
  rowsDone: Number(row.rows_done),
  fileName: row.file_name,
  bytes: row.bytes === null ? null : Number(row.bytes),
  createdAt: isoTime(Number(row.created_at)),
  expiresAt: isoTime(Number(row.expires_at)),
});

const stamp = (now: number) =>
  new Date(now).toISOString().slice(0, 19).replace(/[-:]/g, '').replace('T', '-');

/** The export's query: the list's filters with its range fixed to end when it was asked for. */
const frozenQuery = ({ format: _format, ...query }: MessageExportBody, now: number) => ({
  ...query,
  pageSize: PAGE,
  sort: 'createdAt' as const,
  createdTo: query.createdTo ?? isoTime(now),
});

/** Records an export and enqueues the job that builds it; a selection past the limit is refused. */
export async function startExport(
  db: Db,
  asker: Asker,
  body: MessageExportBody,
  context: { language: Language; timeZone: string },
  now = Date.now(),
) {
  const query = frozenQuery(body, now);
  const { total, totalCapped } = await countRows(
    db,
    cappedCount(db, MAX_MESSAGE_EXPORT_ROWS),
    matching(db, asker.scope, query, now),
  );
  if (totalCapped)
    throw new AppError('400001', 400, 'messageLogs.exportTooLarge', {
      values: { max: groupDigits(String(MAX_MESSAGE_EXPORT_ROWS)) },
    });
  const row: MessageExportsTable = {
    id: newId(now),
    main_id: asker.scope.mainId,
    account_id: asker.accountId,
    scope_account_id: asker.scope.accountId,
    format: body.format,
    query: JSON.stringify(query),
    language: context.language,
    time_zone: context.timeZone,
    state: 'queued',
    rows_total: total,
    rows_done: 0,
    file_name: `messages-${stamp(now)}.${body.format}`,
    bytes: null,
    created_at: now,
    expires_at: now + MESSAGE_EXPORT_KEPT_MS,
  };
  await db.kysely.transaction().execute(async (trx) => {
    await trx.insertInto('message_exports').values(row).execute();
    await enqueue(trx, messageExportJob, { exportId: row.id });
  });
  return toExport(row);
}

/** The asker's own export while it is kept; another account's, or an expired one, is missing. */
async function ownExport(db: Db, asker: Asker, id: string, now = Date.now()) {
  const row = await db.kysely
    .selectFrom('message_exports')
    .selectAll()
    .where('id', '=', id)
    .where('main_id', '=', asker.scope.mainId)
    .where('account_id', '=', asker.accountId)
    .where('expires_at', '>', now)
    .executeTakeFirst();
  if (!row) throw notFound();
  return row;
}

export const exportOf = async (db: Db, asker: Asker, id: string) =>
  toExport(await ownExport(db, asker, id));

/** A ready export's file, read back a chunk at a time. */
export async function exportFile(db: Db, asker: Asker, id: string) {
  const row = await ownExport(db, asker, id);
  if (row.state !== 'ready') throw new AppError('400001', 409, 'messageLogs.exportNotReady');
  async function* chunks() {
    for (let seq = 0; ; seq += 1) {
      const chunk = await db.kysely
        .selectFrom('message_export_chunks')
        .select('data')
        .where('export_id', '=', id)
        .where('seq', '=', seq)
        .executeTakeFirst();
      if (!chunk) return;
      yield Buffer.from(chunk.data);
    }
  }
  return { format: row.format as ExportFormat, fileName: row.file_name, chunks: chunks() };
}

const COLUMNS = [
  'sentAt',
  'id',
  'to',
  'country',
  'numberType',
  'product',
  'channel',
  'direction',
  'from',
  'template',
  'status',
  'statusAt',
  'errorCode',
  'segments',
  'unitPrice',
  'price',
  'apiKeyId',
] as const;
const NUMERIC = new Set<string>(['segments', 'unitPrice', 'price']);

/** The export's messages in the list's order, a page at a time, telling how many so far. */
async function* messagesOf(
  db: Db,
  row: MessageExportsTable,
  onPage: (rowsDone: number) => Promise<void>,
): AsyncIterable<Cell[]> {
  const query = JSON.parse(row.query) as MessageListQuery;
  const scope = await scopeOf(db, row.main_id, row.scope_account_id, Number(row.created_at));
  const desc = query.order === 'desc';
  let after: { createdAt: number; id: string } | null = null;
  let done = 0;
  while (done < MAX_MESSAGE_EXPORT_ROWS) {
    let page = matching(db, scope, query, Number(row.created_at)).selectAll();
    if (after) {
      const { createdAt, id } = after;
      page = page.where((eb) =>
        eb(eb.refTuple('created_at', 'id'), desc ? '<' : '>', eb.tuple(createdAt, id)),
      );
    }
    const found = await page
      .orderBy('created_at', query.order)
      .orderBy('id', query.order)
      .limit(Math.min(PAGE, MAX_MESSAGE_EXPORT_ROWS - done))
      .execute();
    for (const message of found) {
      const m = toMessageRecord(message);
      yield [
        inZone(m.createdAt, row.time_zone),
        m.id,
        m.to,
        m.country,
        m.numberType,
        m.product,
        m.channel,
        m.direction,
        m.from,
        m.template,
        m.status,
        inZone(m.statusAt, row.time_zone),
        m.errorCode,
        m.segments,
        m.unitPrice,
        m.price,
        m.apiKeyId,
      ];
    }
    done += found.length;
    await onPage(done);
    const last = found.at(-1);
    if (!last || found.length < PAGE) return;
    after = { createdAt: Number(last.created_at), id: last.id };
  }
}

/** Builds the file: streams the rows through the table writer into chunks of the database. */
async function build(db: Db, row: MessageExportsTable) {
  const language = row.language as Language;
  const zone = zoneLabel(row.time_zone, new Date(Number(row.created_at)));
  const progress = (rowsDone: number) =>
    db.kysely
      .updateTable('message_exports')
      .set({ rows_done: rowsDone })
      .where('id', '=', row.id)
      .execute()
      .then(() => undefined);
  const file = tableFile(
    row.format as ExportFormat,
    row.file_name.replace(/\.\w+$/, ''),
    COLUMNS.map((column) => ({
      header: translate(language, `messageLogs.file.${column}`, { zone }),
      numeric: NUMERIC.has(column),
      width: column === 'id' ? 28 : 18,
    })),
    messagesOf(db, row, progress),
  );
  let seq = 0;
  let bytes = 0;
  let pending: Buffer[] = [];
  let pendingBytes = 0;
  const flush = async () => {
    if (pendingBytes === 0) return;
    await db.kysely
      .insertInto('message_export_chunks')
      .values({ export_id: row.id, seq, data: Buffer.concat(pending) })
      .execute();
    seq += 1;
    pending = [];
    pendingBytes = 0;
  };
  for await (const data of file.body) {
    const buffer = Buffer.isBuffer(data) ? data : Buffer.from(data as string);
    pending.push(buffer);
    pendingBytes += buffer.length;
    bytes += buffer.length;
    if (pendingBytes >= CHUNK_BYTES) await flush();
  }
  await flush();
  return bytes;
}

/**
 * Builds an export's file. Idempotent: a run after a crash starts the file over. On its last
 * attempt a failure is recorded on the export, which the console shows.
 */
export const messageExportJob = defineJob({
  kind: 'message-export',
  payload: z.object({ exportId: z.string() }),
  maxAttempts: 3,
  async run({ exportId }, { db, attempt, maxAttempts }: JobContext) {
    const row = await db.kysely
      .selectFrom('message_exports')
      .selectAll()
      .where('id', '=', exportId)
      .executeTakeFirst();
    if (!row || row.state === 'ready' || Number(row.expires_at) <= Date.now()) return;
    const mark = (set: Partial<MessageExportsTable>) =>
      db.kysely.updateTable('message_exports').set(set).where('id', '=', exportId).execute();
    await db.kysely.deleteFrom('message_export_chunks').where('export_id', '=', exportId).execute();
    await mark({ state: 'running', rows_done: 0 });
    try {
      const bytes = await build(db, row);
      await mark({ state: 'ready', bytes });
    } catch (error) {
      if (attempt >= maxAttempts) await mark({ state: 'failed' });
      throw error;
    }
  },
});

/** Hourly: exports past their day leave, with their files. */
export const messageExportExpiry = defineJob({
  kind: 'message-export-expiry',
  payload: z.object({ periodStart: z.number() }),
  maxAttempts: 3,
  every: 3_600_000,
  async run(_payload, { db }) {
    const now = Date.now();
    const expired = db.kysely
      .selectFrom('message_exports')
      .select('id')
      .where('expires_at', '<=', now);
    await db.kysely.deleteFrom('message_export_chunks').where('export_id', 'in', expired).execute();
    await db.kysely.deleteFrom('message_exports').where('expires_at', '<=', now).execute();
  },
});
