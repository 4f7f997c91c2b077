import type { ComponentType } from 'react';
import { z } from 'zod';
import type { ApiCall } from '../../contract/call';
import type { PermissionGroup } from '../../contract/permissions';
import type { Messages } from '../../messages/en_US';
import type { ResourceApi } from '../dataProvider/createDataProvider';
import type { LookupName } from './lookups';

/** Colours a chip can take (MUI Chip's palette). */
export type ChipColor =
  'default' | 'primary' | 'secondary' | 'error' | 'info' | 'success' | 'warning';

export type EnumName = keyof Messages['enums'];

interface FieldBase {
  /** Record property, also the i18n key `resources.<name>.fields.<source>`. */
  source: string;
  /** A column of the list. */
  list?: boolean;
  /** A row of the show view (default: yes, the show view shows every field). */
  show?: boolean;
  /** Right-aligned in the list (money always is): counts, quantities. */
  align?: 'right';
}

export type FieldDef =
  | (FieldBase & { kind: 'text'; filter?: boolean })
  /** Amounts show 2 decimals; a unit price keeps up to 6. */
  | (FieldBase & { kind: 'money'; unitPrice?: boolean })
  | (FieldBase & { kind: 'boolean'; filter?: boolean })
  /** `filter` names the two query keys of a date range (from, to; both days inclusive). */
  | (FieldBase & { kind: 'datetime'; filter?: { from: string; to: string } })
  | (FieldBase & {
      kind: 'enum';
      /** Labels come from `enums.<enum>.<value>`. */
      enum: EnumName;
      values: readonly string[];
      /** States get coloured chips; an enum without colours shows as plain text. */
      colors?: Partial<Record<string, ChipColor>>;
      filter?: boolean;
    })
  /** A value shown by the name a lookup (e.g. the product list) gives it. */
  | (FieldBase & { kind: 'reference'; lookup: LookupName; filter?: boolean });

export type FieldKind = FieldDef['kind'];

export interface ResourceInput {
  /** react-admin resource name: the route under /control and the i18n key. */
  name: string;
  /** The permission group the server requires (informational here; the server guards). */
  permission?: PermissionGroup;
  api: Omit<ResourceApi, 'sortable'>;
  fields: readonly FieldDef[];
  /** Field naming a record in titles. */
  recordRepresentation?: string;
  /**
   * Views that replace the generated ones where a screen needs more (a folder's
   * `<Entity>List.tsx`), loaded lazily like them; they still read the definition.
   */
  views?: { list?: () => Promise<{ default: ComponentType<{ def: ResourceDefinition }> }> };
}

export interface SortDefault {
  field: string;
  order: 'ASC' | 'DESC';
}

export interface ResourceDefinition extends ResourceInput {
  sortable: readonly string[];
  defaultSort?: SortDefault;
  perPage?: number;
}

/** Fields the list call sorts by: the options of its query's `sort` enum. */
function sortableOf(call: ApiCall | undefined): readonly string[] {
  let sort: unknown = call?.query?.shape.sort;
  if (sort instanceof z.ZodDefault) sort = sort.unwrap();
  return sort instanceof z.ZodEnum ? sort.options.map(String) : [];
}

/** Paging and sort the list call applies when none is asked for. */
function listDefaults(
  call: ApiCall | undefined,
): Pick<ResourceDefinition, 'defaultSort' | 'perPage'> {
  const parsed = call?.query?.safeParse({});
  if (!parsed?.success) return {};
  const { sort, order, pageSize } = parsed.data as {
    sort?: unknown;
    order?: unknown;
    pageSize?: unknown;
  };
  return {
    defaultSort:
      typeof sort === 'string'
        ? { field: sort, order: order === 'asc' ? 'ASC' : 'DESC' }
        : undefined,
    perPage: typeof pageSize === 'number' ? pageSize : undefined,
  };
}

/**
 * Declares a resource once. Sorting and paging defaults are read from the contract's
 * list query, so the console offers exactly what the server accepts; the views
 * (see views/) and the data provider are generated from what is returned here.
 */
export function defineResource<const D extends ResourceInput>(input: D): D & ResourceDefinition {
  return { ...input, sortable: sortableOf(input.api.list), ...listDefaults(input.api.list) };
}

/** The data provider's view of a definition. */
export const apiOf = (def: ResourceDefinition): ResourceApi => ({
  ...def.api,
  sortable: def.sortable,
});
