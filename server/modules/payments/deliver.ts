import { signBody } from './signature';

export interface Delivery {
  url: string;
  body: string;
  secret: string;
  header: string;
}

/** Waits before each retry: 1 s, 2 s, 4 s … like providers back off. */
export const RETRY_DELAYS_MS = [1_000, 2_000, 4_000, 8_000, 16_000, 32_000];

/**
 * Posts a signed notification the way a provider does, retrying until the receiver answers
 * 2xx. Resolves with the first attempt's success; later attempts run on timers that `stop`
 * clears (the server closing).
 */
export function notifier() {
  const timers = new Set<NodeJS.Timeout>();
  const attempt = async ({ url, body, secret, header }: Delivery) => {
    try {
      const response = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', [header]: signBody(secret, body) },
        body,
        signal: AbortSignal.timeout(10_000),
      });
      return response.ok;
    } catch {
      return false;
    }
  };
  const retry = (delivery: Delivery, index: number) => {
    if (index >= RETRY_DELAYS_MS.length) return;
    const timer = setTimeout(async () => {
      timers.delete(timer);
      if (!(await attempt(delivery))) retry(delivery, index + 1);
    }, RETRY_DELAYS_MS[index]);
    timer.unref();
    timers.add(timer);
  };
  return {
    async send(delivery: Delivery) {
      const ok = await attempt(delivery);
      if (!ok) retry(delivery, 0);
      return ok;
    },
    stop() {
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
    },
  };
}
