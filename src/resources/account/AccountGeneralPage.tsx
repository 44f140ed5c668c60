import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import { useTranslate } from 'ra-core';
import { Title } from 'react-admin';
import { ErrorBlock } from '../../components/ErrorBlock';
import { useAccountProfile } from './api';
import { PasswordCard } from './PasswordCard';
import { ProfileCard } from './ProfileCard';

/** /dashboard/account/general: the signed-in user's name, photo and password. */
export default function AccountGeneralPage() {
  const translate = useTranslate();
  const { data: profile, error, refetch } = useAccountProfile();
  return (
    <Stack spacing={3} sx={{ maxWidth: 760 }}>
      <Title title={translate('account.general.title')} />
      {error ? (
        <ErrorBlock onReload={() => void refetch()} />
      ) : profile ? (
        <>
          <ProfileCard profile={profile} />
          <PasswordCard hasPassword={profile.hasPassword} />
        </>
      ) : (
        <LinearProgress />
      )}
    </Stack>
  );
}
