import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { useGetIdentity, useTranslate } from 'ra-core';
import { Title } from 'react-admin';

/** Dashboard home: a welcome card with the user's name and role. */
export default function DashboardHome() {
  const translate = useTranslate();
  const { identity } = useGetIdentity();
  return (
    <Card sx={{ maxWidth: 640 }}>
      <Title title={translate('menu.dashboard')} />
      <CardContent>
        <Typography variant="h5" component="h2" gutterBottom>
          {translate('dashboard.welcome', { name: identity?.fullName ?? '' })}
        </Typography>
        {identity?.scope && (
          <Typography color="text.secondary">{translate('dashboard.signedInAs', { role: translate(`roles.${identity.scope}`, { _: identity.scope }) })}</Typography>
        )}
        <Typography sx={{ mt: 2 }}>{translate('dashboard.text')}</Typography>
      </CardContent>
    </Card>
  );
}
