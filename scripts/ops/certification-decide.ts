import { parseArgs } from 'node:util';
import { decideCertification } from '../../server/modules/profile/certification';
import { OpsUsageError, type OpsVerb } from './verb';

/** Approves or rejects the certification (KYC) under review of a main account. */
const certificationDecide: OpsVerb = {
  name: 'certification-decide',
  summary: 'approve or reject the certification under review of an account',
  usage: '--account <email> (--approve | --reject --reason <text>)',
  async run(args, { db }) {
    const { values } = parseArgs({
      args,
      options: {
        account: { type: 'string' },
        approve: { type: 'boolean' },
        reject: { type: 'boolean' },
        reason: { type: 'string' },
      },
    });
    if (!values.account) throw new OpsUsageError('--account is required');
    if (Boolean(values.approve) === Boolean(values.reject))
      throw new OpsUsageError('give exactly one of --approve and --reject');
    if (values.reject && !values.reason?.trim())
      throw new OpsUsageError('--reject needs a --reason the customer will read');
    const account = await db.kysely
      .selectFrom('accounts')
      .select(['id', 'main_id'])
      .where('email', '=', values.account.trim().toLowerCase())
      .executeTakeFirst();
    if (!account || account.id !== account.main_id)
      throw new OpsUsageError(`no main account ${values.account}`);
    const decided = await decideCertification(db, account.id, {
      approve: Boolean(values.approve),
      reason: values.reason?.trim().slice(0, 512),
    });
    if (!decided) throw new OpsUsageError(`${values.account} has no certification under review`);
    console.log(`${values.account}: ${values.approve ? 'certified' : 'certification failed'}`);
  },
};

export default certificationDecide;
