import { z } from 'zod';
import { ALL_PERMISSION_GROUPS, type PermissionGroup } from './permissions';
import { menuPathOf, type ResourceDeclaration } from './resource';
import { onFirstUse } from './onFirstUse';

/** One entry of the menus response; its label is the console message `menu.<key>`. */
export interface MenuItem {
  key: string;
  path: string;
  icon?: string;
  children?: MenuItem[];
}

// the id names the recursive schema once in the API reference's components
export const menuItem = onFirstUse(() =>
  z
    .object({
      key: z.string(),
      path: z.string(),
      icon: z.string().optional(),
      get children(): z.ZodOptional<z.ZodArray<z.ZodType<MenuItem>>> {
        return z.array(menuItem).optional();
      },
    })
    .meta({ id: 'MenuItem' }),
);

/** The menus response: menu lists keyed by group (the sidebar, and the app bar's links). */
export const menus = onFirstUse(() => z.record(z.string(), z.array(menuItem)));
export type Menus = z.infer<typeof menus>;

interface MenuNode extends MenuItem {
  /** The permission group an entry needs; none means every signed-in user has it. */
  permission?: PermissionGroup;
  /** Entries only the main account has (sub-accounts never manage sub-accounts' wallets). */
  mainOnly?: boolean;
  /** Position among its group's entries, declared resources' included (default: 10, 20, 30…). */
  order?: number;
  children?: MenuNode[];
}

/**
 * The fixed part of the menu tree: pages that are not resources, and the groups. Declared
 * resources (orders, bills, API keys, callbacks…) join their group by `menu.order`.
 */
export const MENU_TREE: Record<string, MenuNode[]> = {
  sidebar: [
    {
      key: 'home',
      path: '/home',
      icon: 'home',
      children: [{ key: 'moreApis', path: '/home/moreApis' }],
    },
    {
      key: 'financial',
      path: '/billing',
      icon: 'wallet',
      children: [
        { key: 'topUp', path: '/home/topUp', permission: 'bill', order: 10 },
        { key: 'usage', path: '/billing/usage', permission: 'bill', order: 40 },
      ],
    },
    {
      key: 'developer',
      path: '/api-key',
      icon: 'code',
      children: [],
    },
    {
      key: 'account',
      path: '/account',
      icon: 'account',
      children: [
        { key: 'info', path: '/info' },
        { key: 'users', path: '/users', permission: 'account' },
      ],
    },
  ],
  toolbar: [
    { key: 'notice', path: '/notice', icon: 'notice' },
    { key: 'pricing', path: '/pricing', icon: 'pricing' },
  ],
};

/** What the menu reads of a declared resource. */
export type MenuDeclaration = Pick<ResourceDeclaration, 'name' | 'menu' | 'permission'>;

const withDeclared = (node: MenuNode, declared: readonly MenuDeclaration[]): MenuNode => {
  const added = declared.flatMap(({ menu, permission, name }) =>
    menu?.group === node.key
      ? [
          {
            child: { key: menu.key, path: menuPathOf({ name }), ...(permission && { permission }) },
            order: menu.order,
          },
        ]
      : [],
  );
  if (added.length === 0) return node;
  const fixed = (node.children ?? []).map((child, index) => ({
    child,
    order: child.order ?? (index + 1) * 10,
  }));
  const children = [...fixed, ...added]
    .sort((a, b) => a.order - b.order)
    .map((entry) => entry.child);
  return { ...node, children };
};

/** The whole tree: the fixed entries and the declared resources' entries in their groups. */
export function menuTree(declared: readonly MenuDeclaration[]): Record<string, MenuNode[]> {
  return Object.fromEntries(
    Object.entries(MENU_TREE).map(([group, nodes]) => [
      group,
      nodes.map((node) => withDeclared(node, declared)),
    ]),
  );
}

/**
 * The menus a caller sees: entries whose permission group the caller holds, and groups
 * with no entry left dropped. The same rule guards the server's routes.
 */
export function menusFor(
  granted: readonly PermissionGroup[],
  isMain: boolean,
  declared: readonly MenuDeclaration[] = [],
): Menus {
  const keep = (nodes: MenuNode[]): MenuItem[] =>
    nodes.flatMap((node) => {
      if (node.permission && !granted.includes(node.permission)) return [];
      if (node.mainOnly && !isMain) return [];
      const item: MenuItem = { key: node.key, path: node.path };
      if (node.icon) item.icon = node.icon;
      if (node.children) {
        const children = keep(node.children);
        if (children.length === 0) return [];
        item.children = children;
      }
      return [item];
    });
  return Object.fromEntries(
    Object.entries(menuTree(declared)).map(([group, nodes]) => [group, keep(nodes)]),
  );
}

export const menusForMain = (declared: readonly MenuDeclaration[] = []): Menus =>
  menusFor(ALL_PERMISSION_GROUPS, true, declared);

/** Every menu entry with its nested children, in one list (spec: permissions). */
export function flattenMenus(tree: Menus): MenuItem[] {
  const walk = (items: MenuItem[]): MenuItem[] =>
    items.flatMap((item) => [item, ...walk(item.children ?? [])]);
  return Object.values(tree).flatMap(walk);
}
