import { sharedConsoleEn } from './messages.en_US';
import { reviewReasonsEn } from './staffReviews.en_US';
import { profileEn } from './profile.en_US';
import { walletEn } from './wallet.en_US';
import { usageEn } from './usage.en_US';
import { catalogueEn } from './catalogue.en_US';
import { billingEn } from './billing.en_US';
import { billingEnumsEn, billingResourcesEn } from './billingResources.en_US';
import { auditLogEn, auditLogEnumsEn, auditLogResourceEn } from './auditLog.en_US';
import { messageErrorsEn } from './messageLogs.en_US';

/** react-admin resources: `resources.<name>.name|fields|filters`. */
const resources = {
  ...billingResourcesEn,
  'account/audit-log': auditLogResourceEn,
  'billing/order': {
    name: 'Order |||| Order details',
    fields: {
      id: 'Order ID',
      orderNo: 'Order number',
      status: 'Order status',
      auditStatus: 'Audit status',
      tradeTime: 'Trading hours',
      amount: 'Amount (USD)',
      paidAmount: 'Paid-in amount (USD)',
      createdAt: 'Creation time',
      paidAt: 'Payment time',
      paymentMethod: 'Payment method',
      financialType: 'Financial type',
      productKey: 'Product',
      accountNo: 'Account number',
      failureReason: 'Failure reason',
      expiresAt: 'Cancelled if unpaid at',
    },
    filters: {
      createdFrom: 'Created from',
      createdTo: 'Created to',
    },
  },
  'users/accounts': {
    name: 'Sub-account |||| Sub-accounts',
    fields: {
      q: 'Search email, name or phone',
      email: 'Email (login account)',
      name: 'Name',
      phone: 'Phone number',
      roleId: 'Role',
      roleName: 'Role',
      status: 'Status',
      remarks: 'Remarks',
      ownBalance: 'Own wallet balance (USD)',
      createdAt: 'Creation time',
      passwordMode: 'Login password',
      password: 'Password',
      confirmPassword: 'Confirm password',
      products: 'Product authorization',
    },
  },
  'users/roles': {
    name: 'Role |||| Roles',
    fields: {
      name: 'Role name',
      permissions: 'Permissions',
      accountCount: 'Sub-accounts',
      createdAt: 'Creation time',
    },
  },
  'api-key': {
    name: 'API key |||| API keys',
    fields: {
      name: 'Name',
      type: 'Product',
      apiKey: 'API key',
      password: 'API password',
      isDefault: 'Default',
      status: 'Status',
      allowedIps: 'Allowed IPs',
      products: 'Products',
      access: 'Access',
      token: 'Token',
      createdAt: 'Created',
      lastUsedAt: 'Last used',
      lastUsedIp: 'Last used from',
    },
  },
  'api-key/callback-setting': {
    name: 'Callback address |||| Callback addresses',
    fields: {
      name: 'Name',
      channel: 'Product',
      events: 'Events',
      createdAt: 'Creation time',
      url: 'Address',
      method: 'Request mode',
      status: 'Status',
      username: 'Username (optional)',
      key: 'Key',
      authorization: 'Authorization header (optional)',
    },
  },
  notice: {
    name: 'Notice |||| Notices',
    fields: {
      unread: 'Unread only',
      title: 'Title',
      read: 'State',
      publishedAt: 'Published',
    },
  },
};

/** Console pages other than home. */
const app = {
  records: { created: '%{name} created', saved: '%{name} saved', deleted: '%{name} deleted' },
  wallet: walletEn,
  usage: usageEn,
  users: {
    title: 'Account management',
    tabs: { accounts: 'Accounts', roles: 'Roles' },
    actions: 'Actions',
    newAccount: 'New sub-account',
    newRole: 'New role',
    createAccount: 'New sub-account',
    editAccount: 'Edit sub-account',
    createRole: 'New role',
    editRole: 'Edit role',
    edit: 'Edit',
    editNamed: 'Edit %{name}',
    delete: 'Delete',
    deleteNamed: 'Delete %{name}',
    enable: 'Enable',
    disable: 'Disable',
    enableNamed: 'Enable %{name}',
    disableNamed: 'Disable %{name}',
    permissions: 'Permissions',
    permissionsNamed: 'Permissions of %{name}',
    noPermissions: 'No permissions',
    phoneHint: 'With the country code, e.g. +8613800000000',
    password: {
      auto: 'Generate automatically (shown once)',
      custom: 'Set a password',
      hint: '6 to 16 characters with letters, digits and special characters such as !@#$^,_.',
    },
    productsHint: 'Choose the products this sub-account may use and who pays for each.',
    noProducts: 'Your account has not activated any product yet.',
    billingOf: 'Billing method of %{product}',
    billing: {
      independent: 'Independent billing (own wallet)',
      dependent: 'Dependent billing (main account wallet)',
    },
    generatedTitle: 'Login password',
    generatedText:
      'Give this password to the owner of the sub-account. It is shown only this once.',
    copy: 'Copy',
    copied: 'Copied',
    done: 'Done',
    resetPassword: 'Reset password',
    resetContent: 'The sub-account is signed out everywhere and signs in with the new password.',
    confirmDisable: {
      title: 'Disable %{name}?',
      content: 'It is signed out at once and cannot sign in until it is enabled again.',
    },
    confirmEnable: { title: 'Enable %{name}?', content: 'It can sign in again.' },
    confirmDelete: { title: 'Delete %{name}?', content: 'This cannot be undone.' },
    deleteRole: {
      title: 'Delete the role %{name}?',
      inUse:
        'This role is held by %{count} sub-account(s). Choose the role they move to before it is deleted.',
      moveTo: 'Move them to',
      moveAndDelete: 'Move and delete',
      noOtherRole: 'Create another role first, so they have one to move to.',
    },
    savedDone: 'Saved',
    enabledDone: 'The sub-account is enabled',
    disabledDone: 'The sub-account is disabled and signed out',
    permissionTitle: 'Permissions',
    permissionOf: 'Permissions of %{name}',
    permissionHint: 'Each group takes effect at once for every sub-account that holds this role.',
    opens: 'Opens: %{pages}',
    back: 'Back to roles',
    groups: {
      order: { title: 'Order details', description: 'See orders and their details.' },
      bill: {
        title: 'Bill',
        description: 'See bills and their details, and top up the wallet.',
      },
      apiKey: {
        title: 'API key management',
        description: 'Manage API keys, tokens and callback addresses.',
      },
      account: {
        title: 'Account management',
        description: 'Manage sub-accounts and roles, granting at most what this role holds itself.',
      },
      messages: {
        title: 'Messages',
        description: 'See every message sent and received, with its numbers and journey.',
      },
    },
  },
  notice: {
    detailTitle: 'Notice',
    read: 'Read',
    unread: 'Unread',
    markAllRead: 'Mark all as read',
    published: 'Published %{date}',
    back: 'Back to notices',
  },
  list: {
    emptyValue: '—',
    all: 'All',
    emptyMeansAll: 'Leave empty for all',
    moreFilters: 'More filters',
    moreFiltersSet: 'More filters (%{smart_count} set)',
    fewerFilters: 'Fewer filters',
  },
  // what each list is for, shown while it is empty
  emptyLists: {
    'billing/order': 'No orders yet. Each top-up you make is listed here with its payment.',
    'billing/bill':
      "No bills yet. Each month's statement per product, and each paid top-up, is listed here.",
    'billing/bill-details':
      'No usage in these months. The messages you send are listed here by day and country.',
    'billing/invoice': 'No invoice applications yet. Apply for one from your paid orders.',
    'users/accounts':
      'No sub-accounts yet. Add one to let a colleague sign in with only the access you grant.',
    'users/roles': 'No roles yet. A role is a set of permissions you give to sub-accounts.',
    notice: 'No notices yet. News about the platform and your account will appear here.',
    'api-key': 'No API keys yet. Create one to send messages from your own systems.',
    'api-key/callback-setting':
      'No callback addresses yet. Add one to receive delivery receipts on your server.',
    'sender-ids': 'No sender IDs yet. Register one to send SMS under your brand.',
    'message-templates':
      'No message templates yet. Create one to have it reviewed for sending on WhatsApp.',
    'account/audit-log': 'Nothing recorded yet. Changes made in this account will be listed here.',
  },
  // lists whose total stops counting at a cap (issue 8)
  listTotals: {
    capped: '%{offsetBegin}-%{offsetEnd} of %{total}+',
  },
};

/**
 * English messages of the signed-in console's screens other than home, loaded with their
 * screen's chunk (see i18nProvider.ts), so a start on home does not load them.
 */
export const areasEn = {
  ...sharedConsoleEn,
  app,
  enums: { reviewReason: reviewReasonsEn, ...billingEnumsEn, ...auditLogEnumsEn },
  resources,
  profile: profileEn,
  catalogue: catalogueEn,
  billing: billingEn,
  auditLog: auditLogEn,
  messageErrors: messageErrorsEn,
};

export type AreaMessages = typeof areasEn;
