import { Menu, useSidebarState } from 'react-admin';
import type { MenuItem as Entry } from '../../contract/menus';
import { useSession } from '../session/useSession';
import { MenuGroup } from './MenuGroup';
import { menuIcon } from './menuIcons';

/**
 * A group whose own path is the parent route of all its entries is a page as well
 * (home, with home/moreApis beneath it): it is a link with its entries listed under it.
 */
const isPageGroup = (entry: Entry) =>
  (entry.children ?? []).every((child) => child.path.startsWith(`${entry.path}/`));

function MenuEntry({ entry, indent = false }: { entry: Entry; indent?: boolean }) {
  const Icon = menuIcon(entry.icon);
  return (
    <Menu.Item
      to={entry.path}
      primaryText={`menu.${entry.key}`}
      leftIcon={indent ? undefined : <Icon fontSize="small" />}
      sx={indent ? { pl: 7 } : undefined}
    />
  );
}

/** The sidebar, built from the `sidebar` list of the menus response (spec section 6). */
export function SidebarMenu() {
  const { menus } = useSession();
  const [open] = useSidebarState();
  return (
    <Menu>
      {(menus.sidebar ?? []).map((entry) => {
        if (!entry.children?.length) return <MenuEntry key={entry.key} entry={entry} />;
        if (!isPageGroup(entry)) return <MenuGroup key={entry.key} entry={entry} />;
        // entries without icons have nothing to show in the collapsed (icons only) sidebar
        if (!open) return <MenuEntry key={entry.key} entry={entry} />;
        return [
          <MenuEntry key={entry.key} entry={entry} />,
          ...entry.children.map((child) => <MenuEntry key={child.key} entry={child} indent />),
        ];
      })}
    </Menu>
  );
}
