import type { z } from 'zod';
import type { ListParams, ReviewVerdict } from '../../../contract';
import { reviewStatus } from '../../../contract';
import { senderIdUseCase, senderIds, type SenderId } from '../../../contract/senderIds';
import type { Db } from '../../db/connect';
import { uniqueViolation } from '../../db/unique';
import { conflict, notFound } from '../../errors';
import { newId } from '../../lib/ids';
import { isoTime } from '../../lib/isoTime';
import { applyFilters, listPage } from '../../lib/listPage';
import type { SenderIdsTable } from './table';

const COLUMNS: Record<string, string> = {
  name: 'name',
  countries: 'countries',
  useCase: 'use_case',
  status: 'status',
  createdAt: 'created_at',
};
const columnOf = (source: string) => COLUMNS[source] ?? source;

const toSenderId = (row: SenderIdsTable): SenderId => ({
  id: row.id,
  name: row.name,
  countries: row.countries.split(',').filter(Boolean),
  useCase: senderIdUseCase.parse(row.use_case),
  status: reviewStatus.parse(row.status),
  reviewNote: row.review_note,
  createdAt: isoTime(Number(row.created_at)),
});

export async function listSenderIds(db: Db, mainId: string, query: ListParams) {
  const rows = applyFilters(
    db.kysely.selectFrom('sender_ids').where('main_id', '=', mainId),
    senderIds.fields,
    query,
    columnOf,
  );
  const page = await listPage<'sender_ids', SenderIdsTable>(rows, query, columnOf(query.sort));
  return { list: page.rows.map(toSenderId), total: page.total };
}

async function findRow(db: Db, id: string, mainId?: string) {
  let rows = db.kysely.selectFrom('sender_ids').selectAll().where('id', '=', id);
  if (mainId !== undefined) rows = rows.where('main_id', '=', mainId);
  const row = await rows.executeTakeFirst();
  if (!row) throw notFound();
  return row;
}

export const getSenderId = async (db: Db, mainId: string, id: string) =>
  toSenderId(await findRow(db, id, mainId));

type SenderIdInput = z.output<NonNullable<typeof senderIds.api.create>['body']>;

/** Registers a name for review; the same name twice in one account is refused. */
export async function createSenderId(db: Db, mainId: string, input: SenderIdInput) {
  const row: SenderIdsTable = {
    id: newId(),
    main_id: mainId,
    name: input.name,
    name_key: input.name.toLowerCase(),
    countries: `,${[...new Set(input.countries)].sort().join(',')},`,
    use_case: input.useCase,
    status: 'pending',
    review_note: null,
    created_at: Date.now(),
  };
  try {
    await db.kysely.insertInto('sender_ids').values(row).execute();
  } catch (error) {
    if (uniqueViolation(error) === 'name_key')
      throw conflict('errors.nameInUse', { name: 'errors.nameInUse' });
    throw error;
  }
  return toSenderId(row);
}

export async function deleteSenderId(db: Db, mainId: string, id: string) {
  const row = await findRow(db, id, mainId);
  await db.kysely.deleteFrom('sender_ids').where('id', '=', id).execute();
  return toSenderId(row);
}

/** An operator's verdict: any state may be reviewed again (a rejection reconsidered). */
export async function reviewSenderId(db: Db, id: string, verdict: ReviewVerdict) {
  const row = await findRow(db, id);
  const note = verdict.status === 'rejected' ? verdict.note : null;
  await db.kysely
    .updateTable('sender_ids')
    .set({ status: verdict.status, review_note: note })
    .where('id', '=', id)
    .execute();
  return toSenderId({ ...row, status: verdict.status, review_note: note });
}
