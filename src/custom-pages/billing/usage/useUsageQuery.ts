import dayjs from 'dayjs';
import { useSearchParams } from 'react-router-dom';
import {
  usageGroupBy,
  usageSplitBy,
  usageSummaryQuery,
  type UsageSummaryQuery,
} from '../../../../contract/usageSummary';

const DEFAULT_DAYS = 30;
const FILTERS = ['productKey', 'country', 'accountId'] as const;

/** The last 30 days, by day, split by product: what most people open the explorer for. */
const defaults = () => ({
  from: dayjs()
    .subtract(DEFAULT_DAYS - 1, 'day')
    .format('YYYY-MM-DD'),
  to: dayjs().format('YYYY-MM-DD'),
  groupBy: usageGroupBy.enum.day,
  splitBy: usageSplitBy.enum.product,
});

/**
 * The explorer's question, kept in the address so it can be bookmarked and shared. A
 * question the contract refuses (a hand-edited address) falls back to the defaults, so the
 * page never opens stuck; `draft` is what the person picked, even when it is refused.
 */
export function useUsageQuery() {
  const [params, setParams] = useSearchParams();
  const draft = { ...defaults(), ...Object.fromEntries(params) } as Record<string, string>;
  const parsed = usageSummaryQuery.safeParse(draft);
  const query: UsageSummaryQuery = parsed.success
    ? parsed.data
    : usageSummaryQuery.parse(defaults());
  const error = parsed.success ? null : parsed.error.issues[0].message;
  const change = (next: Partial<Record<keyof UsageSummaryQuery, string>>) => {
    const merged = { ...draft, ...next };
    for (const key of FILTERS) if (!merged[key]) delete merged[key];
    setParams(merged, { replace: true });
  };
  return { query, draft, error, change };
}
