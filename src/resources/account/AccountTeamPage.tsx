import PersonAddIcon from '@mui/icons-material/PersonAdd';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { usePermissions, useTranslate } from 'ra-core';
import { Title } from 'react-admin';
import { useMemo, useState } from 'react';
import type { TeamMember } from '../../../domain/account/constants';
import { ROLES, type Role } from '../../../domain/roles';
import { EmptyState } from '../../components/EmptyState';
import { formatTimestamp } from '../../components/format/formatTimestamp';
import { SectionList, type SectionColumn } from '../../components/profile/SectionList';
import { useAccountProfile, useTeam } from './api';
import { InviteMemberDialog } from './InviteMemberDialog';
import { TeamMemberActions } from './TeamMemberActions';

type MemberRow = TeamMember & { id: string };

/** /dashboard/account/team: a partner's staff users (read-only or full), or an admin's admins and customer care. */
export default function AccountTeamPage() {
  const translate = useTranslate();
  const { permissions } = usePermissions<Role | undefined>();
  const partnerTeam = permissions === ROLES.channelPartner;
  const { data } = useTeam();
  // Read-only partner staff see their team; the API refuses them every write, so the page offers none.
  const readOnly = useAccountProfile().data?.access === 'read';
  const [inviting, setInviting] = useState(false);
  const records = useMemo<MemberRow[]>(
    () => (data ?? []).map((member) => ({ ...member, id: member.username })),
    [data],
  );
  const columns: SectionColumn<MemberRow>[] = [
    { source: 'name', label: translate('account.team.name') },
    { source: 'email', label: translate('account.team.email') },
    partnerTeam
      ? {
          source: 'access',
          label: translate('account.team.access'),
          render: (member) => translate(`account.team.accessChoices.${member.access}`),
        }
      : {
          source: 'role',
          label: translate('account.team.role'),
          render: (member) => translate(`account.team.roles.${member.role}`, { _: member.role }),
        },
    {
      source: 'status',
      label: translate('account.team.status'),
      render: (member) => translate(`account.team.statuses.${member.status}`, { _: member.status }),
    },
    {
      source: 'invitedAt',
      label: translate('account.team.invitedAt'),
      render: (member) => formatTimestamp(member.invitedAt),
      wideOnly: true,
    },
  ];
  return (
    <Stack spacing={2}>
      <Title title={translate('account.team.title')} />
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{ alignItems: { sm: 'center' }, justifyContent: 'space-between' }}
      >
        <Typography color="text.secondary">
          {translate(partnerTeam ? 'account.team.partnerIntro' : 'account.team.adminIntro')}
        </Typography>
        {!readOnly && (
          <Button
            variant="contained"
            startIcon={<PersonAddIcon />}
            onClick={() => setInviting(true)}
            sx={{ flexShrink: 0 }}
          >
            {translate('account.team.invite')}
          </Button>
        )}
      </Stack>
      {data ? (
        <SectionList
          label={translate('account.team.title')}
          records={records}
          columns={columns}
          actions={readOnly ? undefined : (member) => <TeamMemberActions member={member} partnerTeam={partnerTeam} />}
          empty={<EmptyState message={translate('account.team.empty')} />}
        />
      ) : (
        <LinearProgress />
      )}
      {inviting && <InviteMemberDialog partnerTeam={partnerTeam} onClose={() => setInviting(false)} />}
    </Stack>
  );
}
