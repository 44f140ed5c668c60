import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { required, useGetIdentity, useNotify, useTranslate } from 'ra-core';
import { SimpleForm, TextInput } from 'react-admin';
import type { AccountProfile } from '../../../domain/account/constants';
import type { ProfileUpdate } from '../../../domain/account/schemas';
import { PROFILE_PHOTO_MIME_TYPES } from '../../../domain/fileRules';
import { FileUploadButton, StoredImage } from '../../components/files';
import { EmailText } from '../../components/format/EmailText';
import { SaveToolbar } from './SaveToolbar';
import { submissionErrors } from './submissionErrors';
import { useSaveProfile } from './api';

const requiredName = [required()];
const PHOTO_EXTENSIONS = PROFILE_PHOTO_MIME_TYPES.map((type) => type.split('/')[1]);

/**
 * The user's own name (admins, customer care, partner staff; the others go by their profile's name), e-mail,
 * organisation and photo.
 */
export function ProfileCard({ profile }: { profile: AccountProfile }) {
  const translate = useTranslate();
  const notify = useNotify();
  const save = useSaveProfile();
  const { identity } = useGetIdentity();
  // Who the user works for (spec 000 §3 session user): its partner, its firm, or the company.
  const organization = typeof identity?.organization === 'string' ? identity.organization : undefined;
  const saveName = async ({ name }: { name?: string }) => {
    try {
      await save({ name });
      notify('account.general.saved', { type: 'success' });
    } catch (error) {
      return submissionErrors(error);
    }
  };
  const savePhoto = async (photo: ProfileUpdate['photo']) => {
    await save({ photo });
    notify('account.general.saved', { type: 'success' });
  };
  const readOnly = profile.access === 'read';
  return (
    <Card>
      <CardHeader
        title={translate('account.general.profile')}
        titleTypographyProps={{ component: 'h2', variant: 'h6' }}
      />
      <CardContent>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={3} sx={{ alignItems: { sm: 'flex-start' } }}>
          <Stack spacing={1} sx={{ alignItems: 'center' }}>
            <StoredImage
              fileKey={profile.photo?.key}
              alt={translate('account.general.photo')}
              size={112}
              sx={{ borderRadius: '50%' }}
            />
            {identity?.id && (
              <FileUploadButton
                entityType="user"
                entityId={String(identity.id)}
                accept={PHOTO_EXTENSIONS}
                label="account.general.uploadPhoto"
                disabled={readOnly}
                onUploaded={(file) => void savePhoto({ name: file.name, type: file.type, key: file.key })}
              />
            )}
            {profile.photo && !readOnly && (
              <Button size="small" onClick={() => void savePhoto(null)}>
                {translate('account.general.removePhoto')}
              </Button>
            )}
            <Typography variant="caption" color="text.secondary">
              {translate(readOnly ? 'account.general.readOnlyPhoto' : 'account.general.photoHint')}
            </Typography>
          </Stack>
          <Stack spacing={2} sx={{ flex: 1, minWidth: 0 }}>
            {/* Who is signed in, as text: a disabled field's value is no text a reader or a search finds. */}
            <Box>
              <Typography variant="h6" component="p">
                {profile.name}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                <EmailText value={profile.email ?? profile.username} />
              </Typography>
              {organization && (
                <Typography variant="body2" color="text.secondary">
                  {translate('account.general.organization', { organization })}
                </Typography>
              )}
            </Box>
            {profile.nameEditable ? (
              <SimpleForm record={{ name: profile.name }} onSubmit={saveName} toolbar={<SaveToolbar />} sx={{ p: 0 }}>
                <TextInput source="name" label="account.general.name" validate={requiredName} helperText={false} />
              </SimpleForm>
            ) : (
              <Typography variant="caption" color="text.secondary">
                {translate('account.general.nameFromProfile')}
              </Typography>
            )}
          </Stack>
        </Stack>
      </CardContent>
    </Card>
  );
}
