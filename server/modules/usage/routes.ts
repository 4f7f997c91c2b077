import type { FastifyInstance } from 'fastify';
import { exportUsageSummary, usageSummary } from '../../../contract';
import { downloadRoute } from '../../http/downloadRoute';
import { route } from '../../http/route';
import { tableFile } from '../../http/tableFile';
import { messagesOf } from '../../lib/consoleMessages';
import { usageSummaryOf } from './summary';

/** The usage explorer: what the account spent, on what, where (permission group bill). */
export default async function usageSummaryRoutes(app: FastifyInstance) {
  route(
    app,
    usageSummary,
    async ({ auth, query, language }) => usageSummaryOf(app.db, auth.mainId, query, language),
    { permission: 'bill' },
  );

  downloadRoute(
    app,
    exportUsageSummary,
    async ({ auth, query, language }) => {
      const { format, ...question } = query;
      const summary = await usageSummaryOf(app.db, auth.mainId, question, language);
      const m = messagesOf(language).app.usage;
      async function* rows() {
        for (const row of summary.list) yield [row.period, row.label, row.quantity, row.amount];
        yield [m.total, '', summary.totalQuantity, summary.total];
      }
      return tableFile(
        format,
        `usage-${question.from}_${question.to}-${question.groupBy}-${question.splitBy}`,
        [
          { header: m.columns.period, width: 14 },
          { header: m.splitBy[question.splitBy], width: 32 },
          { header: m.columns.quantity, numeric: true, width: 14 },
          { header: m.columns.amount, numeric: true, money: true, width: 16 },
        ],
        rows(),
      );
    },
    { permission: 'bill' },
  );
}
