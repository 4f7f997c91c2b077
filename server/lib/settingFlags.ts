import { StartupError } from './startupError';

/**
 * A switch setting: `1` on, `0` off, unset or empty its default. Anything else (`true`,
 * `yes`) stops the start naming it: read as off, `TRUST_PROXY=true` would quietly take every
 * client for the proxy.
 */
export function flag(env: NodeJS.ProcessEnv, name: string, fallback: boolean): boolean {
  const text = env[name]?.trim();
  if (!text) return fallback;
  if (text !== '1' && text !== '0') throw new StartupError(`${name} must be 1 or 0 (got ${text}).`);
  return text === '1';
}
