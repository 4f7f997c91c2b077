/** The module's table, added to the database's type where the module is. */
export interface AuditLogTable {
  id: string;
  main_id: string;
  actor_id: string;
  /** The actor's email when it acted (a deleted sub-account is still named). */
  actor: string;
  action: string;
  resource: string;
  resource_id: string | null;
  ip: string;
  user_agent: string;
  /** JSON of the record's fields before and after; null where there was none. */
  before_values: string | null;
  after_values: string | null;
  created_at: number;
}

declare module '../../db/schema' {
  interface Database {
    audit_log: AuditLogTable;
  }
}
