import type { ComponentType } from 'react';
import { z } from 'zod';
import type { ApiCall } from '../../contract/call';
import type { Language } from '../../contract/constants';
import type { ResourceDeclaration } from '../../contract/resource';
import type { Messages } from '../../messages/en_US';
import type { ResourceApi } from '../dataProvider/createDataProvider';

export type { ChipColor, FieldDef, FieldKind } from '../../contract/resource';

export type EnumName = keyof Messages['enums'] | (string & {});

/** A resource's own messages in one language: its labels, menu entry and enums. */
export interface ResourceMessages {
  /** `resources.<name>`: `name` (singular |||| plural), `fields`, `filters`. */
  resource: { name: string; fields: Record<string, string>; filters?: Record<string, string> };
  /** The menu entry's label, when the resource has one. */
  menu?: string;
  /** Labels of enums only this resource uses: `enums.<enum>.<value>`. */
  enums?: Record<string, Record<string, string>>;
  /** What the list is for, shown while it is empty: `app.emptyLists.<name>`. */
  emptyList?: string;
}

/**
 * A resource's messages by language. English comes first; a language still missing is named,
 * key by key, by the completeness test (tests/unit/resourceCompleteness.test.ts).
 */
export type ResourceMessagesByLanguage = { en_US: ResourceMessages } & Partial<
  Record<Language, ResourceMessages>
>;

/** A contract declaration with what only the console adds: its messages and own views. */
export interface ResourceInput extends ResourceDeclaration {
  /** Messages kept in the resource's folder (older resources keep theirs in messages/). */
  messages?: ResourceMessagesByLanguage;
  /**
   * Views that replace the generated ones where a screen needs more (a folder's
   * `<Entity>List.tsx`), loaded lazily like them; they still read the definition.
   */
  views?: {
    list?: () => Promise<{ default: ComponentType<{ def: ResourceDefinition }> }>;
    /** A detail view that adds to the generated one (a message's journey). */
    show?: () => Promise<{ default: ComponentType<{ def: ResourceDefinition }> }>;
    /** False where records are made on a screen of their own (a wizard, a two-step form). */
    create?: false;
    /** The generated edit form, for an update call whose body is the fields as they are. */
    edit?: true;
  };
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
