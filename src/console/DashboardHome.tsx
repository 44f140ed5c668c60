import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useGetIdentity, useTranslate } from 'ra-core';
import { lazy, Suspense } from 'react';
import { Title } from 'react-admin';

// The numbers and counts bring the request lists' parts: downloads of their own, after the welcome card.
const RoleDashboard = lazy(() => import('./dashboard/RoleDashboard'));
const RequestCountsPanel = lazy(() => import('./dashboard/RequestCountsPanel'));

/**
 * Dashboard home: a welcome card with the user's name and role, the role's dashboard, then the user's request counts.
 */
export default function DashboardHome() {
  const translate = useTranslate();
  const { identity } = useGetIdentity();
  return (
    <Stack spacing={2}>
      <Card sx={{ maxWidth: 640 }}>
        <Title title={translate('menu.dashboard')} />
        <CardContent>
          <Typography variant="h5" component="h2" gutterBottom>
            {translate('dashboard.welcome', { name: identity?.fullName ?? '' })}
          </Typography>
          {identity?.scope && (
            <Typography color="text.secondary">
              {translate('dashboard.signedInAs', { role: translate(`roles.${identity.scope}`, { _: identity.scope }) })}
            </Typography>
          )}
          <Typography sx={{ mt: 2 }}>{translate('dashboard.text')}</Typography>
        </CardContent>
      </Card>
      <Suspense fallback={null}>
        <RoleDashboard />
      </Suspense>
      <Suspense fallback={null}>
        <RequestCountsPanel />
      </Suspense>
    </Stack>
  );
}
