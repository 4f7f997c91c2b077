import type { Language } from '../../../contract/constants';
import type { InsightsFigures, MessageInsights } from '../../../contract/messageInsights';
import { tableFile, type Cell } from '../../http/tableFile';
import { messagesOf } from '../../lib/consoleMessages';
import { translate } from '../../i18n';

const percent = (rate: number | null) => (rate === null ? null : (rate * 100).toFixed(2));

/**
 * The insights as one CSV table, a row per figure with the previous period beside it: the
 * summary, each day, each error code and each country. Text cells are made inert as in every
 * export (tableFile).
 */
export function insightsFile(insights: MessageInsights, language: Language) {
  const m = messagesOf(language).messageLogs.insightsFile;
  const countries = new Intl.DisplayNames([language.replace('_', '-')], { type: 'region' });
  const unknown = messagesOf(language).messageLogs.insights.unknownCountry;
  const summary = (key: keyof InsightsFigures, rate = false): Cell[] => {
    const [now, before] = [insights.current[key], insights.previous[key]];
    return [
      m.summary,
      '',
      m[key as keyof typeof m],
      rate ? percent(now) : now,
      rate ? percent(before) : before,
    ];
  };
  async function* rows(): AsyncIterable<Cell[]> {
    yield summary('sent');
    yield summary('delivered');
    yield summary('failed');
    yield summary('deliveryRate', true);
    yield summary('readRate', true);
    yield summary('verificationRate', true);
    for (const day of insights.byDay) {
      yield [m.day, day.day, m.sent, day.sent, null];
      yield [m.day, day.day, m.delivered, day.delivered, null];
      yield [m.day, day.day, m.failed, day.failed, null];
    }
    for (const code of insights.byErrorCode)
      yield [m.errorCode, code.code ?? '', m.failed, code.failed, code.previousFailed];
    for (const row of insights.byCountry) {
      const name = row.country === null ? unknown : (countries.of(row.country) ?? row.country);
      yield [m.country, name, m.sent, row.sent, row.previousSent];
      yield [
        m.country,
        name,
        m.deliveryRate,
        percent(row.deliveryRate),
        percent(row.previousDeliveryRate),
      ];
    }
  }
  const current = { from: insights.from, to: insights.to };
  const previous = { from: insights.previousFrom, to: insights.previousTo };
  return tableFile(
    'csv',
    `message-insights-${insights.from}_${insights.to}`,
    [
      { header: m.section, width: 14 },
      { header: m.item, width: 24 },
      { header: m.measure, width: 24 },
      {
        header: translate(language, 'messageLogs.insightsFile.current', current),
        numeric: true,
        width: 20,
      },
      {
        header: translate(language, 'messageLogs.insightsFile.previous', previous),
        numeric: true,
        width: 20,
      },
    ],
    rows(),
  );
}
