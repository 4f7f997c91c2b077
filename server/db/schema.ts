import type { Generated } from 'kysely';

/**
 * Table types for Kysely. Times are epoch milliseconds and money is integer micro-dollars,
 * both `bigint` columns that the drivers hand back as numbers (see connect.ts).
 */
export interface AccountsTable {
  id: string;
  /** The main account this one belongs to; a main account points at itself. */
  main_id: string;
  email: string;
  phone: string | null;
  name: string;
  corporate_name: string | null;
  account_type: string;
  role_id: string | null;
  password_hash: string;
  status: string;
  certification_state: string;
  created_at: number;
  updated_at: number;
  /** Free text the main account keeps about a sub-account. */
  remarks: string | null;
  /** The Google account ("sub" of its ID tokens) this account signs in with. */
  google_sub: string | null;
  /** The language of its emails and messages (en_US, zh_CN); the database's default en_US. */
  language: Generated<string>;
  /** The status it had before the platform suspended it; null while not suspended. */
  status_before_suspension: string | null;
}

export interface RolesTable {
  id: string;
  main_id: string;
  name: string;
  /** JSON array of permission groups. */
  permissions: string;
  created_at: number;
}

export interface SessionsTable {
  id: string;
  account_id: string;
  token_hash: string;
  created_at: number;
  expires_at: number;
  revoked_at: number | null;
  revoke_reason: string | null;
}

export interface WalletsTable {
  account_id: string;
  balance_micros: number;
  credit_limit_micros: number;
  updated_at: number;
  /** How many entries the wallet has posted: the next entry's `seq` is one more. */
  postings: Generated<number>;
  /** Usage cost not charged yet, under one cent: charges take whole cents. */
  uncharged_micros: Generated<number>;
}

export interface LedgerEntriesTable {
  id: string;
  account_id: string;
  type: string;
  amount_micros: number;
  balance_after_micros: number;
  order_id: string | null;
  note: string | null;
  created_at: number;
  /** The entry's place in its wallet's postings (1, 2, …): same-time entries sort by it. */
  seq: number;
  /** The caller's idempotency key (a usage call's reference); unique when set. */
  reference: string | null;
}

export interface ProductsTable {
  key: string;
  id: string;
  category: string;
  sort: number;
  name_en: string;
  name_zh: string;
  intro_en: string;
  intro_zh: string;
  doc_url: string;
  /** Flat price per unit, for products not priced by country. */
  price_micros: number | null;
  /** 'message' | 'number' | 'call' */
  price_unit: string;
}

export interface AccountProductsTable {
  account_id: string;
  product_key: string;
  activated_at: number;
}

export interface OrdersTable {
  id: string;
  main_id: string;
  account_id: string;
  order_no: string;
  status: string;
  audit_status: string;
  payment_method: string;
  financial_type: string;
  product_key: string;
  amount_micros: number;
  paid_micros: number;
  trade_time: number | null;
  created_at: number;
  paid_at: number | null;
  failure_reason: string | null;
  /** Why the staff refused an offline payment, as a code (contract/staffReviews.ts). */
  review_reason: string | null;
  /** Online channel: card, wechat, alipay or unionpay (null for offline and balance). */
  channel: string | null;
  /** The payment provider that handles an online order and its reference there. */
  provider: string | null;
  provider_ref: string | null;
  /** An unpaid online order is cancelled after this time. */
  expires_at: number | null;
}

/** A product a sub-account may use and who pays for it ('independent' | 'dependent'). */
export interface SubAccountProductsTable {
  account_id: string;
  product_key: string;
  billing_method: string;
  created_at: number;
}

/** A platform notice; content is HTML sanitised when it was published. */
export interface NoticesTable {
  id: string;
  title_en: string;
  title_zh: string | null;
  content_en: string;
  content_zh: string | null;
  published_at: number;
}

export interface NoticeReadsTable {
  account_id: string;
  notice_id: string;
  read_at: number;
}

/** A country the platform prices (ISO 3166-1 alpha-2). */
export interface CountriesTable {
  code: string;
  dial_code: string;
  name_en: string;
  name_zh: string;
}

/** What one unit of a product costs in a country, by message type. */
export interface ProductPricesTable {
  product_key: string;
  country_code: string;
  message_type: string;
  price_micros: number;
}

/** A price change of a product, country and message type, in effect from `effective_at`. */
export interface ProductPriceChangesTable {
  id: string;
  product_key: string;
  country_code: string;
  message_type: string;
  price_micros: number;
  effective_at: number;
  created_at: number;
}

/** What the messaging platform charged: one priced line per day, product, country and type. */
export interface UsageLinesTable {
  id: string;
  account_id: string;
  main_id: string;
  /** The wallet that paid (the main account's, or an independently billed sub-account's). */
  paying_account_id: string;
  /** UTC midnight of the usage day, and its month as YYYY-MM. */
  usage_date: number;
  usage_month: string;
  product_key: string;
  country: string;
  message_type: string;
  quantity: number;
  unit_price_micros: number;
  amount_micros: number;
  /** The deduction entry that charged it. */
  ledger_entry_id: string;
  created_at: number;
}

/** Usage summed per account, day, product, country and message type (the explorer's source). */
export interface UsageDailyTable {
  main_id: string;
  usage_date: number;
  account_id: string;
  product_key: string;
  country: string;
  message_type: string;
  usage_month: string;
  quantity: number;
  amount_micros: number;
}

/** A job of the embedded queue (SQLite); PostgreSQL keeps its jobs in the library's schema. */
/** A job worker instance on PostgreSQL and its last heartbeat (see jobs/heartbeat.ts). */
export interface JobWorkersTable {
  instance_id: string;
  /** JSON array of the queue's worker ids in this instance (their locks are freed together). */
  worker_ids: string;
  last_seen: number;
}

export interface JobsTable {
  id: string;
  kind: string;
  /** JSON of the job's payload. */
  payload: string;
  /** At most one job per key (e.g. a recurring job's period). */
  job_key: string | null;
  request_id: string | null;
  /** 'pending' (waiting, or running while locked) or 'failed' (attempts used up). */
  state: string;
  attempts: number;
  max_attempts: number;
  run_at: number;
  /** A running job's lease: past it, a crashed run is picked up again. */
  locked_until: number | null;
  last_error: string | null;
  created_at: number;
}

/** What ran: each finished job, done or failed for good, on either engine. */
export interface JobHistoryTable {
  id: string;
  job_id: string;
  kind: string;
  job_key: string | null;
  request_id: string | null;
  outcome: string;
  attempts: number;
  error: string | null;
  finished_at: number;
}

/** A recurring job's period, claimed by the one instance that enqueues it. */
export interface JobScheduleRunsTable {
  kind: string;
  period_start: number;
  claimed_at: number;
}

/** A wallet's low-balance alert rules (thresholds in micro-dollars, as JSON arrays). */
export interface WalletAlertRulesTable {
  account_id: string;
  thresholds: string;
  emails: string;
  /** 1 when the account's own email and phone are told. */
  notify_account: number;
  updated_at: number;
  /** One of the account's callback addresses that also gets a `balance.low` event. */
  callback_id: string | null;
}

/** A threshold that fired; deleted when the available limit is back above it (re-armed). */
export interface WalletAlertsFiredTable {
  account_id: string;
  threshold_micros: number;
  fired_at: number;
}

/** One provider notification event, kept so a repeated delivery is recognised. */
export interface PaymentNotificationsTable {
  id: string;
  provider: string;
  event_id: string;
  order_id: string;
  outcome: string;
  received_at: number;
  deliveries: number;
}

/** A main account's company details beyond its corporate name (account information). */
export interface CompanyProfilesTable {
  main_id: string;
  address: string | null;
  industry: string | null;
  company_size: string | null;
  customer_volume: string | null;
  website: string | null;
  updated_at: number;
}

/** One account's avatar image, JPG or PNG, checked by content. */
export interface AvatarsTable {
  account_id: string;
  mime: string;
  content: Buffer;
  /** Hash of the content: the image's cache key. */
  version: string;
  updated_at: number;
}

/** Login secondary verification: the method in force, and the TOTP secret (set or pending). */
export interface SecondFactorsTable {
  account_id: string;
  method: string | null;
  totp_secret: string | null;
  pending_secret: string | null;
  pending_at: number | null;
  /** The last TOTP time step accepted, so a code is never accepted twice. */
  last_step: number | null;
  enabled_at: number | null;
  updated_at: number;
}

export interface RecoveryCodesTable {
  id: string;
  account_id: string;
  code_hash: string;
  used_at: number | null;
  created_at: number;
}

/** The pending second step of a sign-in: a first factor passed, the second not yet. */
export interface SignInChallengesTable {
  id: string;
  token_hash: string;
  account_id: string;
  method: string;
  attempts: number;
  created_at: number;
  expires_at: number;
  used_at: number | null;
}

/** A certification (KYC) submission of a main account and the operator's decision. */
export interface CertificationsTable {
  id: string;
  main_id: string;
  state: string;
  company_name: string;
  registration_no: string;
  company_address: string;
  contact_name: string;
  document_mime: string;
  document: Buffer;
  reason: string | null;
  /** Why the staff refused it, as a code (contract/staffReviews.ts); `reason` is the note. */
  review_reason: string | null;
  submitted_at: number;
  decided_at: number | null;
}

/** A message handed to a sender: readable by tests and `npm run outbox`. */
export interface OutboxMessagesTable {
  id: string;
  channel: string;
  recipient: string;
  purpose: string;
  subject: string | null;
  /** The text as sent; for the platform's send API, with its variables left as placeholders. */
  body: string;
  created_at: number;
  /** The messages key of its texts; null on messages older than the column. */
  template: string | null;
  language: string | null;
  /** 'outbox' (kept here, nothing leaves), 'queued', 'sent' or 'failed'. */
  state: string;
  attempts: number;
  last_error: string | null;
  /** The id the platform's send API answered. */
  provider_message_id: string | null;
  /** JSON of the template's variables while the message waits to be sent; then null. */
  variables: string | null;
  updated_at: number | null;
}

/** A 6-digit code sent for one purpose; only its salted hash is kept. */
export interface VerificationCodesTable {
  id: string;
  recipient: string;
  purpose: string;
  code_hash: string;
  attempts: number;
  created_at: number;
  expires_at: number;
  consumed_at: number | null;
}

/** A one-time link or step token ('activate' | 'reset'), stored hashed. */
export interface AccountTicketsTable {
  token_hash: string;
  account_id: string;
  purpose: string;
  created_at: number;
  expires_at: number;
  used_at: number | null;
}

/** One failed sign-in, counted per account and per client address. */
export interface AuthFailuresTable {
  id: string;
  scope_key: string;
  created_at: number;
}

/** An invoice application; the details are copied so later edits do not change it. */
export interface InvoicesTable {
  id: string;
  main_id: string;
  /** Who applied (a sub-account holding the bill group, or the main account). */
  account_id: string;
  application_no: string;
  status: string;
  company_name: string;
  company_address: string;
  tax_number: string;
  street_address: string;
  apartment: string;
  country: string;
  city: string;
  amount_micros: number;
  fee_micros: number;
  order_count: number;
  invoice_no: string | null;
  status_reason: string | null;
  /** Why the staff rejected it, as a code (contract/staffReviews.ts). */
  review_reason: string | null;
  created_at: number;
  updated_at: number;
  issued_at: number | null;
}

export interface InvoiceOrdersTable {
  invoice_id: string;
  order_id: string;
  /** The order while the application holds it (unique), NULL once rejected or revoked. */
  live_order_id: string | null;
}

/** The invoice details an account used last (JSON of contract InvoiceDetails). */
export interface InvoiceProfilesTable {
  main_id: string;
  details: string;
  updated_at: number;
}

/** A bill: a monthly statement per account, month and product, or a paid top-up. */
export interface BillsTable {
  id: string;
  main_id: string;
  bill_no: string;
  source_key: string;
  /** 'monthly' | 'prepayment' */
  bill_type: string;
  product_key: string;
  /** YYYY-MM (UTC). */
  month: string;
  corporate_name: string;
  item_count: number;
  amount_micros: number;
  created_at: number;
  updated_at: number;
}

/** An API key of a product type; the password and token are kept as SHA-256 hashes. */
export interface ApiKeysTable {
  id: string;
  main_id: string;
  type: string;
  name: string;
  api_key: string;
  password_hash: string;
  /** 1 for the default key of its type (at most one per account and type), else 0. */
  is_default: number;
  status: string;
  /** Normalised comma-separated addresses and CIDR ranges; empty: any address. */
  allowed_ips: string;
  token_hash: string | null;
  token_created_at: number | null;
  /** Null with a token: it never expires. */
  token_expires_at: number | null;
  created_at: number;
  updated_at: number;
  /** The last successful credential check (written at most once a minute) and its address. */
  last_used_at: number | null;
  last_used_ip: string | null;
  /** After a roll: the old password, accepted until `previous_expires_at`. */
  previous_password_hash: string | null;
  previous_expires_at: number | null;
  /** Comma-separated product keys the key is limited to; empty: every product of its type. */
  scope_products: string;
  /** 'full' | 'read' (read-only calls). */
  access: string;
  /** The account that made it: a sub-account's key is its own traffic; null: the main account's. */
  owner_id: string | null;
}

/** A callback address; the credentials we send to it are kept as given, to be sent. */
export interface CallbacksTable {
  id: string;
  main_id: string;
  name: string;
  channel: string;
  /** JSON array of event names. */
  events: string;
  url: string;
  method: string;
  username: string | null;
  user_key: string | null;
  authorization: string | null;
  /** HMAC-SHA256 key that signs every request we send to the address. */
  secret: string;
  created_at: number;
  /** 'active' or 'disabled' (failing for 5 days in a row). */
  status: string;
  /** When the current run of failed attempts began; null after a success. */
  failing_since: number | null;
  disabled_at: number | null;
  /** The rotated-out secret, still signing beside the new one until it expires. */
  previous_secret: string | null;
  previous_secret_expires_at: number | null;
}

/** An event the platform published for an account (its id is the platform's). */
export interface CallbackEventsTable {
  main_id: string;
  id: string;
  channel: string;
  type: string;
  /** JSON of the event's data. */
  data: string;
  created_at: number;
}

/** One event for one address: the body every attempt sends, and how it ended. */
export interface CallbackMessagesTable {
  id: string;
  callback_id: string;
  event_id: string;
  event_type: string;
  body: string;
  /** 'pending', 'succeeded' or 'failed' (every attempt failed, or the address was disabled). */
  state: string;
  created_at: number;
  updated_at: number;
}

/** One request sent to a callback address (kept 30 days). */
export interface CallbackDeliveriesTable {
  id: string;
  callback_id: string;
  event: string;
  outcome: string;
  http_status: number | null;
  latency_ms: number;
  /** What failed, for the message: the refused address, the TLS or network error. */
  detail: string | null;
  response_excerpt: string;
  created_at: number;
  /** The message of a real event's attempt; null for checks and test events. */
  message_id: string | null;
  event_id: string | null;
  attempt: number;
  /** JSON object of the headers sent (credentials masked). */
  request_headers: string;
  request_body: string;
}

/** Orders per account and status, kept by triggers on `orders` (migration 0011). */
export interface OrderCountsTable {
  main_id: string;
  status: string;
  n: number;
}

/** Bumped by triggers on any change to an account's orders (migration 0011). */
export interface OrderVersionsTable {
  main_id: string;
  version: number;
}

/** A card the payment provider saved at a checkout, for charges without the payer. */
export interface PaymentMethodsTable {
  id: string;
  /** The wallet it pays for. */
  account_id: string;
  provider: string;
  provider_token: string;
  brand: string;
  last4: string;
  /** The provider's fingerprint of the card number (the same card saved twice shares it). */
  fingerprint: string | null;
  created_at: number;
}

/** A payment provider's customer of one account (Stripe's `cus_…`). */
export interface PaymentCustomersTable {
  provider: string;
  account_id: string;
  customer_ref: string;
  created_at: number;
}

export interface AutoRechargeRulesTable {
  account_id: string;
  enabled: number;
  below_micros: number;
  /** 'to' | 'by' */
  mode: string;
  amount_micros: number;
  payment_method_id: string | null;
  product_key: string | null;
  max_per_day: number;
  monthly_cap_micros: number;
  consecutive_failures: number;
  /** 'failures' once three charges failed in a row. */
  disabled_reason: string | null;
  /** Set while a recharge of the wallet is being charged: never two at once. */
  in_flight_since: number | null;
  updated_at: number;
}

/** Every automatic recharge tried: its order and how it went. */
export interface AutoRechargesTable {
  id: string;
  account_id: string;
  order_id: string | null;
  amount_micros: number;
  /** 'paid' | 'failed' | 'skipped' */
  outcome: string;
  reason: string | null;
  created_at: number;
}

/** An Idempotency-Key's request and, once answered, its answer (0029). */
export interface IdempotencyKeysTable {
  /** sha256 of the caller, the route and the key. */
  id: string;
  /** HMAC of the request under the key. */
  fingerprint: string;
  /** Null while the first request runs. */
  status: number | null;
  /** The answer's bytes, AES-GCM under a key derived from the Idempotency-Key. */
  answer: string | null;
  created_at: number;
}

/** A person of the platform's own staff (never a customer account). */
export interface StaffUsersTable {
  id: string;
  email: string;
  name: string;
  /** 'support' | 'reviewer' | 'finance' | 'admin' */
  role: string;
  password_hash: string;
  /** 1 while the password is the one-time password it was created with. */
  must_change_password: number;
  /** Base32 TOTP secret: while unconfirmed, the one being enrolled. */
  totp_secret: string | null;
  totp_confirmed: number;
  /** The last TOTP time step accepted, so a code works once. */
  totp_last_step: number | null;
  /** Hash of the first sign-in's enrollment ticket, while one is open. */
  enrollment_hash: string | null;
  enrollment_expires_at: number | null;
  disabled: number;
  created_at: number;
  last_sign_in_at: number | null;
}

export interface StaffSessionsTable {
  id: string;
  staff_user_id: string;
  token_hash: string;
  created_at: number;
  expires_at: number;
  revoked_at: number | null;
}

/** One staff write: who, what, on which account, before and after, from where. */
export interface StaffAuditLogTable {
  id: string;
  /** Null for a write made by an operator command. */
  staff_user_id: string | null;
  action: string;
  account_id: string | null;
  /** What the action was about beyond the account (e.g. a staff user's id). */
  target: string | null;
  before_json: string | null;
  after_json: string | null;
  /** The client address; null for an operator command. */
  ip: string | null;
  created_at: number;
}

export interface Database {
  accounts: AccountsTable;
  roles: RolesTable;
  sessions: SessionsTable;
  wallets: WalletsTable;
  ledger_entries: LedgerEntriesTable;
  products: ProductsTable;
  account_products: AccountProductsTable;
  orders: OrdersTable;
  sub_account_products: SubAccountProductsTable;
  notices: NoticesTable;
  notice_reads: NoticeReadsTable;
  usage_lines: UsageLinesTable;
  usage_daily: UsageDailyTable;
  jobs: JobsTable;
  job_history: JobHistoryTable;
  job_schedule_runs: JobScheduleRunsTable;
  job_workers: JobWorkersTable;
  wallet_alert_rules: WalletAlertRulesTable;
  payment_methods: PaymentMethodsTable;
  payment_customers: PaymentCustomersTable;
  auto_recharge_rules: AutoRechargeRulesTable;
  auto_recharges: AutoRechargesTable;
  wallet_alerts_fired: WalletAlertsFiredTable;
  payment_notifications: PaymentNotificationsTable;
  company_profiles: CompanyProfilesTable;
  avatars: AvatarsTable;
  second_factors: SecondFactorsTable;
  recovery_codes: RecoveryCodesTable;
  sign_in_challenges: SignInChallengesTable;
  certifications: CertificationsTable;
  outbox_messages: OutboxMessagesTable;
  verification_codes: VerificationCodesTable;
  account_tickets: AccountTicketsTable;
  auth_failures: AuthFailuresTable;
  countries: CountriesTable;
  product_prices: ProductPricesTable;
  product_price_changes: ProductPriceChangesTable;
  invoices: InvoicesTable;
  invoice_orders: InvoiceOrdersTable;
  invoice_profiles: InvoiceProfilesTable;
  bills: BillsTable;
  api_keys: ApiKeysTable;
  callbacks: CallbacksTable;
  callback_deliveries: CallbackDeliveriesTable;
  callback_events: CallbackEventsTable;
  callback_messages: CallbackMessagesTable;
  order_counts: OrderCountsTable;
  order_versions: OrderVersionsTable;
  idempotency_keys: IdempotencyKeysTable;
  staff_users: StaffUsersTable;
  staff_sessions: StaffSessionsTable;
  staff_audit_log: StaffAuditLogTable;
}
