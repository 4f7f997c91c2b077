import { parseArgs } from 'node:util';
import { INVOICE_TRANSITIONS, invoiceStatus } from '../../contract';
import { AppError } from '../../server/errors';
import { moveInvoice } from '../../server/modules/invoices/service';
import { OpsUsageError, type OpsVerb } from './verb';

/**
 * Moves an invoice application on (Processing → Invoicing → Invoiced, or Rejected,
 * Billing failure): what the finance team does once it has handled the application.
 */
const invoiceStatusVerb: OpsVerb = {
  name: 'invoice-status',
  summary: 'move an invoice application to invoicing, invoiced, rejected or billing_failure',
  usage: '--application <application number> --to <status> [--reason <text>]',
  async run(args, { db }) {
    const { values } = parseArgs({
      args,
      options: {
        application: { type: 'string' },
        to: { type: 'string' },
        reason: { type: 'string' },
      },
    });
    if (!values.application || !values.to)
      throw new OpsUsageError('--application and --to are required');
    const to = invoiceStatus.safeParse(values.to);
    if (!to.success || to.data === 'processing')
      throw new OpsUsageError(`--to must be one of ${invoiceStatus.options.slice(1).join(', ')}`);
    const row = await db.kysely
      .selectFrom('invoices')
      .select(['id', 'status'])
      .where('application_no', '=', values.application)
      .executeTakeFirst();
    if (!row) throw new OpsUsageError(`no application ${values.application}`);
    const from = invoiceStatus.parse(row.status);
    if (!INVOICE_TRANSITIONS[from].includes(to.data))
      throw new OpsUsageError(
        `application ${values.application} is ${from}; from there it can go to: ${INVOICE_TRANSITIONS[from].join(', ') || 'nothing (final)'}`,
      );
    try {
      const moved = await moveInvoice(db, {
        mainId: null,
        id: row.id,
        to: to.data,
        reason: values.reason?.slice(0, 500) ?? null,
      });
      console.log(
        `application ${moved.applicationNo}: ${from} → ${moved.status}${moved.invoiceNo ? ` (invoice ${moved.invoiceNo})` : ''}`,
      );
    } catch (error) {
      if (error instanceof AppError) throw new OpsUsageError(`not moved: ${error.messageKey}`);
      throw error;
    }
  },
};

export default invoiceStatusVerb;
