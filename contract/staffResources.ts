import {
  STAFF_ACCOUNT_STATUSES,
  STAFF_ROLES,
  staffAccountSearch,
  staffUserCreate,
  staffUserList,
} from './staff';
import { MESSAGE_TYPES } from './bills';
import { messageStatus } from './messageStatus';
import { staffMessageJourney, staffMessageSearch } from './staffMessages';
import { staffPriceList } from './staffMoney';
import {
  STAFF_AUDIT_ACTIONS,
  staffAuditLog,
  staffDisabledCallbacks,
  staffJobList,
  staffNoticeList,
  staffNoticePublish,
} from './staffOperations';
import { declareResource } from './resource';

/**
 * The staff console's lists beyond the review queues, declared as the customers' are: the
 * menu, the access check (roles, admin always) and the generated views read these. Their
 * calls are the hand-written staff calls; what a screen adds (an account's page, row
 * actions) is a view of the console's own.
 */
const menu = (group: string, key: string, order: number) => ({ group, key, order });

export const staffAccountsResource = declareResource({
  name: 'accounts',
  audience: 'staff',
  roles: staffAccountSearch.roles,
  permission: null,
  menu: menu('accounts', 'accounts', 10),
  api: { list: staffAccountSearch },
  recordRepresentation: 'email',
  fields: [
    // the one search box: email, phone, company, account id or order number
    { source: 'q', kind: 'text', filter: true, show: false },
    { source: 'email', kind: 'text', list: true },
    { source: 'name', kind: 'text', list: 'desktop' },
    { source: 'company', kind: 'text', list: 'desktop' },
    { source: 'phone', kind: 'text', list: 'wide' },
    {
      source: 'status',
      kind: 'enum',
      enum: 'staffAccountStatus',
      values: STAFF_ACCOUNT_STATUSES,
      colors: { pending: 'default', active: 'success', disabled: 'default', suspended: 'error' },
      list: 'desktop',
    },
    { source: 'createdAt', kind: 'datetime', list: 'wide', sort: true },
  ],
});

export const staffUsersResource = declareResource({
  name: 'staff-users',
  audience: 'staff',
  roles: staffUserList.roles,
  permission: null,
  menu: menu('admin', 'staffUsers', 10),
  api: { list: staffUserList, create: staffUserCreate },
  recordRepresentation: 'email',
  fields: [
    { source: 'email', kind: 'text', list: true },
    { source: 'name', kind: 'text', list: 'desktop' },
    { source: 'role', kind: 'enum', enum: 'staffRole', values: STAFF_ROLES, list: true },
    {
      source: 'disabled',
      kind: 'boolean',
      list: 'desktop',
    },
    { source: 'lastSignInAt', kind: 'datetime', list: 'wide' },
    { source: 'createdAt', kind: 'datetime', list: 'wide', sort: true },
  ],
});

export const staffPricesResource = declareResource({
  name: 'prices',
  audience: 'staff',
  roles: staffPriceList.roles,
  permission: null,
  menu: menu('money', 'prices', 20),
  api: { list: staffPriceList },
  fields: [
    { source: 'productKey', kind: 'text', filter: true },
    { source: 'productName', kind: 'text', list: true },
    { source: 'countryCode', kind: 'text', filter: true, list: true },
    { source: 'country', kind: 'text', list: 'desktop' },
    {
      source: 'messageType',
      kind: 'enum',
      enum: 'messageType',
      values: MESSAGE_TYPES,
      filter: true,
      list: true,
    },
    { source: 'price', kind: 'money', unitPrice: true, list: true },
    { source: 'scheduled', kind: 'text', list: 'desktop' },
  ],
});

export const staffNoticesResource = declareResource({
  name: 'notices',
  audience: 'staff',
  roles: staffNoticeList.roles,
  permission: null,
  menu: menu('admin', 'notices', 20),
  api: { list: staffNoticeList, create: staffNoticePublish },
  recordRepresentation: 'title',
  fields: [
    { source: 'title', kind: 'text', list: true },
    { source: 'titleZh', kind: 'text', list: 'desktop' },
    { source: 'publishedAt', kind: 'datetime', list: true, sort: true },
  ],
});

export const staffJobsResource = declareResource({
  name: 'jobs',
  audience: 'staff',
  roles: staffJobList.roles,
  permission: null,
  menu: menu('operations', 'jobs', 10),
  api: { list: staffJobList },
  fields: [
    { source: 'kind', kind: 'text', filter: true, list: true },
    {
      source: 'state',
      kind: 'enum',
      enum: 'jobState',
      values: ['pending', 'running', 'failed'],
      colors: { pending: 'default', running: 'info', failed: 'error' },
      filter: true,
      list: true,
    },
    { source: 'attempts', kind: 'text', align: 'right', list: 'desktop' },
    { source: 'runAt', kind: 'datetime', list: 'desktop', sort: true },
    { source: 'lastError', kind: 'text', list: 'wide' },
  ],
});

export const staffDisabledCallbacksResource = declareResource({
  name: 'disabled-callbacks',
  audience: 'staff',
  roles: staffDisabledCallbacks.roles,
  permission: null,
  menu: menu('operations', 'disabledCallbacks', 20),
  api: { list: staffDisabledCallbacks },
  recordRepresentation: 'url',
  fields: [
    { source: 'name', kind: 'text', list: true },
    { source: 'url', kind: 'text', list: 'desktop' },
    { source: 'accountEmail', kind: 'text', list: 'desktop' },
    { source: 'disabledAt', kind: 'datetime', list: 'wide', sort: true },
  ],
});

export const staffAuditLogResource = declareResource({
  name: 'staff-audit-log',
  audience: 'staff',
  roles: staffAuditLog.roles,
  permission: null,
  menu: menu('operations', 'staffAuditLog', 30),
  api: { list: staffAuditLog },
  fields: [
    {
      source: 'createdAt',
      kind: 'datetime',
      list: true,
      sort: true,
      filter: { from: 'createdFrom', to: 'createdTo' },
    },
    { source: 'staffEmail', kind: 'text', list: 'desktop' },
    {
      source: 'action',
      kind: 'enum',
      enum: 'staffAuditAction',
      values: STAFF_AUDIT_ACTIONS,
      filter: true,
      list: true,
    },
    { source: 'accountId', kind: 'text', filter: true, list: 'desktop' },
    { source: 'staffUserId', kind: 'text', filter: true, show: false },
    { source: 'target', kind: 'text', list: 'wide' },
    { source: 'ip', kind: 'text', list: 'wide' },
  ],
});

/** Every staff list beyond the queues, in menu order. */
export const STAFF_CONSOLE_RESOURCES = [
  staffAccountsResource,
  staffPricesResource,
  staffUsersResource,
  staffNoticesResource,
  staffJobsResource,
  staffDisabledCallbacksResource,
  staffAuditLogResource,
] as const;

/** Support's search for a message of any account; a row opens its journey. */
export const staffMessageSearchResource = declareResource({
  name: 'message-search',
  audience: 'staff',
  roles: staffMessageSearch.roles,
  permission: null,
  menu: menu('accounts', 'messageSearch', 20),
  api: { list: staffMessageSearch, one: staffMessageJourney },
  recordRepresentation: 'id',
  fields: [
    // the one search box: a message id, or a number as typed
    { source: 'q', kind: 'text', filter: true, show: false },
    { source: 'createdAt', kind: 'datetime', list: true },
    { source: 'to', kind: 'text', list: true },
    { source: 'email', kind: 'text', list: 'desktop' },
    { source: 'productName', kind: 'text', list: 'desktop' },
    {
      source: 'status',
      kind: 'enum',
      enum: 'messageStatus',
      values: messageStatus.options,
      list: true,
    },
    { source: 'id', kind: 'text', list: 'wide' },
  ],
});
