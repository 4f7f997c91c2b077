import type { Language, PermissionGroup, ResourceDeclaration } from '../../contract';
import type { Config } from '../config';
import type { Db } from '../db/connect';
import type { MessageSender } from '../messaging';

/** Who is calling: set by the auth guard on every route that needs a session. */
export interface AuthContext {
  sessionId: string;
  accountId: string;
  /** The main account whose data the caller works on (itself for a main account). */
  mainId: string;
  isMain: boolean;
  permissions: PermissionGroup[];
  language: Language;
}

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
    config: Config;
    /** Where every email and SMS goes (outbox by default, SMTP when configured). */
    messages: MessageSender;
    /** The declared resources served (modules/registry.ts): menus follow them. */
    resources: readonly ResourceDeclaration[];
  }
  interface FastifyRequest {
    auth: AuthContext | null;
  }
}
