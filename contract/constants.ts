/** Business constants of spec section 9, shared by the console and the server. */
export const BASE_PATH = '/control';
/** Home under BASE_PATH: where a sign-in lands (the server preloads its start there). */
export const HOME_PATH = '/home';
export const API_BASE = '/om/api';
/** The server's own API reference, linked where no documentation site is configured. */
export const API_DOCS_PATH = '/om/docs/';
export const TOKEN_KEY = 'OMTOKEN';
export const LANG_KEY = 'langType';
export const REFERRER_KEY = 'referrer';
export const TOKEN_HEADER = 'token';
/**
 * An answer the server wrote into a page is `<script type="application/json" id="answer:/v1/…">`
 * holding the API's envelope, with the language it was answered in as `data-language`.
 */
export const PAGE_ANSWER_ID_PREFIX = 'answer:';
/** The browser's IANA time zone, so files write times where the person is. */
export const TIME_ZONE_HEADER = 'X-Time-Zone';
/** One write per intent (Stripe's model): the client's key, and the mark of a repeated answer. */
export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';
export const IDEMPOTENT_REPLAYED_HEADER = 'Idempotent-Replayed';
/** How long the server keeps an Idempotency-Key's answer. */
export const IDEMPOTENCY_TTL_MS = 86_400_000;
export const FORCED_LOGOUT_DELAY_MS = 500;
export const TOKEN_COOKIE_DAYS = 10;
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;
export const PASSWORD_MIN = 6;
export const PASSWORD_MAX = 16;
export const PRIMARY_COLOR = '#2C46EA';
export const CONTROL_HEIGHT = 46;
export const MIN_TOP_UP = '10.00';
export const MAX_BILL_RANGE_MONTHS = 12;
export const CALLBACK_TIMEOUT_MS = 3_000;
export const AVATAR_MAX_BYTES = 3 * 1024 * 1024;

export const LANGUAGES = ['en_US', 'zh_CN'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en_US';

/** Paths under the base path that need no sign-in (spec section 2). */
export const PUBLIC_PATHS = [
  '/login',
  '/reset',
  '/signup',
  '/ativeSuccess',
  '/whatsapp/inline-chat',
  '/404',
] as const;

/** Paths exempt from forced logout (spec section 8). */
export const FORCED_LOGOUT_EXEMPT_FRAGMENT = '/inline-chat';

/** Where the staff console's screens live, in the customers' console's build. */
export const STAFF_PATH = '/staff';
