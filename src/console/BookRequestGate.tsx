import HourglassIcon from '@mui/icons-material/HourglassTop';
import LinearProgress from '@mui/material/LinearProgress';
import { useGetIdentity, usePermissions } from 'ra-core';
import { ACTIVE_STATES } from '../../domain/enums';
import { ROLES, type Role } from '../../domain/roles';
import { ForbiddenPage } from '../app/public/ForbiddenPage';
import { MessagePage } from '../app/public/MessagePage';
import { useLabels } from '../i18n/translate';
import { CustomerWorkspace } from '../resources/customers/CustomerWorkspace';

const [ACTIVE, INACTIVE] = ACTIVE_STATES;

/**
 * /book-request: the customer lookup, creation and booking on one page for
 * admins and Active dealers; a pending dealer waits, an Inactive one is forbidden.
 */
export default function BookRequestGate() {
  const t = useLabels();
  const { permissions, isPending } = usePermissions<Role | undefined>();
  const { identity, isPending: identityPending } = useGetIdentity();
  if (isPending || identityPending) return <LinearProgress />;
  if (permissions === ROLES.admin) return <CustomerWorkspace raising />;
  if (permissions !== ROLES.dealer) return <ForbiddenPage />;
  if (identity?.dealerStatus === ACTIVE) return <CustomerWorkspace raising />;
  if (identity?.dealerStatus === INACTIVE) return <ForbiddenPage />;
  return (
    <MessagePage
      icon={<HourglassIcon color="warning" sx={{ fontSize: 64 }} />}
      title={t('pages.pendingTitle')}
      text={t('pages.pendingText')}
    />
  );
}
