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
  order_counts: OrderCountsTable;
  order_versions: OrderVersionsTable;
}
