/** One message: its furthest status and what it cost (money in micro-dollars). */
export interface MessagesTable {
  id: string;
  main_id: string;
  /** The account (main or sub-account) the platform named. */
  account_id: string;
  api_key_id: string | null;
  product: string;
  channel: string;
  direction: string;
  sender: string;
  /** The recipient's E.164 number without its `+`: digits only, so a prefix is a range. */
  recipient: string;
  country: string | null;
  number_type: string | null;
  template: string | null;
  segments: number;
  unit_price_micros: number;
  price_micros: number;
  status: string;
  status_at: number;
  error_code: string | null;
  body: string | null;
  /** Its earliest event: the time it is listed, paged and partitioned by. */
  created_at: number;
}

/** One event taken: its id is taken once. */
export interface MessageEventsTable {
  id: string;
  message_id: string;
  status: string;
  error_code: string | null;
  at: number;
}

/** Messages per day by their furthest status, kept as events are taken. */
export interface MessageDaysTable {
  main_id: string;
  /** UTC midnight of the messages' day, epoch milliseconds. */
  day: number;
  /** The account the platform named: a sub-account's counts are its own. */
  account_id: string;
  product: string;
  channel: string;
  /** '' where the number names none. */
  country: string;
  status: string;
  /** '' unless the status is a failure's. */
  error_code: string;
  messages: number;
}

/** An export of a filtered range of messages, built by a job and kept for a day. */
export interface MessageExportsTable {
  id: string;
  main_id: string;
  /** The account that asked: the only one that sees it. */
  account_id: string;
  /** Set for a sub-account: its own messages only, as its list shows. */
  scope_account_id: string | null;
  format: string;
  /** The list's query as asked, its range ending at the moment it was asked. */
  query: string;
  language: string;
  time_zone: string;
  state: string;
  rows_total: number;
  rows_done: number;
  file_name: string;
  bytes: number | null;
  created_at: number;
  expires_at: number;
}

/** A built file's bytes in order, a chunk a row. */
export interface MessageExportChunksTable {
  export_id: string;
  seq: number;
  data: Buffer;
}

/** A main account's privacy of its messages; no row: the defaults. */
export interface MessagePrivacyTable {
  main_id: string;
  /** 1: bodies the platform sends are kept. */
  keep_bodies: number;
  retention_days: number;
  updated_at: number;
}

declare module '../../db/schema' {
  interface Database {
    message_privacy: MessagePrivacyTable;
    messages: MessagesTable;
    message_events: MessageEventsTable;
    message_days: MessageDaysTable;
    message_exports: MessageExportsTable;
    message_export_chunks: MessageExportChunksTable;
  }
}
