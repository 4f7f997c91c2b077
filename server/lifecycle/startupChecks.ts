import { DEFAULT_CREDENTIAL_KEY } from '../../contract';
import { DEFAULT_SANDBOX_SECRET, type Config } from '../config';
import { StartupError } from '../lib/startupError';
import { stripeKeyBody } from '../lib/stripeSettings';

/** AES-128, as the console's credential cipher expects (contract/credentials.ts). */
const CREDENTIAL_KEY_BYTES = 16;
const SECRET_MIN_LENGTH = 32;
const SECRET_MIN_DISTINCT = 10;

/**
 * The secrets production checks, each with its value where it is in use (empty or
 * undefined: not in use). A new secret setting is one line here.
 */
const secretsInUse = (config: Config, env: NodeJS.ProcessEnv): [string, string | undefined][] => [
  [
    'SANDBOX_SECRET',
    config.paymentProvider === 'sandbox' || env.SANDBOX_SECRET ? config.sandboxSecret : undefined,
  ],
  ['STRIPE_WEBHOOK_SECRET', config.stripeWebhookSecret],
  ['METRICS_TOKEN', config.metricsToken],
  ['OPERATOR_TOKEN', config.operatorToken],
  ['MESSAGE_SEND_TOKEN', config.messageSendToken],
];

/**
 * A value a person made up rather than drew: one part repeated (`aaaa…`, `abcabc…`) or mostly
 * runs of consecutive characters (`abcdef…`, `0123…`), however long and varied it looks.
 */
function isSimplePattern(value: string): boolean {
  if (/^([\s\S]+?)\1+$/.test(value)) return true;
  let steps = 0;
  for (let i = 1; i < value.length; i++)
    if (Math.abs(value.charCodeAt(i) - value.charCodeAt(i - 1)) === 1) steps++;
  return value.length > 2 && steps * 2 >= value.length - 1;
}

const simplePatternProblem = (name: string) =>
  `${name} follows a simple pattern (a repeated part or a run of consecutive characters): ` +
  'use a random value, e.g. from `openssl rand -hex 32`.';

/** One line when a secret could be guessed (built-in, short, of few characters or a pattern). */
function secretProblem(name: string, value: string): string | null {
  if (name === 'SANDBOX_SECRET' && value === DEFAULT_SANDBOX_SECRET)
    return 'SANDBOX_SECRET is the built-in default: set a secret of your own.';
  const distinct = new Set(value).size;
  if (value.length >= SECRET_MIN_LENGTH && distinct >= SECRET_MIN_DISTINCT)
    return isSimplePattern(value) ? simplePatternProblem(name) : null;
  return (
    `${name} is too weak (${value.length} characters, ${distinct} different): use at least ` +
    `${SECRET_MIN_LENGTH} characters with at least ${SECRET_MIN_DISTINCT} different ones, ` +
    'e.g. from `openssl rand -hex 32`.'
  );
}

/**
 * What a production deployment must not run with, each as one line a person can act on.
 * Empty when the configuration is fit for production.
 */
export function productionProblems(config: Config, env: NodeJS.ProcessEnv): string[] {
  const problems: string[] = [];
  if (config.credentialKey === DEFAULT_CREDENTIAL_KEY)
    problems.push('CREDENTIAL_KEY is the built-in default: set a key of your own.');
  else if (Buffer.byteLength(config.credentialKey) !== CREDENTIAL_KEY_BYTES)
    problems.push(
      `CREDENTIAL_KEY must be exactly ${CREDENTIAL_KEY_BYTES} ASCII characters ` +
        `(got ${config.credentialKey.length}): the console's cipher uses it as an AES-128 key.`,
    );
  else if (isSimplePattern(config.credentialKey))
    problems.push(simplePatternProblem('CREDENTIAL_KEY'));
  if (config.paymentProvider === 'stripe') {
    const drawn = stripeKeyBody(config.stripeSecretKey);
    if (isSimplePattern(drawn) || new Set(drawn).size < SECRET_MIN_DISTINCT)
      problems.push(
        'STRIPE_SECRET_KEY is not a key Stripe made (a simple pattern or few different ' +
          'characters): copy the secret key from the Stripe dashboard.',
      );
  }
  for (const [name, value] of secretsInUse(config, env)) {
    const problem = value ? secretProblem(name, value) : null;
    if (problem) problems.push(problem);
  }
  if (config.paymentProvider === 'sandbox' && config.onlinePayment && env.ALLOW_SANDBOX !== '1')
    problems.push(
      'The sandbox payment provider is on: set PAYMENT_PROVIDER to a real provider, ' +
        'ONLINE_PAYMENT=0, or ALLOW_SANDBOX=1 to keep it knowingly.',
    );
  if (config.messageSender === 'http' && (!config.messageSendUrl || !config.messageSendToken))
    problems.push('MESSAGE_SENDER=http needs MESSAGE_SEND_URL and MESSAGE_SEND_TOKEN: set both.');
  for (const [name, url] of addressesInUse(config)) {
    if (url && !url.startsWith('https://'))
      problems.push(`${name} must be an https:// address (got ${originOf(url)}).`);
  }
  return problems;
}

/**
 * The addresses production reaches or gives out, each with its value where it is in use:
 * each must be https. A new address setting is one line here.
 */
const addressesInUse = (config: Config): [string, string | undefined][] => [
  ['PUBLIC_URL', config.publicUrl],
  ['GOOGLE_JWKS_URL', config.googleJwksUrl],
  ['MESSAGE_SEND_URL', config.messageSender === 'http' ? config.messageSendUrl : undefined],
  ['STRIPE_API_BASE', config.paymentProvider === 'stripe' ? config.stripeApiBase?.href : undefined],
];

/** The scheme, host and port of an address: never its path, query or credentials. */
const originOf = (url: string) => (URL.canParse(url) ? new URL(url).origin : url);

interface SystemError {
  code?: string;
  message?: string;
  address?: string;
  port?: number;
  hostname?: string;
}

/**
 * One line for a start-up failure caused by the configuration (a database that does not
 * exist, a host that does not answer, a malformed URL), or null for anything else, which
 * keeps its stack trace.
 */
export function describeStartupError(error: unknown, config: Config): string | null {
  if (error instanceof StartupError) return error.message;
  const failure = (error ?? {}) as SystemError;
  const target = safeTarget(config.databaseUrl);
  switch (failure.code) {
    case '3D000':
      return (
        `The PostgreSQL database of DATABASE_URL does not exist (${target}). ` +
        `Create it first, e.g. createdb ${createdbArgs(config.databaseUrl)}`
      );
    case '28P01':
    case '28000':
      return `PostgreSQL refused the user of DATABASE_URL (${target}): check the user and password.`;
    case 'ECONNREFUSED':
    case 'ENOTFOUND':
    case 'EAI_AGAIN':
    case 'ETIMEDOUT':
    case 'EHOSTUNREACH':
      return `Cannot reach the database of DATABASE_URL (${target}): ${failure.code}. Is the server running and the address right?`;
    case 'ERR_INVALID_URL':
      return `DATABASE_URL is not a valid URL (${target}).`;
  }
  if (failure.message?.startsWith('DATABASE_URL must start with')) return failure.message;
  return null;
}

/** The database address without its password, for messages and logs. */
function safeTarget(url: string): string {
  if (!URL.canParse(url)) return url.replace(/:[^:@/]*@/, ':***@');
  const parsed = new URL(url);
  if (parsed.password) parsed.password = '***';
  return parsed.toString();
}

function createdbArgs(url: string): string {
  if (!URL.canParse(url)) return '<name>';
  const parsed = new URL(url);
  const user = parsed.username ? ` -U ${parsed.username}` : '';
  return `-h ${parsed.hostname} -p ${parsed.port || 5432}${user} ${parsed.pathname.slice(1)}`;
}
