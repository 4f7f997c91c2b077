import { useState, type MouseEvent } from 'react';
import Collapse from '@mui/material/Collapse';
import ListItemIcon from '@mui/material/ListItemIcon';
import MenuItem from '@mui/material/MenuItem';
import MuiMenu from '@mui/material/Menu';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import ExpandLess from '@mui/icons-material/ExpandLess';
import ExpandMore from '@mui/icons-material/ExpandMore';
import { Menu, useSidebarState, useTranslate } from 'react-admin';
import { useLocation } from 'react-router-dom';
import type { MenuItem as Entry } from '../../contract/menus';
import { menuIcon } from './menuIcons';

const label = (entry: Entry) => `menu.${entry.key}`;

/** A group of the sidebar: expandable when open, a pop-up list of its entries when collapsed. */
export function MenuGroup({ entry }: { entry: Entry }) {
  const translate = useTranslate();
  const [sidebarOpen] = useSidebarState();
  const { pathname } = useLocation();
  const children = entry.children ?? [];
  const [expanded, setExpanded] = useState(true);
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const Icon = menuIcon(entry.icon);
  const containsCurrent = children.some((child) => pathname.startsWith(child.path));

  const onHeader = (event: MouseEvent<HTMLElement>) =>
    sidebarOpen ? setExpanded((value) => !value) : setAnchor(event.currentTarget);

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
        <MuiMenu
          anchorEl={anchor}
          open={Boolean(anchor)}
          onClose={() => setAnchor(null)}
          anchorOrigin={{ vertical: 'top', horizontal: 'right' }}
        >
          {children.map((child) => (
            <Menu.Item
              key={child.key}
              to={child.path}
              primaryText={label(child)}
              onClick={() => setAnchor(null)}
            />
          ))}
        </MuiMenu>
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
