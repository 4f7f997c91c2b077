import { toMicros } from '../../contract/money';
import { StartupError } from './startupError';

export interface Range {
  min?: number;
  max?: number;
}

const rangeText = ({ min = 0, max }: Range) =>
  max === undefined ? `of at least ${min}` : `from ${min} to ${max}`;

/** `text` as a whole number within the range; anything else stops the start naming `name`. */
export function wholeNumberOf(name: string, text: string, range: Range = {}): number {
  const { min = 0, max = Number.MAX_SAFE_INTEGER } = range;
  const value = /^-?\d+$/.test(text.trim()) ? Number(text) : NaN;
  if (!Number.isSafeInteger(value) || value < min || value > max)
    throw new StartupError(`${name} must be a whole number ${rangeText(range)} (got ${text}).`);
  return value;
}

/** An integer setting: its default when unset or empty, else a whole number in range. */
export const wholeNumber = (
  env: NodeJS.ProcessEnv,
  name: string,
  fallback: number,
  range: Range = {},
) => {
  const text = env[name];
  return text === undefined || text.trim() === '' ? fallback : wholeNumberOf(name, text, range);
};

/** An amount setting in USD with at most 2 decimals, as micro-dollars. */
export function amountSetting(env: NodeJS.ProcessEnv, name: string, fallback: string): number {
  const text = env[name]?.trim() || fallback;
  if (!/^\d{1,9}(\.\d{1,2})?$/.test(text))
    throw new StartupError(`${name} must be an amount in USD such as 10.00 (got ${text}).`);
  return toMicros(text);
}
