import { Redis } from 'ioredis';
import { StartupError } from './startupError';

/** The address without its password, for messages. */
const safe = (url: string) => url.replace(/\/\/([^:@/]*):[^@/]*@/, '//$1:***@');

/**
 * Opens the shared Redis of a fleet (REDIS_URL) and checks it answers, or fails the start
 * with one clear line. Once running, a lost connection is retried in the background while
 * commands fail at once instead of queueing: callers degrade (see the rate limits).
 */
export async function connectRedis(url: string): Promise<Redis> {
  if (!/^rediss?:\/\//.test(url))
    throw new StartupError(`REDIS_URL must start with redis:// or rediss:// (got ${safe(url)}).`);
  const redis = new Redis(url, {
    lazyConnect: true,
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    connectTimeout: 3_000,
    retryStrategy: (attempt) => Math.min(attempt * 200, 2_000),
  });
  // reconnects are logged by whoever uses it; an unhandled 'error' event would end the process
  let lastError: { code?: string; message: string } | undefined;
  redis.on('error', (error: Error & { code?: string }) => (lastError = error));
  try {
    await redis.connect();
    await redis.ping();
  } catch (error) {
    redis.disconnect();
    const cause = lastError ?? (error as { code?: string; message: string });
    const code = cause.code ?? cause.message.replace(/\.$/, '');
    throw new StartupError(
      `Cannot reach Redis of REDIS_URL (${safe(url)}): ${code}. Is it running and the address right?`,
    );
  }
  return redis;
}
