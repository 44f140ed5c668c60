import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { email, required, useNotify, useTranslate } from 'ra-core';
import { SelectInput, SimpleForm, TextInput } from 'react-admin';
import { ADMIN_TEAM_ROLES, TEAM_ACCESS } from '../../../domain/account/constants';
import type { TeamInvite } from '../../../domain/account/schemas';
import { useTeamActions } from './api';
import { SaveToolbar } from './SaveToolbar';
import { submissionErrors } from './submissionErrors';

const requiredText = [required()];
const requiredEmail = [required(), email()];
const requiredChoice = [required()];

/** Invite a member: a partner gives its staff user's access, an admin the role (admin or customer care). */
export function InviteMemberDialog({ partnerTeam, onClose }: { partnerTeam: boolean; onClose: () => void }) {
  const translate = useTranslate();
  const notify = useNotify();
  const { invite } = useTeamActions();
  const submit = async (values: Record<string, unknown>) => {
    try {
      await invite(values as TeamInvite);
    } catch (error) {
      return submissionErrors(error);
    }
    notify('account.team.invited', { type: 'success' });
    onClose();
  };
  const choices = partnerTeam
    ? TEAM_ACCESS.map((id) => ({ id, name: `account.team.accessChoices.${id}` }))
    : ADMIN_TEAM_ROLES.map((id) => ({ id, name: `account.team.roles.${id}` }));
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="xs" aria-labelledby="invite-member-title">
      <DialogTitle id="invite-member-title">{translate('account.team.inviteTitle')}</DialogTitle>
      <DialogContent>
        <SimpleForm
          onSubmit={submit}
          toolbar={<SaveToolbar label="account.team.invite" />}
          defaultValues={partnerTeam ? { access: 'read' } : { role: ADMIN_TEAM_ROLES[1] }}
          sx={{ p: 0 }}
        >
          <TextInput source="name" label="account.team.name" validate={requiredText} />
          <TextInput source="email" label="account.team.email" type="email" validate={requiredEmail} />
          <SelectInput
            source={partnerTeam ? 'access' : 'role'}
            label={partnerTeam ? 'account.team.access' : 'account.team.role'}
            choices={choices}
            validate={requiredChoice}
          />
        </SimpleForm>
      </DialogContent>
    </Dialog>
  );
}
