import HourglassIcon from '@mui/icons-material/HourglassTop';
import LinearProgress from '@mui/material/LinearProgress';
import { useGetIdentity, usePermissions } from 'ra-core';
import { ACTIVE_STATES } from '../../domain/enums';
import { ROLES, type Role } from '../../domain/roles';
import { ComingSoonPage } from '../custom/ComingSoonPage';
import { ForbiddenPage } from '../custom/ForbiddenPage';
import { MessagePage } from '../custom/MessagePage';
import { useLabels } from '../i18n/translate';

const [ACTIVE, INACTIVE] = ACTIVE_STATES;

/** /book-request for dealers (spec 000 §2.3): Active books, Inactive is forbidden, pending waits. */
export default function BookRequestGate() {
  const t = useLabels();
  const { permissions, isPending } = usePermissions<Role | undefined>();
  const { identity, isPending: identityPending } = useGetIdentity();
  if (isPending || identityPending) return <LinearProgress />;
  if (permissions !== ROLES.dealer) return <ComingSoonPage />;
  if (identity?.dealerStatus === ACTIVE) return <ComingSoonPage />;
  if (identity?.dealerStatus === INACTIVE) return <ForbiddenPage />;
  return <MessagePage icon={<HourglassIcon color="warning" sx={{ fontSize: 64 }} />} title={t('pages.pendingTitle')} text={t('pages.pendingText')} />;
}
