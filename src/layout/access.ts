import {
  flattenMenus,
  menusFor,
  menusForMain,
  type MenuDeclaration,
  type MenuItem,
} from '../../contract/menus';

/** Which menu entry governs a path, and who may open it. */
export interface AccessRules {
  /** The most specific menu entry whose path is `path` or a parent of it. */
  governingEntry: (path: string) => MenuItem | undefined;
  /**
   * Whether the signed-in account may open `path`: a path no menu entry governs is open to
   * everyone (it shows the missing page if it does not exist); otherwise the governing
   * entry must be among the account's flattened permissions. /home/topUp needs the topUp
   * entry even though /home is granted: the most specific entry decides.
   */
  canAccess: (path: string, permissions: readonly MenuItem[]) => boolean;
  /**
   * Whether every signed-in account may open `path` (home, account info, notices…), so the
   * guard need not wait for the menus call to know: the page renders while it is under way.
   */
  openToAll: (path: string) => boolean;
}

const covers = (entryPath: string, path: string) =>
  path === entryPath || path.startsWith(`${entryPath}/`);

/**
 * The rules over every entry the server could ever send: the fixed ones and those of the
 * declared resources, which the app hands in (the layout knows no resource).
 */
export function accessRules(declared: readonly MenuDeclaration[]): AccessRules {
  const allEntries = flattenMenus(menusForMain(declared));
  // the entries a sub-account with no permission group still gets: every account has them
  const openEntries = new Set(flattenMenus(menusFor([], false, declared)).map((e) => e.path));
  const governingEntry = (path: string) => {
    let best: MenuItem | undefined;
    for (const entry of allEntries) {
      if (covers(entry.path, path) && (!best || entry.path.length > best.path.length)) {
        best = entry;
      }
    }
    return best;
  };
  return {
    governingEntry,
    canAccess: (path, permissions) => {
      const entry = governingEntry(path);
      return !entry || permissions.some((granted) => granted.path === entry.path);
    },
    openToAll: (path) => {
      const entry = governingEntry(path);
      return !entry || openEntries.has(entry.path);
    },
  };
}
