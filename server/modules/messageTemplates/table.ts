/** The module's table, added to the database's type where the module is. */
export interface MessageTemplatesTable {
  id: string;
  main_id: string;
  name: string;
  language: string;
  category: string;
  body: string;
  status: string;
  review_note: string | null;
  /** Why it was rejected, as a code (contract/staffReviews.ts); `review_note` adds to it. */
  review_reason: string | null;
  created_at: number;
}

declare module '../../db/schema' {
  interface Database {
    message_templates: MessageTemplatesTable;
  }
}
