import PushPinIcon from '@mui/icons-material/PushPin';
import PushPinOutlinedIcon from '@mui/icons-material/PushPinOutlined';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import { useTranslate } from 'ra-core';
import { useState } from 'react';
import { SIDEBAR_COLLAPSED_WIDTH, SIDEBAR_PINNED_WIDTH } from '../../../domain/constants';
import { Logo } from '../../components/Logo';
import { useSettings } from '../../settings/SettingsContext';
import { SidebarMenu } from './SidebarMenu';
import { UserMenu } from './UserMenu';

interface SidebarContentProps {
  expanded: boolean;
  /** Shrinks to its icons when the pointer leaves (the desktop sidebar, unpinned). */
  collapsible?: boolean;
  onNavigate?: () => void;
  pinToggle?: React.ReactNode;
}

function SidebarContent({ expanded, collapsible, onNavigate, pinToggle }: SidebarContentProps) {
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', height: '100%', overflowX: 'hidden' }}>
      <Box
        sx={{
          display: 'flex',
          alignItems: 'center',
          justifyContent: expanded ? 'space-between' : 'center',
          px: 2,
          minHeight: 64,
        }}
      >
        <Logo compact={!expanded} />
        {expanded && pinToggle}
      </Box>
      <Divider />
      <Box sx={{ flex: 1, overflowY: 'auto', overflowX: 'hidden' }}>
        <SidebarMenu expanded={expanded} collapsible={collapsible} onNavigate={onNavigate} />
      </Box>
      <Divider />
      <Box sx={{ p: 1 }}>
        <UserMenu showName={expanded} />
      </Box>
    </Box>
  );
}

/**
 * Pinned (250 px) or collapsed (73 px, expanding over the page on hover) on desktop;
 * a temporary drawer opened from the top bar on tablet and mobile.
 */
export function Sidebar({ temporary, open, onClose }: { temporary: boolean; open: boolean; onClose: () => void }) {
  const translate = useTranslate();
  const { settings, update } = useSettings();
  const [hover, setHover] = useState(false);
  if (temporary) {
    return (
      <Drawer
        variant="temporary"
        open={open}
        onClose={onClose}
        slotProps={{ paper: { sx: { width: SIDEBAR_PINNED_WIDTH } } }}
      >
        <SidebarContent expanded onNavigate={onClose} />
      </Drawer>
    );
  }
  const pinned = settings.pinSidebar;
  const expanded = pinned || hover;
  const pinToggle = (
    <Tooltip title={translate(pinned ? 'menu.unpin' : 'menu.pin')}>
      <IconButton
        size="small"
        onClick={() => update({ pinSidebar: !pinned })}
        aria-pressed={pinned}
        aria-label={translate(pinned ? 'menu.unpin' : 'menu.pin')}
      >
        {pinned ? <PushPinIcon fontSize="small" /> : <PushPinOutlinedIcon fontSize="small" />}
      </IconButton>
    </Tooltip>
  );
  return (
    <Box
      component="aside"
      sx={{ width: pinned ? SIDEBAR_PINNED_WIDTH : SIDEBAR_COLLAPSED_WIDTH, flexShrink: 0, transition: 'width 150ms' }}
    >
      <Box
        data-testid="sidebar"
        onMouseEnter={() => setHover(true)}
        onMouseLeave={() => setHover(false)}
        sx={(theme) => ({
          position: 'fixed',
          top: 0,
          bottom: 0,
          insetInlineStart: 0,
          width: expanded ? SIDEBAR_PINNED_WIDTH : SIDEBAR_COLLAPSED_WIDTH,
          transition: 'width 150ms',
          bgcolor: 'background.paper',
          borderInlineEnd: `1px solid ${theme.palette.divider}`,
          zIndex: theme.zIndex.drawer,
          boxShadow: !pinned && hover ? theme.shadows[8] : 'none',
        })}
      >
        <SidebarContent expanded={expanded} collapsible={!pinned} pinToggle={pinToggle} />
      </Box>
    </Box>
  );
}
