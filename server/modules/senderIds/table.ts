/** The module's table, added to the database's type where the module is. */
export interface SenderIdsTable {
  id: string;
  main_id: string;
  name: string;
  /** The name in lower case: one registration per name per account. */
  name_key: string;
  /** Country codes between commas: ",GB,US," (a filter matches one whole). */
  countries: string;
  use_case: string;
  status: string;
  review_note: string | null;
  /** Why it was rejected, as a code (contract/staffReviews.ts); `review_note` adds to it. */
  review_reason: string | null;
  created_at: number;
}

declare module '../../db/schema' {
  interface Database {
    sender_ids: SenderIdsTable;
  }
}
