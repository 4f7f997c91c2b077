import type { z } from 'zod';
import { reviewReason, reviewStatus } from '../../../contract';
import { senderIdUseCase, senderIds, type SenderId } from '../../../contract/senderIds';
import type { Db } from '../../db/connect';
import { uniqueViolation } from '../../db/unique';
import { conflict } from '../../errors';
import { newId } from '../../lib/ids';
import { isoTime } from '../../lib/isoTime';
import { reviewedRecords } from '../../http/ownedRecords';
import type { SenderIdsTable } from './table';

const toSenderId = (row: SenderIdsTable): SenderId => ({
  id: row.id,
  name: row.name,
  countries: row.countries.split(',').filter(Boolean),
  useCase: senderIdUseCase.parse(row.use_case),
  status: reviewStatus.parse(row.status),
  reviewReason: row.review_reason === null ? null : reviewReason.parse(row.review_reason),
  reviewNote: row.review_note,
  createdAt: isoTime(Number(row.created_at)),
});

/** List, one, delete and review, as every account-owned reviewed resource has them. */
export const senderIdRecords = (db: Db) =>
  reviewedRecords(db, {
    table: 'sender_ids',
    fields: senderIds.fields,
    columns: { useCase: 'use_case', createdAt: 'created_at' },
    toRecord: toSenderId,
  });

type SenderIdInput = z.output<typeof senderIds.api.create.body>;

/** Registers a name for review; the same name twice in one account (any case) is refused. */
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
    review_reason: null,
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
