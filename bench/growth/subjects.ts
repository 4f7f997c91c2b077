import { connect } from '../../server/db/connect';
import { describeLoadRow, loadCases } from '../load';
import type { BenchAccounts } from '../seed';
import { messageCases, type Statement } from './messageCases';
import { ensureGrowthSeeded, type SeedingSeconds } from './seedGrowth';
import { ensureMessagesSeeded } from './seedMessages';

/** A case of the growth mode: asked of our server as an account, and maybe of the bare one. */
export interface SubjectCase {
  name: string;
  account: 'typical' | 'large';
  path: string;
  /** The same SQL run by the bare reference on the driver alone (its name gets BARE_QUERY). */
  bareSteps?: Statement[][];
}

/** What a growth run measures: the tables it seeds at each size and the cases it asks. */
export interface GrowthSubject {
  seed: (url: string, rows: number) => Promise<SeedingSeconds>;
  cases: (url: string, accounts: BenchAccounts) => Promise<SubjectCase[]>;
}

/** The suffix of a case's bare query: the reference its ratio is judged against. */
export const BARE_QUERY = ' · bare query';

/** Orders and the large account's screens (usage, audit log, deliveries). */
export const ordersSubject: GrowthSubject = {
  seed: ensureGrowthSeeded,
  cases: async (url, accounts) => {
    const db = connect(url);
    const cases = await loadCases(db, accounts).finally(() => db.destroy());
    return cases.map((each) => ({
      // a deep page's number grows with the account; the case is the same
      name: describeLoadRow(each.row).replace(/ \(page \d+\)/, ''),
      account: each.row.account,
      path: each.path,
    }));
  },
};

/** The message logs: the large account's list, number search, message page and insights. */
export const messagesSubject: GrowthSubject = {
  seed: ensureMessagesSeeded,
  cases: async (url, accounts) =>
    (await messageCases(url, accounts.large.id)).map((each) => ({
      name: each.name,
      account: 'large',
      path: each.path,
      bareSteps: each.bareSteps,
    })),
};
