import type { z } from 'zod';
import type { companyUpdate } from '../../../contract';
import type { Db } from '../../db/connect';
import { badRequest } from '../../errors';
import type { AuthContext } from '../../http/types';
import { audit, type AuditActor } from '../auditLog/record';

type Company = z.output<typeof companyUpdate>;

/** Writes the main account's company details; a corporate account keeps a corporate name. */
export async function updateCompany(db: Db, auth: AuthContext, actor: AuditActor, input: Company) {
  const main = await db.kysely
    .selectFrom('accounts')
    .select('account_type')
    .where('id', '=', auth.mainId)
    .executeTakeFirstOrThrow();
  if (main.account_type === 'corporate' && input.corporateName === '')
    throw badRequest('validation.required', { corporateName: 'validation.required' });
  const now = Date.now();
  const details = {
    address: input.corporateAddress || null,
    industry: input.industry,
    company_size: input.companySize,
    customer_volume: input.customerVolume,
    website: input.website || null,
    updated_at: now,
  };
  const before = await db.kysely
    .selectFrom('accounts')
    .leftJoin('company_profiles', 'company_profiles.main_id', 'accounts.id')
    .select([
      'accounts.corporate_name',
      'company_profiles.address',
      'company_profiles.industry',
      'company_profiles.company_size',
      'company_profiles.customer_volume',
      'company_profiles.website',
    ])
    .where('accounts.id', '=', auth.mainId)
    .executeTakeFirstOrThrow();
  await db.kysely.transaction().execute(async (trx) => {
    await audit(trx, actor, {
      action: 'update',
      resource: 'company',
      resourceId: auth.mainId,
      before: {
        corporateName: before.corporate_name ?? '',
        corporateAddress: before.address ?? '',
        industry: before.industry,
        companySize: before.company_size,
        customerVolume: before.customer_volume,
        website: before.website ?? '',
      },
      after: { ...input },
    });
    await trx
      .updateTable('accounts')
      .set({ corporate_name: input.corporateName || null, updated_at: now })
      .where('id', '=', auth.mainId)
      .execute();
    await trx
      .insertInto('company_profiles')
      .values({ main_id: auth.mainId, ...details })
      .onConflict((oc) => oc.column('main_id').doUpdateSet(details))
      .execute();
  });
}
