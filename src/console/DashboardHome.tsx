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
          {translate('pages.welcome', { name: identity?.fullName ?? '' })}
        </Typography>
        {identity?.scope && <Typography color="text.secondary">{translate('pages.signedInAs', { role: identity.scope })}</Typography>}
        <Typography sx={{ mt: 2 }}>{translate('pages.dashboardText')}</Typography>
      </CardContent>
    </Card>
  );
}
