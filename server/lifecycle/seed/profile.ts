import type { Db } from '../../db/connect';

/** The demo company's details, so account information is filled in on first start. */
export async function seedProfile(db: Db, mainId: string, now = Date.now()) {
  await db.kysely
    .insertInto('company_profiles')
    .values({
      main_id: mainId,
      address: '18 Harbour Road, Wan Chai, Hong Kong',
      industry: 'ecommerce',
      company_size: '51-200',
      customer_volume: '10k-100k',
      website: 'https://www.demo-company.example',
      updated_at: now,
    })
    .execute();
}
