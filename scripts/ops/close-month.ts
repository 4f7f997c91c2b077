import { parseArgs } from 'node:util';
import { yearMonth } from '../../contract';
import { closeMonth } from '../../server/modules/bills/generate';
import { lastClosedMonth } from '../../server/modules/bills/months';
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
    if (month > lastClosedMonth())
      throw new OpsUsageError(
        `${month} has not ended yet; the last closed month is ${lastClosedMonth()}`,
      );
    const count = await closeMonth(db, month, values.account);
    console.log(`closed ${month}: ${count} monthly statement(s)`);
  },
};

export default closeMonthVerb;
