import { z } from 'zod';
import { defineCall, type ApiCall } from './call';
import { cappedListOf, dateOrDateTime, idParams, listQuery } from './list';
import { onFirstUse } from './onFirstUse';
import type { Language } from './constants';
import type { PermissionGroup } from './permissions';
import type { StaffRole } from './staff';

/**
 * A resource declared once. The console builds its menu entry, access check, data provider
 * and views from it; the server registers its calls with the declared guard; the tests walk
 * every declaration (see docs/extending.md).
 */

/** Colours a chip can take (MUI Chip's palette). */
export type ChipColor =
  'default' | 'primary' | 'secondary' | 'error' | 'info' | 'success' | 'warning';

/**
 * Value lists that reference fields show names from: products and countries (the console
 * fills them), or the records of another declared resource, by its `name`.
 */
export type LookupName = 'product' | 'country' | { resource: string };

interface FieldBase {
  /** Record property, also the message key `resources.<name>.fields.<source>`. */
  source: string;
  /**
   * A column of the list: always (`true`: what identifies a row, its amount, its state), from a
   * tablet's width (`desktop`, 600 px), or on wide screens only (`wide`, 1600 px), so a list fits
   * its screen. A column that leaves is one the record shows elsewhere (its show view or edit
   * screen), or a secondary one (when it was created).
   */
  list?: boolean | 'desktop' | 'wide';
  /**
   * A row of the show view (default: yes, the show view shows every field); `whenSet` only for
   * records that have a value (an unpaid order's payment deadline).
   */
  show?: boolean | 'whenSet';
  /** Right-aligned in the list (money always is): counts, quantities. */
  align?: 'right';
  /** The list call sorts by it. */
  sort?: boolean;
  /** How a form edits it, where the schema's type alone does not say (default: by type). */
  input?: 'multiline' | 'number' | 'date';
}

export type FieldDef =
  /**
   * `filter`: the list call matches part of the text, case-insensitively. `number`: a number
   * people read out (an order's, a bill's), shown whole in a table rather than cut.
   */
  | (FieldBase & { kind: 'text'; filter?: boolean; number?: boolean })
  /** Amounts show 2 decimals; a unit price keeps up to 6. */
  | (FieldBase & { kind: 'money'; unitPrice?: boolean })
  | (FieldBase & { kind: 'boolean'; filter?: boolean })
  /** `filter` names the two query keys of a date range (from, to; both days inclusive). */
  | (FieldBase & { kind: 'datetime'; filter?: { from: string; to: string } })
  | (FieldBase & {
      kind: 'enum';
      /** Labels come from `enums.<enum>.<value>`. */
      enum: string;
      values: readonly string[];
      /** States get coloured chips; an enum without colours shows as plain text. */
      colors?: Partial<Record<string, ChipColor>>;
      filter?: boolean;
    })
  /**
   * A value (or list of values) shown by the name a lookup gives it. `emptyMeansAll`: no value
   * means every one (an alert on any product), shown as "All".
   */
  | (FieldBase & {
      kind: 'reference';
      lookup: LookupName;
      many?: boolean;
      filter?: boolean;
      emptyMeansAll?: boolean;
    });

export type FieldKind = FieldDef['kind'];

/** Where a resource sits in the sidebar: a group of the menu tree and its order in it. */
export interface MenuPlace {
  /** The sidebar group (`financial`, `developer`, `account`). */
  group: string;
  /** The entry's key: its label is the message `menu.<key>`. */
  key: string;
  /** Position among the group's entries (the fixed entries count 10, 20, 30…). */
  order: number;
}

export interface ResourceApiCalls {
  list?: ApiCall;
  one?: ApiCall;
  create?: ApiCall;
  update?: ApiCall;
  remove?: ApiCall;
}

/** Who uses a resource: the customers' console (the default) or the platform's staff console. */
export type Audience = 'customer' | 'staff';

export interface ResourceDeclaration {
  /** The route under /control (and the menu entry's path), and `resources.<name>` messages. */
  name: string;
  /** 'staff': its calls are staff calls (under /om/staff) and `roles` may use it. */
  audience?: Audience;
  /** Staff roles that may use it (admin always may); staff resources only. */
  roles?: readonly StaffRole[];
  /** The permission group every call needs; null: any signed-in account. */
  permission: PermissionGroup | null;
  menu?: MenuPlace;
  api: ResourceApiCalls;
  fields: readonly FieldDef[];
  /** Field naming a record in titles and confirmations. */
  recordRepresentation?: string;
  /**
   * Messages of the resource's own rules (`validation.<key>`) and refusals (`errors.<key>`),
   * which the server answers and the console's forms show alike.
   */
  ruleMessages?: Record<Language, RuleMessages>;
}

export interface RuleMessages {
  validation?: Record<string, string>;
  errors?: Record<string, string>;
}

/** The menu path of a declared resource: its route under /control. */
export const menuPathOf = (resource: Pick<ResourceDeclaration, 'name'>) => `/${resource.name}`;

/** Declares a resource whose calls are written by hand (their schemas say more than fields). */
export const declareResource = <const D extends ResourceDeclaration>(declaration: D): D =>
  declaration;

type Shape = Record<string, z.ZodType>;

/** The list call's filters, one per declared filter: a part of a text, a value, a date range. */
function filterShape(fields: readonly FieldDef[]): Shape {
  const shape: Shape = {};
  for (const field of fields) {
    if (field.kind === 'money' || !field.filter) continue;
    switch (field.kind) {
      case 'text':
      case 'reference':
        shape[field.source] = z.string().trim().max(100).optional();
        break;
      case 'enum':
        shape[field.source] = z.enum(field.values as [string, ...string[]]).optional();
        break;
      case 'boolean':
        shape[field.source] = z.enum(['true', 'false']).optional();
        break;
      case 'datetime':
        shape[field.filter.from] = dateOrDateTime.optional();
        shape[field.filter.to] = dateOrDateTime.optional();
        break;
    }
  }
  return shape;
}

type Body = z.ZodObject | undefined;

interface CrudInput<R extends z.ZodObject, C extends Body, U extends Body, X extends boolean> {
  name: string;
  audience?: Audience;
  /** A staff resource's roles, given to each of its calls. */
  roles?: readonly StaffRole[];
  /** The API path of the collection, e.g. `/v1/sender-ids`; one record is `<path>/:id`. */
  path: string;
  permission: PermissionGroup | null;
  menu?: MenuPlace;
  record: R;
  fields: readonly FieldDef[];
  defaultSort: { field: string; order: 'asc' | 'desc' };
  create?: C;
  update?: U;
  remove?: X;
  recordRepresentation?: string;
  ruleMessages?: ResourceDeclaration['ruleMessages'];
}

type IdParams = typeof idParams;
type ListQuery = ReturnType<typeof listQuery<Sortable>>;

/** The calls of a CRUD resource, each present only when declared (so handlers must match). */
interface CrudCalls<R extends z.ZodObject, C extends Body, U extends Body, X extends boolean> {
  list: {
    method: 'GET';
    path: string;
    query: ListQuery;
    response: ReturnType<typeof cappedListOf<R>>;
  };
  one: { method: 'GET'; path: string; params: IdParams; response: R };
  create: C extends z.ZodObject
    ? { method: 'POST'; path: string; body: C; response: R }
    : undefined;
  update: U extends z.ZodObject
    ? { method: 'PUT'; path: string; params: IdParams; body: U; response: R }
    : undefined;
  remove: X extends true
    ? { method: 'DELETE'; path: string; params: IdParams; response: R }
    : undefined;
}

type Sortable = readonly [string, ...string[]];

/**
 * Declares a resource with the usual calls: list (paged, sorted and filtered by the declared
 * fields), one, and the create, update and delete it asks for.
 */
export function declareCrudResource<
  R extends z.ZodObject,
  C extends Body = undefined,
  U extends Body = undefined,
  X extends boolean = false,
>(input: CrudInput<R, C, U, X>) {
  const sortable = input.fields.filter((field) => field.sort).map((field) => field.source);
  if (!sortable.includes(input.defaultSort.field)) sortable.unshift(input.defaultSort.field);
  // typed as the paging part: handlers read the declared filters by name (ListParams)
  const query = onFirstUse(() =>
    listQuery(sortable as unknown as Sortable, input.defaultSort.field)
      .extend({ order: z.enum(['asc', 'desc']).default(input.defaultSort.order) })
      .extend(filterShape(input.fields)),
  ) as unknown as ListQuery;
  const one = `${input.path}/:id`;
  const roles = input.audience === 'staff' ? { roles: input.roles ?? [] } : {};
  const api = {
    list: defineCall({
      ...roles,
      method: 'GET',
      path: input.path,
      query,
      response: onFirstUse(() => cappedListOf(input.record)),
    }),
    one: defineCall({
      ...roles,
      method: 'GET',
      path: one,
      params: idParams,
      response: input.record,
    }),
    create: input.create
      ? defineCall({
          ...roles,
          method: 'POST',
          path: input.path,
          body: input.create,
          response: input.record,
        })
      : undefined,
    update: input.update
      ? defineCall({
          ...roles,
          method: 'PUT',
          path: one,
          params: idParams,
          body: input.update,
          response: input.record,
        })
      : undefined,
    remove: input.remove
      ? defineCall({
          ...roles,
          method: 'DELETE',
          path: one,
          params: idParams,
          response: input.record,
        })
      : undefined,
  } as CrudCalls<R, C, U, X>;
  return {
    name: input.name,
    audience: input.audience,
    roles: input.roles,
    permission: input.permission,
    menu: input.menu,
    fields: input.fields,
    recordRepresentation: input.recordRepresentation,
    ruleMessages: input.ruleMessages,
    api,
  } satisfies ResourceDeclaration;
}

/** What a list call of a CRUD resource receives, after its query schema. */
export interface ListParams {
  page: number;
  pageSize: number;
  sort: string;
  order: 'asc' | 'desc';
  [filter: string]: unknown;
}
