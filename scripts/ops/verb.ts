import type { Config } from '../../server/config';
import type { Db } from '../../server/db/connect';

/** What every operator verb gets: the configured, migrated database. */
export interface OpsContext {
  db: Db;
  config: Config;
}

/**
 * One operator command (`npm run ops -- <name> …`). A verb is one file under scripts/ops/
 * and one line in scripts/ops/index.ts. `run` throws an `OpsUsageError` for bad arguments.
 */
export interface OpsVerb {
  name: string;
  /** One line for the verb list. */
  summary: string;
  /** The arguments, shown on `--help` and after a usage error. */
  usage: string;
  run(args: string[], context: OpsContext): Promise<void>;
}

/** Bad arguments: the runner prints the message and the verb's usage, and exits 2. */
export class OpsUsageError extends Error {}
