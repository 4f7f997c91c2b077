import { z } from 'zod';
import { cappedListOf, idParams, listQuery } from './list';
import { messageDetail, messageRecord } from './messageLogs';
import { onFirstUse } from './onFirstUse';
import { defineStaffCall } from './staff';

/** A number search across every account needs this many digits, so it stays a narrow range. */
export const STAFF_NUMBER_MIN_DIGITS = 8;

/**
 * Whose message it is (the account the platform named and its main account), and its
 * product's name in the staff member's language.
 */
export const staffMessageAccount = onFirstUse(() =>
  z.object({
    accountId: z.string(),
    mainId: z.string(),
    email: z.string(),
    productName: z.string(),
  }),
);

/**
 * Messages of any account found by `q`: a message id, or a recipient's number as typed
 * (`+55 11 98765-4321`, at least 8 digits: every number starting with them), newest first.
 * Each search is written to the staff audit log.
 */
export const staffMessageSearch = onFirstUse(() =>
  defineStaffCall({
    method: 'GET',
    path: '/v1/messages',
    roles: ['support'],
    query: listQuery(['createdAt'], 'createdAt').extend({
      q: z.string().trim().max(64).default(''),
    }),
    response: cappedListOf(messageRecord.extend(staffMessageAccount.shape)),
  }),
);

/**
 * One message of any account: the journey the customer's message page shows, and whose it is;
 * never its body. Each look is written to the staff audit log.
 */
export const staffMessageJourney = onFirstUse(() =>
  defineStaffCall({
    method: 'GET',
    path: '/v1/messages/:id',
    roles: ['support'],
    params: idParams,
    response: messageDetail.omit({ body: true }).extend(staffMessageAccount.shape),
  }),
);
