import { parseArgs } from 'node:util';
import { AuditRefused, auditOfflineOrder } from '../../server/modules/topUp/offline';
import { OpsUsageError, type OpsVerb } from './verb';

/** Passes (credits the wallet) or refuses an offline top-up order awaiting audit. */
const offlineAudit: OpsVerb = {
  name: 'offline-audit',
  summary: 'pass (credit) or refuse an offline top-up order awaiting audit',
  usage: '--order <order number> (--pass | --refuse --reason <text>)',
  async run(args, { db }) {
    const { values } = parseArgs({
      args,
      options: {
        order: { type: 'string' },
        pass: { type: 'boolean' },
        refuse: { type: 'boolean' },
        reason: { type: 'string' },
      },
    });
    if (!values.order) throw new OpsUsageError('--order is required');
    if (Boolean(values.pass) === Boolean(values.refuse))
      throw new OpsUsageError('give exactly one of --pass and --refuse');
    if (values.refuse && !values.reason?.trim())
      throw new OpsUsageError('--refuse needs --reason (the customer sees it)');
    if ((values.reason?.length ?? 0) > 500) throw new OpsUsageError('--reason is too long');
    try {
      const outcome = await auditOfflineOrder(
        db,
        values.order,
        values.pass ? 'pass' : 'refuse',
        values.reason?.trim() ?? null,
      );
      console.log(
        outcome.status === 'paid'
          ? `passed ${outcome.orderNo}: credited ${outcome.amount} USD to ${outcome.accountId} (balance ${outcome.balance} USD)`
          : `refused ${outcome.orderNo}: nothing credited`,
      );
    } catch (error) {
      if (error instanceof AuditRefused) throw new OpsUsageError(error.message);
      throw error;
    }
  },
};

export default offlineAudit;
