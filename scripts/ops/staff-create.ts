import { parseArgs } from 'node:util';
import { STAFF_ROLES, staffRole, staffUserCreate } from '../../contract/staff';
import { AppError } from '../../server/errors';
import { OPS_ACTOR } from '../../server/modules/auditLog/staffAudit';
import { createStaffUser } from '../../server/modules/staff/users';
import { OpsUsageError, type OpsVerb } from './verb';

/** Creates a staff user (the first admin, typically) and prints its one-time password. */
const staffCreate: OpsVerb = {
  name: 'staff-create',
  summary: 'create a staff console user and print its one-time password',
  usage: `--email <address> --role ${STAFF_ROLES.join('|')} [--name <text>]`,
  async run(args, { db }) {
    const { values } = parseArgs({
      args,
      options: { email: { type: 'string' }, role: { type: 'string' }, name: { type: 'string' } },
    });
    if (!values.email || !values.role) throw new OpsUsageError('--email and --role are required');
    if (!staffRole.safeParse(values.role).success)
      throw new OpsUsageError(`unknown role ${values.role}: use one of ${STAFF_ROLES.join(', ')}`);
    const input = staffUserCreate.body.safeParse({
      email: values.email.trim().toLowerCase(),
      name: values.name ?? '',
      role: values.role,
    });
    if (!input.success) throw new OpsUsageError(`not an email address: ${values.email}`);
    try {
      const { user, oneTimePassword } = await createStaffUser(db, OPS_ACTOR, input.data);
      console.log(`created staff user ${user.email} (${user.role})`);
      console.log(`one-time password: ${oneTimePassword}`);
      console.log('it must be changed, and an authenticator app enrolled, at the first sign-in');
    } catch (error) {
      if (error instanceof AppError && error.status === 409)
        throw new OpsUsageError(`a staff user with the email ${input.data.email} already exists`);
      throw error;
    }
  },
};

export default staffCreate;
