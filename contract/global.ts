import { z } from 'zod';
import { defineCall } from './call';
import { accountType, certificationState } from './enums';
import { isoDateTime } from './list';
import { menus } from './menus';
import { money } from './money';
import { permissionGroup } from './permissions';
import { onFirstUse } from './onFirstUse';

/** The five global calls of spec section 7, at their exact paths. */
export const googleClientId = onFirstUse(() =>
  defineCall({
    method: 'GET',
    path: '/v1/user/google/clientId',
    auth: false,
    response: z.string(),
  }),
);

export const wallet = onFirstUse(() =>
  z.object({
    balance: money,
    creditLimit: money,
    availableLimit: money,
  }),
);

export const baseInfo = onFirstUse(() =>
  z.object({
    id: z.string(),
    email: z.string(),
    phone: z.string().nullable(),
    name: z.string(),
    corporateName: z.string().nullable(),
    accountType,
    isMain: z.boolean(),
    mainAccountId: z.string(),
    roleName: z.string().nullable(),
    permissionGroups: z.array(permissionGroup),
    certificationState,
    wallet,
    createdAt: isoDateTime,
  }),
);
export type BaseInfo = z.infer<typeof baseInfo>;

export const accountBasic = onFirstUse(() =>
  defineCall({
    method: 'GET',
    path: '/v1/account/basic',
    response: baseInfo,
  }),
);

export const activatedProducts = onFirstUse(() =>
  defineCall({
    method: 'GET',
    path: '/v1/product/config/actlist',
    response: z.object({ activity_product_list: z.array(z.string()) }),
  }),
);

export const authorityMenus = onFirstUse(() =>
  defineCall({
    method: 'GET',
    path: '/v1/account/authority/menus',
    response: menus,
  }),
);

export const productCategory = onFirstUse(() => z.enum(['whatsapp', 'sms', 'otp', 'detection']));

export const product = onFirstUse(() =>
  z.object({
    /** Numeric-string identifier (spec section 9). */
    id: z.string(),
    key: z.string(),
    category: productCategory,
    name: z.string(),
    introduction: z.string(),
    docUrl: z.string(),
  }),
);
export type Product = z.infer<typeof product>;

export const productConfig = onFirstUse(() =>
  defineCall({
    method: 'GET',
    path: '/v1/product/config/get',
    response: z.array(product),
  }),
);
