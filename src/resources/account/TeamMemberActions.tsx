import MenuItem from '@mui/material/MenuItem';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import { useNotify, useTranslate } from 'ra-core';
import { TEAM_ACCESS, type TeamAccess, type TeamMember } from '../../../domain/account/constants';
import type { TeamMemberUpdate } from '../../../domain/account/schemas';
import { useTeamActions } from './api';

/** A member's access (a partner's staff only) and whether it may sign in, changed in place. */
export function TeamMemberActions({ member, partnerTeam }: { member: TeamMember; partnerTeam: boolean }) {
  const translate = useTranslate();
  const notify = useNotify();
  const { update } = useTeamActions();
  const change = (body: TeamMemberUpdate) =>
    update(member.username, body).then(
      () => notify('account.team.changed', { type: 'success' }),
      (error: Error) => notify(error.message, { type: 'error' }),
    );
  const enabledLabel = `${translate('account.team.enabled')}: ${member.name}`;
  return (
    <>
      {partnerTeam && (
        <TextField
          select
          size="small"
          value={member.access}
          onChange={(event) => void change({ access: event.target.value as TeamAccess })}
          slotProps={{ htmlInput: { 'aria-label': `${translate('account.team.access')}: ${member.name}` } }}
          sx={{ minWidth: 130 }}
        >
          {TEAM_ACCESS.map((access) => (
            <MenuItem key={access} value={access}>
              {translate(`account.team.accessChoices.${access}`)}
            </MenuItem>
          ))}
        </TextField>
      )}
      <Tooltip title={enabledLabel}>
        <Switch
          checked={member.enabled}
          onChange={(event) => void change({ enabled: event.target.checked })}
          slotProps={{ input: { 'aria-label': enabledLabel } }}
        />
      </Tooltip>
    </>
  );
}
