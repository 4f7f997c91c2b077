import { z } from 'zod';
import { defineCall } from './call';
import { financialType } from './enums';
import { isoDateTime, idParams } from './list';
import { centsAmount, money, toMicros } from './money';
import { order } from './orders';
import { onFirstUse } from './onFirstUse';

/** Spec section 9: the smallest top-up. */
export const TOP_UP_MINIMUM = '10.00';
export const TOP_UP_MINIMUM_MICROS = toMicros(TOP_UP_MINIMUM);
/** Largest single top-up we accept (keeps amounts far from integer limits and typos out). */
export const TOP_UP_MAXIMUM = '1000000.00';
/** The preset amounts of the top-up screen (USD); Customize takes any other. */
export const TOP_UP_PRESETS = ['50.00', '100.00', '500.00', '1000.00', '2000.00', '5000.00'];

/** Online channels of spec section 2's payment methods. */
export const onlineChannel = onFirstUse(() => z.enum(['card', 'wechat', 'alipay', 'unionpay']));
export type OnlineChannel = z.infer<typeof onlineChannel>;
/** Every payment method of the top-up screen, in its order. */
export const topUpMethod = onFirstUse(() =>
  z.enum(['card', 'wechat', 'alipay', 'unionpay', 'offline', 'balance']),
);
export type TopUpMethod = z.infer<typeof topUpMethod>;

export const ledgerEntry = onFirstUse(() =>
  z.object({
    id: z.string(),
    type: financialType,
    amount: money,
    balanceAfter: money,
    orderId: z.string().nullable(),
    orderNo: z.string().nullable(),
    /** Free text of the writer (the operator's words on an adjustment). */
    note: z.string().nullable(),
    createdAt: isoDateTime,
  }),
);
export type LedgerEntry = z.infer<typeof ledgerEntry>;

/** Financial overview: the figures of the caller's wallet (its entries: the ledger resource). */
export const walletOverview = onFirstUse(() =>
  defineCall({
    method: 'GET',
    path: '/v1/wallet',
    response: z.object({
      accountId: z.string(),
      balance: money,
      creditLimit: money,
      availableLimit: money,
    }),
  }),
);

const bankEntity = onFirstUse(() => z.record(z.string(), z.string()));

/** What the top-up screen needs: presets, minimum, which methods work, bank details. */
export const topUpOptions = onFirstUse(() =>
  defineCall({
    method: 'GET',
    path: '/v1/top-ups/options',
    response: z.object({
      minimum: money,
      presets: z.array(money),
      onlineEnabled: z.boolean(),
      /** The online channels the payment provider can complete (none when online is off). */
      onlineChannels: z.array(onlineChannel),
      payTimeoutMinutes: z.number().int(),
      /** Where to transfer the money; null when offline payment is not offered. */
      offline: z.object({ hongKong: bankEntity, mainland: bankEntity }).nullable(),
    }),
  }),
);

/** A top-up amount: a decimal with at most 2 places, from the minimum to the maximum. */
export const topUpAmount = onFirstUse(() =>
  centsAmount({
    min: TOP_UP_MINIMUM_MICROS,
    max: toMicros(TOP_UP_MAXIMUM),
    minMessage: 'wallet.minimum',
    maxMessage: 'wallet.maximum',
  }),
);

export const topUpCreate = onFirstUse(() =>
  z.object({
    productKey: z.string().min(1).max(64),
    method: topUpMethod,
    amount: topUpAmount,
  }),
);
export type TopUpCreate = z.infer<typeof topUpCreate>;

/** An order as the result screens show it (spec section 2, top-up results). */
export const topUp = onFirstUse(() =>
  z.object({
    order,
    method: topUpMethod,
    productName: z.string(),
    accountName: z.string(),
    accountId: z.string(),
    /** Where to pay an online order (opened in a new window); null otherwise. */
    checkoutUrl: z.string().nullable(),
    /** Unpaid past its time: the order was cancelled. */
    timedOut: z.boolean(),
    expiresAt: isoDateTime.nullable(),
  }),
);
export type TopUp = z.infer<typeof topUp>;

export const createTopUp = onFirstUse(() =>
  defineCall({
    method: 'POST',
    path: '/v1/top-ups',
    body: topUpCreate,
    response: topUp,
  }),
);

/** One top-up order, checked: an online order unpaid past its time is cancelled here. */
export const getTopUp = onFirstUse(() =>
  defineCall({
    method: 'GET',
    path: '/v1/top-ups/:id',
    params: idParams,
    response: topUp,
  }),
);
