import type { z } from 'zod';
import type {
  apiKeyStatus,
  auditStatus,
  certificationState,
  financialType,
  invoiceStatus,
  orderStatus,
  paymentMethod,
  productState,
  subAccountStatus,
  supportedLanguage,
} from '../contract/enums';
import type { apiKeyAccess, apiKeyType } from '../contract/apiKeys';
import type { reviewStatus } from '../contract/review';
import type { callbackMethod, callbackStatus } from '../contract/callbacks';
import { walletForecastEn } from './walletForecast.en_US';
import { catalogueHomeEn } from './catalogueHome.en_US';

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
  apiKeyAccess: { full: 'Full access', read: 'Read-only' } satisfies Labels<typeof apiKeyAccess>,
  reviewStatus: {
    pending: 'Under review',
    approved: 'Approved',
    rejected: 'Rejected',
  } satisfies Labels<typeof reviewStatus>,
  apiKeyType: {
    whatsapp: 'WhatsApp',
    sms: 'SMS',
    otp: 'OTP',
    detection: 'Number detection',
  } satisfies Labels<typeof apiKeyType>,
  callbackMethod: { GET: 'GET', POST: 'POST' } satisfies Labels<typeof callbackMethod>,
  callbackStatus: { active: 'Active', disabled: 'Disabled' } satisfies Labels<
    typeof callbackStatus
  >,
  productState: { activated: 'Activated', unactivated: 'Not activated' } satisfies Labels<
    typeof productState
  >,
  certificationState: {
    not_certified: 'Not certified',
    under_certification: 'Under certification',
    certified: 'Certified',
    certification_failed: 'Certification failed',
  } satisfies Labels<typeof certificationState>,
  // each language named in itself, as pickers of languages do
  supportedLanguage: { en_US: 'English', zh_CN: '简体中文' } satisfies Labels<
    typeof supportedLanguage
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
  usage: 'Usage',
  developer: 'Developer tools',
  apiKey: 'API keys',
  callback: 'Callback addresses',
  account: 'Account',
  info: 'Account information',
  users: 'Account management',
  auditLog: 'Audit log',
  notice: 'Notices',
  pricing: 'Pricing',
};

/** The frame's and home's texts. */
const app = {
  accountMenu: 'Account menu: %{name}',
  wallet: { forecast: walletForecastEn },
  layout: {
    toolbar: 'Shortcuts',
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
};

/**
 * English messages of the signed-in console's frame and of home, loaded with the frame (see
 * i18nProvider.ts) rather than with the login page; every other screen's are in
 * areas.en_US.ts.
 */
export const consoleEn = {
  app,
  menu,
  enums,
  catalogue: catalogueHomeEn,
};

export type ConsoleMessages = typeof consoleEn;
