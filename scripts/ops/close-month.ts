import { parseArgs } from 'node:util';
import { yearMonth } from '../../contract';
import { AppError } from '../../server/errors';
import { translate } from '../../server/i18n';
import { lastClosedMonth } from '../../server/modules/bills/months';
import { OPS_ACTOR } from '../../server/modules/auditLog/staffAudit';
import { closeMonthFor } from '../../server/modules/staff/money';
import { OpsUsageError, type OpsVerb } from './verb';

/**
 * Writes (or rewrites) the monthly statements of an ended month from its usage lines.
 * Idempotent: running it again leaves each statement equal to its usage lines.
 */
const closeMonthVerb: OpsVerb = {
  name: 'close-month',
  summary: 'generate the monthly statements of an ended month from usage lines',
  usage: '[--month YYYY-MM (default: last month)] [--account <main account id>]',
  async run(args, { db }) {
    const { values } = parseArgs({
      args,
      options: { month: { type: 'string' }, account: { type: 'string' } },
    });
    const month = values.month ?? lastClosedMonth();
    if (!yearMonth.safeParse(month).success) throw new OpsUsageError('--month must be YYYY-MM');
    try {
      const closed = await closeMonthFor(db, OPS_ACTOR, { month, accountId: values.account });
      console.log(
        `closed ${month}: ${closed.statements} monthly statement(s), ` +
          `${closed.accounts} account(s), ${closed.amount} USD`,
      );
    } catch (error) {
      if (error instanceof AppError)
        throw new OpsUsageError(translate('en_US', error.messageKey, error.details.values));
      throw error;
    }
  },
};

export default closeMonthVerb;
