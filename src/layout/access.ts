import { flattenMenus, menusFor, menusForMain, type MenuItem } from '../../contract/menus';
import { RESOURCES } from '../resources/registry';

/** Every entry the server could ever send: which entry governs a path is decided here. */
const ALL_ENTRIES = flattenMenus(menusForMain(RESOURCES));
/** The entries a sub-account with no permission group still gets: every account has them. */
const OPEN_TO_ALL = new Set(
  flattenMenus(menusFor([], false, RESOURCES)).map((entry) => entry.path),
);

const covers = (entryPath: string, path: string) =>
  path === entryPath || path.startsWith(`${entryPath}/`);

/** The most specific menu entry whose path is `path` or a parent of it. */
export function governingEntry(
  path: string,
  entries: readonly MenuItem[] = ALL_ENTRIES,
): MenuItem | undefined {
  let best: MenuItem | undefined;
  for (const entry of entries) {
    if (covers(entry.path, path) && (!best || entry.path.length > best.path.length)) best = entry;
  }
  return best;
}

/**
 * Whether the signed-in account may open `path`: a path no menu entry governs is open to
 * everyone (it shows the missing page if it does not exist); otherwise the governing
 * entry must be among the account's flattened permissions. /home/topUp needs the topUp
 * entry even though /home is granted: the most specific entry decides.
 */
export function canAccess(path: string, permissions: readonly MenuItem[]): boolean {
  const entry = governingEntry(path);
  return !entry || permissions.some((granted) => granted.path === entry.path);
}

/**
 * Whether every signed-in account may open `path` (home, account info, notices…), so the
 * guard need not wait for the menus call to know: the page renders while it is under way.
 */
export function openToAll(path: string): boolean {
  const entry = governingEntry(path);
  return !entry || OPEN_TO_ALL.has(entry.path);
}
