import { DEFAULT_CREDENTIAL_KEY } from '../contract';

/** Every setting of the server, read from environment variables with local defaults. */
export interface Config {
  port: number;
  host: string;
  /** `sqlite:<file>`, `sqlite::memory:` or `postgres://user@host:port/db`. */
  databaseUrl: string;
  /** Seed the demo account on an empty database. */
  seedDemo: boolean;
  /** Key of the credential cipher (spec section 7); the console is built with the same one. */
  credentialKey: string;
  /** How long a sign-in session lasts. */
  sessionTtlMs: number;
  /** Google sign-in client id served by /v1/user/google/clientId (empty: not configured). */
  googleClientId: string;
  /** Folder of the built console. */
  distDir: string;
  /** Redis for shared rate limits when several server processes run. */
  redisUrl: string | null;
  logLevel: string;
  /** Maximum JSON body size. */
  bodyLimitBytes: number;
  /** Sign-in attempts one client address may make per minute. */
  loginRateLimitPerMinute: number;
  /** Trust X-Forwarded-For from a reverse proxy in front (for client addresses). */
  trustProxy: boolean;
  /** Bearer token of the internal operator API (/om/internal); empty turns it off. */
  operatorToken: string;
  /** Processing fee of an invoice application, in basis points of its amount. */
  invoiceFeeBasisPoints: number;
  /** The company printed as issuer on invoice PDFs. */
  invoiceIssuer: string;
}

const int = (value: string | undefined, fallback: number) => {
  const parsed = value === undefined || value === '' ? NaN : Number(value);
  return Number.isInteger(parsed) ? parsed : fallback;
};

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  return {
    port: int(env.PORT, 8080),
    host: env.HOST || '0.0.0.0',
    databaseUrl: env.DATABASE_URL || 'sqlite:data/console.db',
    seedDemo: env.SEED_DEMO !== '0',
    credentialKey: env.CREDENTIAL_KEY || DEFAULT_CREDENTIAL_KEY,
    sessionTtlMs: int(env.SESSION_TTL_HOURS, 240) * 3_600_000,
    googleClientId: env.GOOGLE_CLIENT_ID || '',
    distDir: env.DIST_DIR || 'dist',
    redisUrl: env.REDIS_URL || null,
    logLevel: env.LOG_LEVEL || 'info',
    bodyLimitBytes: int(env.BODY_LIMIT_BYTES, 1_048_576),
    loginRateLimitPerMinute: int(env.LOGIN_RATE_LIMIT, 30),
    trustProxy: env.TRUST_PROXY === '1',
    operatorToken: env.OPERATOR_TOKEN || '',
    invoiceFeeBasisPoints: Math.max(0, int(env.INVOICE_FEE_BP, 100)),
    invoiceIssuer: env.INVOICE_ISSUER || 'Messaging Platform Ltd.',
  };
}
