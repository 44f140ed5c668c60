import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import FormControlLabel from '@mui/material/FormControlLabel';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { useNotify, useTranslate } from 'ra-core';
import { BooleanInput, SimpleForm, Title } from 'react-admin';
import {
  MANDATORY_TOPICS,
  NOTIFICATION_TOPICS,
  OPTIONAL_TOPICS,
  type NotificationChoices,
} from '../../../domain/account/constants';
import { usePreferences, useSavePreferences } from './api';
import { SaveToolbar } from './SaveToolbar';
import { submissionErrors } from './submissionErrors';

/** One optional message: its switch per channel it travels on. */
function TopicChoices({ topic }: { topic: (typeof NOTIFICATION_TOPICS)[number] }) {
  const translate = useTranslate();
  return (
    <Stack
      direction={{ xs: 'column', sm: 'row' }}
      spacing={{ sm: 2 }}
      sx={{ alignItems: { sm: 'center' }, width: '100%', py: 1, borderBottom: 1, borderColor: 'divider' }}
    >
      <Typography sx={{ flex: 1 }}>{translate(`account.notifications.topics.${topic}`)}</Typography>
      {OPTIONAL_TOPICS[topic].map((channel) => (
        <BooleanInput
          key={channel}
          source={`${topic}.${channel}`}
          label={`account.notifications.${channel}`}
          helperText={false}
        />
      ))}
    </Stack>
  );
}

/** /dashboard/account/notifications: which messages the user receives, kept on the server per user. */
export default function AccountNotificationsPage() {
  const translate = useTranslate();
  const notify = useNotify();
  const { data } = usePreferences();
  const save = useSavePreferences();
  const submit = async (notifications: Partial<NotificationChoices>) => {
    try {
      await save({
        notifications: Object.fromEntries(NOTIFICATION_TOPICS.map((topic) => [topic, notifications[topic]])),
      });
      notify('account.notifications.saved', { type: 'success' });
    } catch (error) {
      return submissionErrors(error);
    }
  };
  return (
    <Stack spacing={3} sx={{ maxWidth: 760 }}>
      <Title title={translate('account.notifications.title')} />
      <Typography color="text.secondary">{translate('account.notifications.intro')}</Typography>
      {data ? (
        <Card>
          <SimpleForm record={data.notifications} onSubmit={submit} toolbar={<SaveToolbar />}>
            {NOTIFICATION_TOPICS.map((topic) => (
              <TopicChoices key={topic} topic={topic} />
            ))}
          </SimpleForm>
        </Card>
      ) : (
        <LinearProgress />
      )}
      <Card>
        <CardHeader
          title={translate('account.notifications.mandatory.title')}
          subheader={translate('account.notifications.mandatory.note')}
          titleTypographyProps={{ component: 'h2', variant: 'h6' }}
        />
        <CardContent>
          <Stack>
            {MANDATORY_TOPICS.map((topic) => (
              <FormControlLabel
                key={topic}
                control={<Switch checked disabled />}
                label={translate(`account.notifications.mandatory.${topic}`)}
              />
            ))}
          </Stack>
        </CardContent>
      </Card>
    </Stack>
  );
}
