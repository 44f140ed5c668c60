import ReportProblemOutlinedIcon from '@mui/icons-material/ReportProblemOutlined';
import Button from '@mui/material/Button';
import { usePermissions, useTranslate } from 'ra-core';
import { lazy, Suspense, useState } from 'react';
import { ROLES, type Role } from '../../../domain/roles';
import type { RaiseEscalationTarget } from './RaiseEscalationDialog';

// The dialog carries the escalation schemas (zod): it is downloaded when it first opens, not with the page.
const RaiseEscalationDialog = lazy(async () => ({
  default: (await import('./RaiseEscalationDialog')).RaiseEscalationDialog,
}));

/**
 * "Raise escalation" on a request's page or a customer's view: the admin's (spec 000 §2.3 escalations are admin-only).
 */
export function RaiseEscalationButton(target: RaiseEscalationTarget) {
  const translate = useTranslate();
  const { permissions } = usePermissions<Role | undefined>();
  const [open, setOpen] = useState(false);
  if (permissions !== ROLES.admin) return null;
  return (
    <>
      <Button variant="outlined" size="small" startIcon={<ReportProblemOutlinedIcon />} onClick={() => setOpen(true)}>
        {translate('escalations.raiseButton')}
      </Button>
      {open && (
        <Suspense fallback={null}>
          <RaiseEscalationDialog target={target} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
