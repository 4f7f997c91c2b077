import { useState } from 'react';
import dayjs from 'dayjs';
import { useSearchParams } from 'react-router-dom';
import {
  usageGroupBy,
  usageSplitBy,
  usageSummaryQuery,
  type UsageSummaryQuery,
} from '../../../contract/usageSummary';
import { mendParams } from '../../utils/mendParams';

const DEFAULT_DAYS = 30;
const FILTERS = ['productKey', 'country', 'accountId'] as const;

type Question = Record<string, string>;

/** The last 30 days, by day, split by product: what most people open the explorer for. */
const defaults = (): Question => ({
  from: dayjs()
    .subtract(DEFAULT_DAYS - 1, 'day')
    .format('YYYY-MM-DD'),
  to: dayjs().format('YYYY-MM-DD'),
  groupBy: usageGroupBy.enum.day,
  splitBy: usageSplitBy.enum.product,
});

/**
 * The explorer's question, kept in the address so it can be bookmarked and shared. A part of
 * the address the contract refuses (a hand-edited date, an unknown grouping) goes back to its
 * default and the rest is kept, so the page never opens stuck. A change the person makes that
 * the contract refuses (a reversed range) stays on screen, flagged, until they mend it; the
 * address and the figures keep the last question that could be answered.
 */
export function useUsageQuery() {
  const [params, setParams] = useSearchParams();
  const [refused, setRefused] = useState<{ draft: Question; error: string } | null>(null);
  const asked: Question = { ...defaults(), ...Object.fromEntries(params) };
  const valid = mendParams(usageSummaryQuery, asked, defaults());
  const query: UsageSummaryQuery = usageSummaryQuery.parse(valid);
  const change = (next: Partial<Record<keyof UsageSummaryQuery, string>>) => {
    const merged: Question = { ...(refused?.draft ?? valid) };
    for (const [key, value] of Object.entries(next)) merged[key] = value ?? '';
    for (const key of FILTERS) if (!merged[key]) delete merged[key];
    const parsed = usageSummaryQuery.safeParse(merged);
    if (parsed.success) {
      setRefused(null);
      setParams(merged, { replace: true });
    } else setRefused({ draft: merged, error: parsed.error.issues[0].message });
  };
  return { query, draft: refused?.draft ?? valid, error: refused?.error ?? null, change };
}
