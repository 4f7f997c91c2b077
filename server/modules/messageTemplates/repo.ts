import type { z } from 'zod';
import { reviewReason, reviewStatus } from '../../../contract';
import {
  messageTemplates,
  templateCategory,
  templateLanguage,
  type MessageTemplate,
} from '../../../contract/messageTemplates';
import type { Db } from '../../db/connect';
import { uniqueViolation } from '../../db/unique';
import { conflict } from '../../errors';
import { newId } from '../../lib/ids';
import { isoTime } from '../../lib/isoTime';
import { reviewedRecords } from '../../http/ownedRecords';
import type { MessageTemplatesTable } from './table';

const toMessageTemplate = (row: MessageTemplatesTable): MessageTemplate => ({
  id: row.id,
  name: row.name,
  language: templateLanguage.parse(row.language),
  category: templateCategory.parse(row.category),
  body: row.body,
  status: reviewStatus.parse(row.status),
  reviewReason: row.review_reason === null ? null : reviewReason.parse(row.review_reason),
  reviewNote: row.review_note,
  createdAt: isoTime(Number(row.created_at)),
});

/** List, one, delete and review, as every account-owned reviewed resource has them. */
export const messageTemplateRecords = (db: Db) =>
  reviewedRecords(db, {
    table: 'message_templates',
    fields: messageTemplates.fields,
    columns: { createdAt: 'created_at' },
    toRecord: toMessageTemplate,
  });

type MessageTemplateInput = z.output<typeof messageTemplates.api.create.body>;

/** Submits a template for review; a name is used once per language in an account. */
export async function createMessageTemplate(db: Db, mainId: string, input: MessageTemplateInput) {
  const row: MessageTemplatesTable = {
    id: newId(),
    main_id: mainId,
    ...input,
    status: 'pending',
    review_note: null,
    review_reason: null,
    created_at: Date.now(),
  };
  try {
    await db.kysely.insertInto('message_templates').values(row).execute();
  } catch (error) {
    if (uniqueViolation(error) !== null)
      throw conflict('errors.nameInUse', { name: 'errors.nameInUse' });
    throw error;
  }
  return toMessageTemplate(row);
}
