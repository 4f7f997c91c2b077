import { subAccountsResource } from '../../../contract/subAccounts';
import { defineResource } from '../define';

/** The console's side of the declaration: the screens it adds. */
export const subAccounts = defineResource({
  ...subAccountsResource,
  views: { list: () => import('./SubAccountList'), create: false },
});
