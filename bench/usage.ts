import { yearQuestions } from './activity';
import { median, quantile, timeRuns } from './stats';

export interface UsageRow {
  question: string;
  medianMs: number;
  p95Ms: number;
}

/**
 * A year of the large account's usage asked three ways, one at a time, 30 times each after
 * 5 warm-ups: the round trip on loopback, an upper bound of the server's time.
 */
export async function measureUsage(baseUrl: string, token: string): Promise<UsageRow[]> {
  const rows: UsageRow[] = [];
  for (const { question, path } of yearQuestions()) {
    const ask = async () => {
      const response = await fetch(`${baseUrl}${path}`, { headers: { token } });
      if (!response.ok) throw new Error(`usage summary answered ${response.status}`);
      await response.arrayBuffer();
    };
    const times = await timeRuns(30, ask);
    rows.push({
      question,
      medianMs: +median(times).toFixed(1),
      p95Ms: +quantile(times, 0.95).toFixed(1),
    });
  }
  return rows;
}
