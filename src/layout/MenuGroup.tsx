import { Suspense, useState, type MouseEvent } from 'react';
import Collapse from '@mui/material/Collapse';
import ListItemIcon from '@mui/material/ListItemIcon';
import MenuItem from '@mui/material/MenuItem';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import ExpandLess from '@mui/icons-material/ExpandLess';
import ExpandMore from '@mui/icons-material/ExpandMore';
import { Menu, useSidebarState, useTranslate } from 'react-admin';
import { useLocation } from 'react-router-dom';
import type { MenuItem as Entry } from '../../contract/menus';
import { lazyPage } from '../errors/lazyPage';
import { menuIcon } from './menuIcons';

/** MUI's Menu (with its Popover) loads with the first opening, not with every start. */
const MenuGroupList = lazyPage(() => import('./MenuGroupList'), 'MenuGroupList');

const label = (entry: Entry) => `menu.${entry.key}`;

/** A group of the sidebar: expandable when open, a pop-up list of its entries when collapsed. */
export function MenuGroup({ entry }: { entry: Entry }) {
  const translate = useTranslate();
  const [sidebarOpen] = useSidebarState();
  const { pathname } = useLocation();
  const children = entry.children ?? [];
  const [expanded, setExpanded] = useState(true);
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  // mounted from the first opening on, so the list's closing gives the focus back
  const [opened, setOpened] = useState(false);
  const Icon = menuIcon(entry.icon);
  const containsCurrent = children.some((child) => pathname.startsWith(child.path));

  const openList = (header: HTMLElement) => {
    setAnchor(header);
    setOpened(true);
  };
  const onHeader = (event: MouseEvent<HTMLElement>) =>
    sidebarOpen ? setExpanded((value) => !value) : openList(event.currentTarget);

  const header = (
    <MenuItem
      onClick={onHeader}
      selected={!sidebarOpen && containsCurrent}
      aria-expanded={sidebarOpen ? expanded : Boolean(anchor)}
    >
      <ListItemIcon>
        <Icon fontSize="small" />
      </ListItemIcon>
      <Typography variant="inherit" noWrap sx={{ flexGrow: 1 }}>
        {translate(label(entry))}
      </Typography>
      {sidebarOpen &&
        (expanded ? <ExpandLess fontSize="small" /> : <ExpandMore fontSize="small" />)}
    </MenuItem>
  );

  if (!sidebarOpen) {
    return (
      <>
        <Tooltip title={translate(label(entry))} placement="right">
          {header}
        </Tooltip>
        {opened && (
          <Suspense fallback={null}>
            <MenuGroupList entries={children} anchor={anchor} onClose={() => setAnchor(null)} />
          </Suspense>
        )}
      </>
    );
  }
  return (
    <>
      {header}
      <Collapse in={expanded} timeout="auto" unmountOnExit>
        {children.map((child) => (
          <Menu.Item key={child.key} to={child.path} primaryText={label(child)} sx={{ pl: 7 }} />
        ))}
      </Collapse>
    </>
  );
}
