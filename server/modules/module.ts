import type { FastifyInstance } from 'fastify';
import type { Migration } from 'kysely';
import type { ResourceDeclaration } from '../../contract';

type Routes = (app: FastifyInstance) => Promise<void>;

/** One server module as the registry lists it: what it serves and the tables it owns. */
export interface ServerModule {
  /** The declared resources it serves (their menu entries and guards come from them). */
  resources?: readonly ResourceDeclaration[];
  /** Routes under /om/api. */
  routes?: Routes;
  /** Routes the messaging platform calls, under /om/internal, behind OPERATOR_TOKEN. */
  operatorRoutes?: Routes;
  /** Its tables, by migration name (names sort into one order with the core migrations). */
  migrations?: Record<string, Migration>;
}
