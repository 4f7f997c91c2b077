import type { FastifyInstance } from 'fastify';
import { fileTypeFromBuffer } from 'file-type';
import {
  CERTIFICATION_BODY_LIMIT,
  CERTIFICATION_DOCUMENT_MAX_BYTES,
  certificationState,
  getCertification,
  submitCertification,
  type Certification,
  type Language,
  type ReviewReason,
} from '../../../contract';
import { reviewReasonText } from '../../lib/reviewReason';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { Db } from '../../db/connect';
import { AppError, badRequest, conflict, notFound } from '../../errors';
import { newId } from '../../lib/ids';
import { route } from '../../http/route';
import { isoTime, isoTimeOrNull } from '../../lib/isoTime';

const DOCUMENT_TYPES = ['image/jpeg', 'image/png', 'application/pdf'];

/** The main account's certification state and its latest submission. */
export async function loadCertification(
  db: Db,
  mainId: string,
  language: Language,
): Promise<Certification> {
  const account = await db.kysely
    .selectFrom('accounts')
    .select('certification_state')
    .where('id', '=', mainId)
    .executeTakeFirst();
  if (!account) throw notFound();
  const latest = await db.kysely
    .selectFrom('certifications')
    .select([
      'company_name',
      'registration_no',
      'company_address',
      'contact_name',
      'document_mime',
      'submitted_at',
      'decided_at',
      'reason',
      'review_reason',
    ])
    .where('main_id', '=', mainId)
    .orderBy('submitted_at', 'desc')
    .limit(1)
    .executeTakeFirst();
  return {
    state: certificationState.parse(account.certification_state),
    latest: latest
      ? {
          companyName: latest.company_name,
          registrationNo: latest.registration_no,
          companyAddress: latest.company_address,
          contactName: latest.contact_name,
          documentType: latest.document_mime,
          submittedAt: isoTime(latest.submitted_at),
          decidedAt: isoTimeOrNull(latest.decided_at),
          reason: reviewReasonText(language, latest.review_reason, latest.reason),
        }
      : null,
  };
}

/**
 * An operator's decision on the submission under review: certified, or failed with a reason.
 * Answers false when the account has nothing under review.
 */
export async function decideCertification(
  db: Db,
  mainId: string,
  decision: { approve: boolean; reason?: string; reasonCode?: ReviewReason },
  /** Writes the decision's audit entries, in its transaction (the staff console). */
  recorded?: (trx: Kysely<Database>) => Promise<void>,
) {
  return db.kysely.transaction().execute(async (trx) => {
    const now = Date.now();
    const state = decision.approve ? 'certified' : 'certification_failed';
    const moved = await trx
      .updateTable('accounts')
      .set({ certification_state: state, updated_at: now })
      .where('id', '=', mainId)
      .where('certification_state', '=', 'under_certification')
      .executeTakeFirst();
    if (Number(moved.numUpdatedRows) === 0) return false;
    await trx
      .updateTable('certifications')
      .set({
        state,
        decided_at: now,
        reason: decision.approve ? null : (decision.reason ?? null),
        review_reason: decision.approve ? null : (decision.reasonCode ?? null),
      })
      .where('main_id', '=', mainId)
      .where('state', '=', 'under_certification')
      .execute();
    await recorded?.(trx);
    return true;
  });
}

/** Certification (KYC): read the state, submit the company details and a document. */
export default async function certificationRoutes(app: FastifyInstance) {
  const { db } = app;

  route(
    app,
    getCertification,
    async ({ auth, language }) => loadCertification(db, auth.mainId, language),
    {
      mainOnly: true,
    },
  );

  route(
    app,
    submitCertification,
    async ({ auth, body, language }) => {
      const document = Buffer.from(body.document, 'base64');
      if (document.length >= CERTIFICATION_DOCUMENT_MAX_BYTES)
        throw new AppError('413001', 413, 'profileErrors.documentTooLarge', {
          fields: { document: 'profileErrors.documentTooLarge' },
        });
      const mime = (await fileTypeFromBuffer(document))?.mime;
      if (!mime || !DOCUMENT_TYPES.includes(mime))
        throw badRequest('profileErrors.documentType', { document: 'profileErrors.documentType' });
      const now = Date.now();
      await db.kysely.transaction().execute(async (trx) => {
        // one submission under review at a time; a certified account stays certified
        const moved = await trx
          .updateTable('accounts')
          .set({ certification_state: 'under_certification', updated_at: now })
          .where('id', '=', auth.mainId)
          .where('certification_state', 'in', ['not_certified', 'certification_failed'])
          .executeTakeFirst();
        if (Number(moved.numUpdatedRows) === 0) throw conflict('profileErrors.certificationLocked');
        await trx
          .insertInto('certifications')
          .values({
            id: newId(now),
            main_id: auth.mainId,
            state: 'under_certification',
            company_name: body.companyName,
            registration_no: body.registrationNo,
            company_address: body.companyAddress,
            contact_name: body.contactName,
            document_mime: mime,
            document,
            reason: null,
            submitted_at: now,
            decided_at: null,
          })
          .execute();
      });
      return loadCertification(db, auth.mainId, language);
    },
    { mainOnly: true, bodyLimit: CERTIFICATION_BODY_LIMIT },
  );
}
