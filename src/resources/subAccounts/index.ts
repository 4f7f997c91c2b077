import { subAccountStatus } from '../../../contract/enums';
import {
  createSubAccount,
  deleteSubAccount,
  getSubAccount,
  listSubAccounts,
  updateSubAccount,
} from '../../../contract/subAccounts';
import { defineResource } from '../define';

/**
 * Sub-accounts (spec section 3): the accounts tab of account management (/users). The list
 * adds actions (enable/disable, reset password, delete) to the generated columns.
 */
export const subAccounts = defineResource({
  name: 'users/accounts',
  permission: 'account',
  api: {
    list: listSubAccounts,
    one: getSubAccount,
    create: createSubAccount,
    update: updateSubAccount,
    remove: deleteSubAccount,
  },
  recordRepresentation: 'email',
  views: { list: () => import('./SubAccountList'), create: false },
  fields: [
    { source: 'q', kind: 'text', filter: true, show: false },
    { source: 'email', kind: 'text', list: true },
    { source: 'name', kind: 'text', list: true },
    { source: 'phone', kind: 'text', list: true },
    { source: 'roleName', kind: 'text', list: true },
    {
      source: 'status',
      kind: 'enum',
      enum: 'subAccountStatus',
      values: subAccountStatus.options,
      colors: { active: 'success', disabled: 'default' },
      list: true,
      filter: true,
    },
    { source: 'remarks', kind: 'text', list: true },
    { source: 'ownBalance', kind: 'money' },
    { source: 'createdAt', kind: 'datetime', list: true },
  ],
});
