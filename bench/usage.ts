import { yearQuestions } from './activity';

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
    for (let i = 0; i < 5; i += 1) await ask();
    const times: number[] = [];
    for (let i = 0; i < 30; i += 1) {
      const started = process.hrtime.bigint();
      await ask();
      times.push(Number(process.hrtime.bigint() - started) / 1e6);
    }
    times.sort((a, b) => a - b);
    rows.push({
      question,
      medianMs: +times[times.length >> 1].toFixed(1),
      p95Ms: +times[Math.floor(times.length * 0.95)].toFixed(1),
    });
  }
  return rows;
}
