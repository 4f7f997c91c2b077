import { financialType } from './enums';
import { declareCrudResource } from './resource';
import { ledgerEntry } from './wallet';

/**
 * The wallet's ledger (`/billing/ledger`): every change of the balance the caller spends from,
 * read-only, newest first; filtered by type, days and order number.
 */
export const walletLedger = declareCrudResource({
  name: 'billing/ledger',
  path: '/v1/wallet/entries',
  permission: 'bill',
  menu: { group: 'financial', key: 'ledger', order: 15 },
  record: ledgerEntry,
  defaultSort: { field: 'createdAt', order: 'desc' },
  fields: [
    {
      source: 'createdAt',
      kind: 'datetime',
      list: true,
      sort: true,
      filter: { from: 'createdFrom', to: 'createdTo' },
    },
    {
      source: 'type',
      kind: 'enum',
      enum: 'financialType',
      values: financialType.options,
      list: true,
      filter: true,
    },
    { source: 'amount', kind: 'money', list: true },
    { source: 'balanceAfter', kind: 'money', list: 'desktop' },
    { source: 'orderNo', kind: 'text', filter: true },
    { source: 'note', kind: 'text', list: true },
  ],
});
