import { z } from 'zod';
import { auditLog } from './auditLog';
import { callback } from './callbacks';
import { idParams, isoDateTime, listOf, listQuery } from './list';
import { centsAmount, money, toMicros } from './money';
import { onFirstUse } from './onFirstUse';
import { order } from './orders';
import { defineStaffCall, staffAccount } from './staff';
import { ledgerEntry } from './wallet';

/** How many orders an account's page shows; the customer's order list has the rest. */
export const STAFF_RECENT_ORDERS = 20;
/** The window of an address's delivery health on an account's page. */
export const DELIVERY_HEALTH_DAYS = 7;
/** The largest adjustment or credit limit staff may set at once (a guard against typos). */
export const STAFF_AMOUNT_MAXIMUM = '1000000.00';

/** An amount staff type: USD with at most 2 places, up to the maximum; `positive`: above 0. */
const staffAmount = (positive: boolean) =>
  centsAmount({
    min: positive ? toMicros('0.01') : 0,
    max: toMicros(STAFF_AMOUNT_MAXIMUM),
    minMessage: 'staff.errors.amountPositive',
    maxMessage: 'staff.errors.amountMaximum',
  });

/** Why staff did it: required, shown in the customer's ledger and both audit logs. */
export const staffReason = onFirstUse(() =>
  z.string().trim().min(1, { message: 'validation.required' }).max(500),
);

export const staffAccountProduct = onFirstUse(() =>
  z.object({ key: z.string(), name: z.string(), activatedAt: isoDateTime }),
);

export const staffSubAccount = onFirstUse(() =>
  z.object({
    id: z.string(),
    email: z.string(),
    name: z.string(),
    status: z.string(),
    createdAt: isoDateTime,
  }),
);

/** A callback address with its delivery health over the last `DELIVERY_HEALTH_DAYS` days. */
export const staffCallbackHealth = onFirstUse(() =>
  callback.pick({ id: true, name: true, url: true, status: true, disabledAt: true }).extend({
    succeeded: z.number().int().min(0),
    failed: z.number().int().min(0),
    failingSince: isoDateTime.nullable(),
  }),
);

export const staffWallet = onFirstUse(() =>
  z.object({ balance: money, creditLimit: money, availableLimit: money }),
);

/** Everything an account's page shows at once; its ledger and audit log are paged apart. */
export const staffAccountPage = onFirstUse(() =>
  defineStaffCall({
    method: 'GET',
    path: '/v1/accounts/:id',
    roles: ['support', 'finance'],
    params: idParams,
    response: z.object({
      account: staffAccount.extend({
        language: z.string(),
        certificationState: z.string(),
        /** Disabled by the platform: no one in the account can sign in or call the API. */
        suspended: z.boolean(),
      }),
      products: z.array(staffAccountProduct),
      wallet: staffWallet,
      subAccounts: z.array(staffSubAccount),
      recentOrders: z.array(order),
      callbacks: z.array(staffCallbackHealth),
    }),
  }),
);

export const staffAccountLedger = onFirstUse(() =>
  defineStaffCall({
    method: 'GET',
    path: '/v1/accounts/:id/ledger',
    roles: ['support', 'finance'],
    params: idParams,
    query: listQuery(['createdAt'], 'createdAt'),
    response: listOf(ledgerEntry),
  }),
);

/** The customer's own audit log, with the filters the customer's screen has. */
export const staffAccountAuditLog = onFirstUse(() =>
  defineStaffCall({
    method: 'GET',
    path: '/v1/accounts/:id/audit-log',
    roles: ['support'],
    params: idParams,
    query: auditLog.api.list.query,
    response: auditLog.api.list.response,
  }),
);

const suspension = onFirstUse(() => z.object({ reason: staffReason }));
const suspended = onFirstUse(() => z.object({ suspended: z.boolean() }));

/** Disables the account and its sub-accounts: their sessions end, sign-in is refused. */
export const staffAccountDisable = onFirstUse(() =>
  defineStaffCall({
    method: 'POST',
    path: '/v1/accounts/:id/disable',
    roles: ['admin'],
    params: idParams,
    body: suspension,
    response: suspended,
  }),
);

/** Lifts a disable: each account of it gets back the state it had before. */
export const staffAccountEnable = onFirstUse(() =>
  defineStaffCall({
    method: 'POST',
    path: '/v1/accounts/:id/enable',
    roles: ['admin'],
    params: idParams,
    body: suspension,
    response: suspended,
  }),
);

export const staffCreditLimitSet = onFirstUse(() =>
  defineStaffCall({
    method: 'PUT',
    path: '/v1/accounts/:id/credit-limit',
    roles: ['finance'],
    params: idParams,
    body: z.object({ creditLimit: staffAmount(false), reason: staffReason }),
    response: staffWallet,
  }),
);

export const adjustmentDirection = onFirstUse(() => z.enum(['credit', 'debit']));

/**
 * A wallet adjustment through the ledger (an `adjust` entry whose note is the reason). A debit
 * may not take the available limit (balance + credit limit) below zero: 402, nothing written.
 */
export const staffWalletAdjust = onFirstUse(() =>
  defineStaffCall({
    method: 'POST',
    path: '/v1/accounts/:id/adjustments',
    roles: ['finance'],
    params: idParams,
    body: z.object({
      direction: adjustmentDirection,
      amount: staffAmount(true),
      reason: staffReason,
    }),
    response: z.object({ entry: ledgerEntry, wallet: staffWallet }),
  }),
);
