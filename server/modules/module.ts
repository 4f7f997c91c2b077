import type { FastifyInstance } from 'fastify';
import type { Migration } from 'kysely';
import type { ResourceDeclaration } from '../../contract';
import type { Config } from '../config';
import type { JobKind } from '../jobs/types';
import type { TakeBatch } from '../messaging/brokerQueue';
import type { Subscription } from '../lib/domainEvent';

type Routes = (app: FastifyInstance) => Promise<void>;

/**
 * One server module as the registry lists it: its folder's name, the modules it builds on,
 * what it serves, the tables it owns and the background work it runs.
 */
export interface ServerModule {
  /** The folder under server/modules/. */
  name: string;
  /**
   * The modules whose files it imports, by name: none of them depends back on it, directly
   * or through others (tests/unit/serverModules.test.ts checks both).
   */
  dependsOn: readonly string[];
  /** The declared resources it serves (their menu entries and guards come from them). */
  resources?: readonly ResourceDeclaration[];
  /** Routes under /om/api. */
  routes?: Routes;
  /** Routes the messaging platform calls, under /om/internal, behind OPERATOR_TOKEN. */
  operatorRoutes?: Routes;
  /** Routes of the staff's console, under /om/staff. */
  staffRoutes?: Routes;
  /** Routes a payment provider and its payer call, under /om/pay. */
  payRoutes?: Routes;
  /** Its tables, by migration name (names sort into one order with the core migrations). */
  migrations?: Record<string, Migration>;
  /** The kinds of job it runs, whoever enqueues them. */
  jobs?: readonly JobKind[];
  /** The RabbitMQ queues it consumes when the configuration names a broker for them. */
  brokerQueues?: readonly BrokerQueueConsumer[];
  /** What it does when a lower module tells an event (server/lib/domainEvent.ts). */
  subscriptions?: readonly Subscription[];
}

/** A queue a module takes work from: where it is, and what takes a batch of its messages. */
export interface BrokerQueueConsumer {
  /** The broker's address and the queue's name, or null when this instance consumes none. */
  source: (config: Config) => { url: string; queue: string } | null;
  take: (app: FastifyInstance) => TakeBatch;
}

/** Attaches the modules' subscriptions (a module's handlers then run when its event is told). */
export function attachSubscriptions(modules: readonly ServerModule[]) {
  for (const module of modules)
    for (const subscription of module.subscriptions ?? []) subscription.attach();
}
