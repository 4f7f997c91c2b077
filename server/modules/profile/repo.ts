import {
  accountType,
  certificationState,
  companySize,
  customerVolume,
  industry,
  secondFactorMethod,
  supportedLanguage,
  type Profile,
} from '../../../contract';
import type { Db } from '../../db/connect';
import { notFound } from '../../errors';
import type { AuthContext } from '../../http/types';

const parseOrNull = <T>(parse: (value: unknown) => T, value: string | null) =>
  value === null ? null : parse(value);

/** The caller's account information: their own data and their main account's company. */
export async function loadProfile(db: Db, auth: AuthContext): Promise<Profile> {
  const row = await db.kysely
    .selectFrom('accounts')
    .innerJoin('accounts as main', 'main.id', 'accounts.main_id')
    .leftJoin('company_profiles', 'company_profiles.main_id', 'accounts.main_id')
    .leftJoin('avatars', 'avatars.account_id', 'accounts.id')
    .leftJoin('second_factors', 'second_factors.account_id', 'accounts.id')
    .leftJoin('roles', 'roles.id', 'accounts.role_id')
    .select([
      'accounts.id',
      'accounts.email',
      'accounts.phone',
      'accounts.name',
      'accounts.language',
      'main.account_type',
      'main.corporate_name',
      'main.certification_state',
      'company_profiles.address',
      'company_profiles.industry',
      'company_profiles.company_size',
      'company_profiles.customer_volume',
      'company_profiles.website',
      'avatars.version as avatar_version',
      'second_factors.method',
      'roles.name as role_name',
      'accounts.google_sub',
    ])
    .where('accounts.id', '=', auth.accountId)
    .executeTakeFirst();
  if (!row) throw notFound();
  const codes = await db.kysely
    .selectFrom('recovery_codes')
    .select((eb) => eb.fn.countAll<number>().as('left'))
    .where('account_id', '=', auth.accountId)
    .where('used_at', 'is', null)
    .executeTakeFirstOrThrow();
  return {
    id: row.id,
    email: row.email,
    phone: row.phone,
    name: row.name,
    accountType: accountType.parse(row.account_type),
    language: supportedLanguage.parse(row.language),
    isMain: auth.isMain,
    roleName: auth.isMain ? null : (row.role_name ?? null),
    corporateName: row.corporate_name,
    corporateAddress: row.address ?? null,
    industry: parseOrNull((v) => industry.parse(v), row.industry),
    companySize: parseOrNull((v) => companySize.parse(v), row.company_size),
    customerVolume: parseOrNull((v) => customerVolume.parse(v), row.customer_volume),
    website: row.website ?? null,
    certificationState: certificationState.parse(row.certification_state),
    avatarVersion: row.avatar_version ?? null,
    googleBound: row.google_sub !== null,
    secondFactor: {
      method: parseOrNull((v) => secondFactorMethod.parse(v), row.method),
      recoveryCodesLeft: row.method === 'totp' ? Number(codes.left) : 0,
    },
  };
}
