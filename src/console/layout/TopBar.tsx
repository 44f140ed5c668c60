import MenuIcon from '@mui/icons-material/Menu';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Toolbar from '@mui/material/Toolbar';
import { useTranslate } from 'ra-core';
import { Logo } from '../../components/Logo';
import { UserMenu } from './UserMenu';

/** Top bar on tablet and mobile: menu button, logo and the user menu. */
export function TopBar({ onMenu }: { onMenu: () => void }) {
  const translate = useTranslate();
  return (
    <AppBar position="sticky" color="inherit" elevation={1}>
      <Toolbar>
        <IconButton edge="start" onClick={onMenu} aria-label={translate('menu.openMenu')} sx={{ mr: 1 }}>
          <MenuIcon />
        </IconButton>
        <Logo />
        <Box sx={{ flex: 1 }} />
        <Box sx={{ width: 56 }}>
          <UserMenu showName={false} />
        </Box>
      </Toolbar>
    </AppBar>
  );
}
