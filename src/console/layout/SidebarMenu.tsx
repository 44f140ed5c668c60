import ExpandLess from '@mui/icons-material/ExpandLess';
import ExpandMore from '@mui/icons-material/ExpandMore';
import Collapse from '@mui/material/Collapse';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Tooltip from '@mui/material/Tooltip';
import { usePermissions, useTranslate } from 'ra-core';
import { useDeferredValue, useState, type ReactElement } from 'react';
import { Link, useLocation } from 'react-router-dom';
import type { Role } from '../../../domain/roles';
import { currentEntry, isComingSoon, sidebarFor } from '../access';
import type { SidebarItem } from '../routeTable';
import { SIDEBAR_ICONS } from './sidebarIcons';

const href = (to: string) => (to ? `/dashboard/${to}` : '/dashboard');
/**
 * The current entry in bold; its colour comes from the theme (MuiListItemButton), which keeps it legible in both modes.
 */
const SELECTED = { '&.Mui-selected .MuiListItemText-primary': { fontWeight: 600 } } as const;

/** The entry itself, or for a group one of its children, stands for the page shown (see currentEntry). */
function isCurrent(item: SidebarItem, current: SidebarItem | undefined): boolean {
  if (item.to !== undefined) return item === current;
  return (item.children ?? []).some((child) => isCurrent(child, current));
}

/**
 * In a sidebar that collapses, a tooltip names each entry beside its icon (its title empty while the sidebar is
 * expanded: hovering it open keeps the same buttons, and the focus in them). A sidebar that never collapses shows every
 * label, so its entries have no tooltip, nor a tooltip's cost.
 */
function Named({
  label,
  expanded,
  collapsible,
  children,
}: {
  label: string;
  expanded: boolean;
  collapsible: boolean;
  children: ReactElement;
}) {
  if (!collapsible) return children;
  return (
    <Tooltip title={expanded ? '' : label} placement="right">
      {children}
    </Tooltip>
  );
}

interface EntryProps {
  item: SidebarItem;
  expanded: boolean;
  collapsible: boolean;
  onNavigate?: () => void;
  depth?: number;
}

function Entry({ item, expanded, collapsible, onNavigate, depth = 0 }: EntryProps) {
  const translate = useTranslate();
  const { pathname } = useLocation();
  const current = isCurrent(item, currentEntry(pathname));
  const [open, setOpen] = useState(current);
  // A group opens when the page shown becomes one of its entries (a link from the dashboard or a tab), so its mark
  // shows.
  const [wasCurrent, setWasCurrent] = useState(current);
  if (current !== wasCurrent) {
    setWasCurrent(current);
    if (current) setOpen(true);
  }
  const Icon = item.icon ? SIDEBAR_ICONS[item.icon] : undefined;
  const label = translate(item.label);
  const icon = Icon && (
    <ListItemIcon sx={{ minWidth: 40 }}>
      <Icon color={current ? 'primary' : 'inherit'} />
    </ListItemIcon>
  );
  const padding = { pl: expanded ? 2 + depth * 3 : 2.5 };
  // Each entry is a list item, a group's entries a list inside it: lists hold only <li> (axe 'list').
  if (item.children) {
    return (
      <ListItem disablePadding sx={{ display: 'block' }}>
        <Named label={label} expanded={expanded} collapsible={collapsible}>
          <ListItemButton onClick={() => setOpen(!open)} sx={padding} aria-expanded={open}>
            {icon}
            {expanded && <ListItemText primary={label} />}
            {expanded && (open ? <ExpandLess /> : <ExpandMore />)}
          </ListItemButton>
        </Named>
        <Collapse in={open && expanded} unmountOnExit>
          <List disablePadding>
            {item.children.map((child) => (
              <Entry
                key={child.to ?? child.label}
                item={child}
                expanded={expanded}
                collapsible={collapsible}
                onNavigate={onNavigate}
                depth={depth + 1}
              />
            ))}
          </List>
        </Collapse>
      </ListItem>
    );
  }
  return (
    <ListItem disablePadding sx={{ display: 'block' }}>
      <Named label={label} expanded={expanded} collapsible={collapsible}>
        <ListItemButton
          component={Link}
          to={href(item.to ?? '')}
          onClick={onNavigate}
          selected={current}
          aria-current={current ? 'page' : undefined}
          sx={{ ...padding, ...SELECTED }}
        >
          {icon}
          {expanded && (
            <ListItemText
              primary={label}
              secondary={isComingSoon(item) ? translate('menu.comingSoon') : undefined}
              slotProps={{ secondary: { variant: 'caption' } }}
            />
          )}
        </ListItemButton>
      </Named>
    </ListItem>
  );
}

/** The entries of spec 000 §2.4 the signed-in role may open; `collapsible` when the sidebar shrinks to its icons. */
export function SidebarMenu({
  expanded,
  collapsible = false,
  onNavigate,
}: {
  expanded: boolean;
  collapsible?: boolean;
  onNavigate?: () => void;
}) {
  const translate = useTranslate();
  const { permissions } = usePermissions<Role | undefined>();
  // The entries come in a render of their own, right after the console's first: their buttons would otherwise hold back
  // the page's first calls (about a third of the console's first render; `npm run bench firstRows`).
  const shown = useDeferredValue(true, false);
  return (
    <nav aria-label={translate('layout.mainMenu')}>
      <List>
        {(shown ? sidebarFor(permissions) : []).map((item) => (
          <Entry
            key={`${item.label}:${item.to ?? ''}`}
            item={item}
            expanded={expanded}
            collapsible={collapsible}
            onNavigate={onNavigate}
          />
        ))}
      </List>
    </nav>
  );
}
