import autocannon from 'autocannon';
import { cpuMsOf } from './memory';
import { median } from './stats';

const CONNECTIONS = 50;
const SECONDS = 5;
const WARM_UP_SECONDS = 2;

/** Ours and the reference alternate A B A B A B: a busy moment of the machine hits both. */
const PAIRS = 3;

/** An endpoint under load: its URL, the headers of each request, the serving process. */
export interface Endpoint {
  url: string;
  headers?: Record<string, string>;
  pid: number;
}

export interface RunFigures {
  reqPerSec: number;
  p50Ms: number;
  p99Ms: number;
  errors: number;
  /**
   * Server CPU time per request (user + system): unlike req/s it barely moves when other
   * processes share the cores; 1000 / cpuMsPerRequest is what one core could serve.
   */
  cpuMsPerRequest: number;
}

/** The median of the pairs' ratios and their spread (min, max). */
export interface Spread {
  median: number;
  min: number;
  max: number;
}

export interface Paired {
  /** The median of each figure over the runs. */
  ours: RunFigures;
  reference: RunFigures;
  /** Ours ÷ reference, pair by pair: req/s (higher is better) and p99 (lower is better). */
  reqPerSecRatio: Spread;
  p99Ratio: Spread;
}

export const spread = (values: number[]): Spread => ({
  median: +median(values).toFixed(2),
  min: +Math.min(...values).toFixed(2),
  max: +Math.max(...values).toFixed(2),
});

export const medianFigures = (runs: RunFigures[]): RunFigures => ({
  reqPerSec: median(runs.map((run) => run.reqPerSec)),
  p50Ms: median(runs.map((run) => run.p50Ms)),
  p99Ms: median(runs.map((run) => run.p99Ms)),
  errors: runs.reduce((sum, run) => sum + run.errors, 0),
  cpuMsPerRequest: median(runs.map((run) => run.cpuMsPerRequest)),
});

/** 50 connections on one endpoint for `seconds`, and what the serving process spent. */
export async function hammer(endpoint: Endpoint, seconds = SECONDS): Promise<RunFigures> {
  const cpuBefore = cpuMsOf(endpoint.pid);
  const result = await autocannon({
    url: endpoint.url,
    connections: CONNECTIONS,
    duration: seconds,
    headers: endpoint.headers,
  });
  return {
    reqPerSec: Math.round(result.requests.average),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    errors: result.errors + result.timeouts + result.non2xx,
    cpuMsPerRequest: +((cpuMsOf(endpoint.pid) - cpuBefore) / Math.max(1, result['2xx'])).toFixed(3),
  };
}

export const warmUp = (endpoint: Endpoint) => hammer(endpoint, WARM_UP_SECONDS);

/**
 * One case: ours warmed up (the JIT, the database's cache, a deep page's boundaries), then
 * ours and the reference in turn, three pairs of 5 s each.
 */
export async function measurePaired(ours: Endpoint, reference: Endpoint): Promise<Paired> {
  await warmUp(ours);
  const pairs: { ours: RunFigures; reference: RunFigures }[] = [];
  for (let pair = 0; pair < PAIRS; pair += 1) {
    const oursRun = await hammer(ours);
    pairs.push({ ours: oursRun, reference: await hammer(reference) });
  }
  return {
    ours: medianFigures(pairs.map((pair) => pair.ours)),
    reference: medianFigures(pairs.map((pair) => pair.reference)),
    reqPerSecRatio: spread(pairs.map((pair) => pair.ours.reqPerSec / pair.reference.reqPerSec)),
    p99Ratio: spread(pairs.map((pair) => pair.ours.p99Ms / Math.max(1, pair.reference.p99Ms))),
  };
}
