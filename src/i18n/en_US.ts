import englishMessages from 'ra-language-english';
import type { z } from 'zod';
import type {
  accountType,
  apiKeyStatus,
  auditStatus,
  certificationState,
  financialType,
  invoiceStatus,
  orderStatus,
  paymentMethod,
  productState,
  subAccountStatus,
} from '../../contract/enums';
import { sharedEn } from './messages.en_US';

type Labels<E extends z.ZodEnum> = Record<z.infer<E>, string>;

/** Enum values of spec section 4, shown as chips and filter choices. */
const enums = {
  orderStatus: {
    paid: 'Paid',
    pending: 'Pending',
    unpaid: 'Unpaid',
    cancel: 'Cancelled',
    failed: 'Failed',
  } satisfies Labels<typeof orderStatus>,
  auditStatus: {
    pending: 'Pending review',
    pass: 'Approved',
    refused: 'Refused',
    none: 'No review needed',
    reviewed: 'Reviewed',
  } satisfies Labels<typeof auditStatus>,
  paymentMethod: {
    online: 'Online payment',
    offline: 'Offline payment',
    balance: 'Balance payment',
  } satisfies Labels<typeof paymentMethod>,
  financialType: {
    top_up: 'Top-up',
    deduction: 'Deduction',
    transfer: 'Transfer',
    adjust: 'Adjustment',
  } satisfies Labels<typeof financialType>,
  invoiceStatus: {
    processing: 'Processing',
    invoicing: 'Invoicing',
    invoiced: 'Invoiced',
    rejected: 'Rejected',
    revoked: 'Revoked',
    billing_failure: 'Billing failure',
  } satisfies Labels<typeof invoiceStatus>,
  subAccountStatus: { active: 'Active', disabled: 'Disabled' } satisfies Labels<
    typeof subAccountStatus
  >,
  apiKeyStatus: { open: 'Open', close: 'Closed' } satisfies Labels<typeof apiKeyStatus>,
  productState: { activated: 'Activated', unactivated: 'Not activated' } satisfies Labels<
    typeof productState
  >,
  certificationState: {
    not_certified: 'Not certified',
    under_certification: 'Under certification',
    certified: 'Certified',
    certification_failed: 'Certification failed',
  } satisfies Labels<typeof certificationState>,
  accountType: { corporate: 'Corporate', individual: 'Individual' } satisfies Labels<
    typeof accountType
  >,
};

/** Labels of the server's menu entries (contract/menus.ts MENU_TREE keys). */
const menu = {
  home: 'Home',
  moreApis: 'More APIs',
  financial: 'Financial',
  topUp: 'Top-up',
  order: 'Order details',
  bill: 'Bill',
  developer: 'Developer tools',
  apiKey: 'API keys',
  callback: 'Callback addresses',
  account: 'Account',
  info: 'Account information',
  users: 'Account management',
  notice: 'Notices',
  pricing: 'Pricing',
};

/** react-admin resources: `resources.<name>.name|fields|filters`. */
const resources = {
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
    },
    filters: {
      createdFrom: 'Created from',
      createdTo: 'Created to',
    },
  },
};

/** Console pages, layout and error screens. */
const app = {
  title: 'Console',
  language: { label: 'Language', en_US: 'EN', zh_CN: '中文' },
  layout: {
    toolbar: 'Shortcuts',
  },
  login: {
    title: 'Sign in',
    subtitle: 'Welcome back. Sign in to manage your products, wallet and orders.',
    account: 'Email or phone',
    accountHint: 'e.g. name@company.com or +8613800000000',
    password: 'Password',
    submit: 'Sign in',
  },
  home: {
    title: 'Home',
    account: 'Account',
    name: 'Name',
    email: 'Email',
    phone: 'Phone',
    accountType: 'Account type',
    certification: 'Certification',
    role: 'Role',
    mainAccount: 'Main account',
    wallet: 'Wallet',
    balance: 'Balance (USD)',
    creditLimit: 'Credit limit (USD)',
    availableLimit: 'Available limit (USD)',
    products: 'Products',
    activated: 'Activated products',
    unactivated: 'Unactivated products',
    noProducts: 'None',
    docs: 'API docs',
    notAvailable: 'Not available',
  },
  list: {
    emptyValue: '—',
  },
  errors: {
    route: {
      title: 'Something went wrong',
      description: 'This page could not be displayed because of an error.',
      back: 'Go Back',
    },
    crash: { title: 'Whoa, Page is Crashing.', back: 'Go Back' },
    missing: { title: 'Whoa, Page does not exist.', home: 'Go Home' },
    unexpected: { title: 'Unexpected Application Error' },
    noAccess: {
      title: 'No access',
      description:
        'Your account is not allowed to open this page. Ask your main account for access.',
      home: 'Go Home',
    },
    chunk: { reload: 'Reload' },
  },
};

/** English messages: the source of truth every other language is typed against. */
const en = {
  ...englishMessages,
  ...sharedEn,
  app,
  menu,
  enums,
  resources,
};

export type Messages = typeof en;
export default en;
