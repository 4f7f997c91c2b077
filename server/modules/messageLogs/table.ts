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
  }
}
