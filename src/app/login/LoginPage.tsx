import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { Suspense, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { getRuntimeConfig } from '../../config/runtimeConfig';
import { useLabels } from '../../i18n/translate';
import { FormMessage } from '../../components/form/FormMessage';
import { PublicLayout } from '../public/PublicLayout';
import { AdminLoginForm } from './AdminLoginForm';
import { LoginLinks } from './LoginLinks';
import { TechnicianLoginForm } from './TechnicianLoginForm';
import { TemplateVariant } from './TemplateVariant';
import { useSignInNavigation } from './useSignInNavigation';

type LoginTab = 'admin' | 'technician';

/** Login (routes / and /login, title 'Login'): Admin / Partner by default, or Technician. */
export default function LoginPage() {
  const t = useLabels();
  const [tab, setTab] = useState<LoginTab>('admin');
  const onOutcome = useSignInNavigation();
  const notice = (useLocation().state as { notice?: string } | null)?.notice;
  return (
    <PublicLayout title={t('auth.login')} subtitle={t('auth.welcome')}>
      <Tabs
        value={tab}
        onChange={(_, value: LoginTab) => setTab(value)}
        variant="fullWidth"
        // Each label stays on one line at 390 px (MUI's tab padding would wrap 'Admin / Partner').
        sx={{ borderBottom: 1, borderColor: 'divider', '& .MuiTab-root': { whiteSpace: 'nowrap', px: 1, minWidth: 0 } }}
      >
        <Tab value="admin" label={t('auth.adminTab')} />
        <Tab value="technician" label={t('auth.technicianTab')} />
      </Tabs>
      <FormMessage message={notice} severity="success" />
      {/* A boundary of its own: React adopts the pre-rendered form (src/app/preRendered.ts) apart from the page
          around it, in shorter tasks. */}
      <Suspense>
        {tab === 'admin' ? <AdminLoginForm onOutcome={onOutcome} /> : <TechnicianLoginForm onOutcome={onOutcome} />}
      </Suspense>
      {getRuntimeConfig().loginVariant === 'template' && <TemplateVariant />}
      <LoginLinks />
    </PublicLayout>
  );
}
