import { menuTree, type MenuItem } from '../../../contract/menus';
import { RESOURCES } from '../registry';
import type { PermissionGroup } from '../../../contract/permissions';

interface Node extends MenuItem {
  permission?: PermissionGroup;
  children?: Node[];
}

/** The menu entries a permission group opens, so the permission screen can say what it grants. */
export function entriesOf(group: PermissionGroup): string[] {
  const walk = (nodes: Node[]): string[] =>
    nodes.flatMap((node) => [
      ...(node.permission === group ? [node.key] : []),
      ...walk(node.children ?? []),
    ]);
  return Object.values(menuTree(RESOURCES)).flatMap((nodes) => walk(nodes as Node[]));
}
