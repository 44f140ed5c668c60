import LogoutIcon from '@mui/icons-material/Logout';
import ManageAccountsIcon from '@mui/icons-material/ManageAccounts';
import SettingsIcon from '@mui/icons-material/Settings';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import ListItemIcon from '@mui/material/ListItemIcon';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';
import { useGetIdentity, useLogout, useTranslate } from 'ra-core';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';

/** The user menu of spec 000 §2.4: Account, Settings (theme, language, direction) and Log out. */
export function UserMenu({ showName = true }: { showName?: boolean }) {
  const translate = useTranslate();
  const navigate = useNavigate();
  const logout = useLogout();
  const { identity } = useGetIdentity();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const name = identity?.fullName ?? '';
  const scope = typeof identity?.scope === 'string' ? identity.scope : '';
  // The role code ('Web-Admin') by its name in the user's language; an unknown code shows as it is.
  const role = scope && translate(`roles.${scope}`, { _: scope });
  const entries = [
    { label: 'userMenu.account', Icon: ManageAccountsIcon, run: () => navigate('/dashboard/account/general') },
    { label: 'userMenu.settings', Icon: SettingsIcon, run: () => navigate('/dashboard/settings') },
    { label: 'userMenu.logout', Icon: LogoutIcon, run: () => logout() },
  ];
  return (
    <>
      <ButtonBase
        onClick={(event) => setAnchor(event.currentTarget)}
        // Named by the text it shows (name and role); with the avatar alone, by the user's name.
        aria-label={showName ? undefined : name || translate('userMenu.title')}
        aria-haspopup="menu"
        sx={{
          display: 'flex',
          alignItems: 'center',
          gap: 1.5,
          p: 1,
          borderRadius: 1,
          width: '100%',
          justifyContent: 'flex-start',
        }}
      >
        <Avatar src={identity?.avatar} alt="" aria-hidden sx={{ width: 36, height: 36, bgcolor: 'primary.main' }}>
          {name.charAt(0).toUpperCase()}
        </Avatar>
        {showName && (
          <Box sx={{ minWidth: 0, textAlign: 'left' }}>
            <Typography variant="body2" noWrap sx={{ fontWeight: 600 }}>
              {name}
            </Typography>
            <Typography variant="caption" color="text.secondary" noWrap component="div">
              {role}
            </Typography>
          </Box>
        )}
      </ButtonBase>
      <Menu anchorEl={anchor} open={Boolean(anchor)} onClose={() => setAnchor(null)}>
        {entries.map(({ label, Icon, run }) => (
          <MenuItem
            key={label}
            onClick={() => {
              setAnchor(null);
              run();
            }}
          >
            <ListItemIcon>
              <Icon fontSize="small" />
            </ListItemIcon>
            {translate(label)}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
