import ExpandLess from '@mui/icons-material/ExpandLess';
import ExpandMore from '@mui/icons-material/ExpandMore';
import Collapse from '@mui/material/Collapse';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Tooltip from '@mui/material/Tooltip';
import { usePermissions, useTranslate } from 'ra-core';
import { useState } from 'react';
import { NavLink, useLocation } from 'react-router-dom';
import type { Role } from '../../../domain/roles';
import { sidebarFor } from '../access';
import type { SidebarItem } from '../routeTable';
import { SIDEBAR_ICONS } from './sidebarIcons';

const href = (to: string) => (to ? `/dashboard/${to}` : '/dashboard');

const sectionOf = (to: string | undefined) => (to ?? '').split('/')[0];

function isCurrent(item: SidebarItem, pathname: string): boolean {
  if (item.to !== undefined) {
    const section = sectionOf(item.to);
    return item.to === '' ? pathname === '/dashboard' || pathname === '/dashboard/' : pathname.startsWith(href(section));
  }
  return (item.children ?? []).some((child) => isCurrent(child, pathname));
}

function Entry({ item, expanded, onNavigate, depth = 0 }: { item: SidebarItem; expanded: boolean; onNavigate?: () => void; depth?: number }) {
  const translate = useTranslate();
  const { pathname } = useLocation();
  const current = isCurrent(item, pathname);
  const [open, setOpen] = useState(current);
  const Icon = item.icon ? SIDEBAR_ICONS[item.icon] : undefined;
  const label = translate(item.label);
  const icon = Icon && (
    <ListItemIcon sx={{ minWidth: 40 }}>
      <Icon color={current ? 'primary' : 'inherit'} />
    </ListItemIcon>
  );
  const padding = { pl: expanded ? 2 + depth * 3 : 2.5 };
  if (item.children) {
    return (
      <>
        <Tooltip title={expanded ? '' : label} placement="right">
          <ListItemButton onClick={() => setOpen(!open)} sx={padding} aria-expanded={open}>
            {icon}
            {expanded && <ListItemText primary={label} />}
            {expanded && (open ? <ExpandLess /> : <ExpandMore />)}
          </ListItemButton>
        </Tooltip>
        <Collapse in={open && expanded} unmountOnExit>
          <List disablePadding>
            {item.children.map((child) => (
              <Entry key={child.to ?? child.label} item={child} expanded={expanded} onNavigate={onNavigate} depth={depth + 1} />
            ))}
          </List>
        </Collapse>
      </>
    );
  }
  return (
    <Tooltip title={expanded ? '' : label} placement="right">
      <ListItemButton
        component={NavLink}
        to={href(item.to ?? '')}
        end={item.to === ''}
        onClick={onNavigate}
        sx={{ ...padding, '&.active': { bgcolor: 'action.selected', color: 'primary.main', fontWeight: 600 } }}
      >
        {icon}
        {expanded && <ListItemText primary={label} />}
      </ListItemButton>
    </Tooltip>
  );
}

/** The entries of spec 000 §2.4 the signed-in role may open. */
export function SidebarMenu({ expanded, onNavigate }: { expanded: boolean; onNavigate?: () => void }) {
  const { permissions } = usePermissions<Role | undefined>();
  return (
    <List component="nav" aria-label="Main menu">
      {sidebarFor(permissions).map((item) => (
        <Entry key={`${item.label}:${item.to ?? ''}`} item={item} expanded={expanded} onNavigate={onNavigate} />
      ))}
    </List>
  );
}
