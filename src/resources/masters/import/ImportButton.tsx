import UploadFileIcon from '@mui/icons-material/UploadFile';
import { usePermissions } from 'ra-core';
import { Button } from 'react-admin';
import { Suspense, useState } from 'react';
import { ROLES, type Role } from '../../../../domain/roles';
import type { MasterConfig } from '../config/types';
import { preloadable } from '../../../app/preloadable';

// Its own chunk (the spreadsheet reader is most of it): an admin's first Import downloads it, no one else ever does.
const ImportDialog = preloadable(async () => (await import('./ImportDialog')).default);

/** 'Import' on a master list, for admins only; the dialog is downloaded when first opened. */
export function ImportButton({ config }: { config: MasterConfig }) {
  const { permissions } = usePermissions<Role | undefined>();
  const [open, setOpen] = useState(false);
  if (permissions !== ROLES.admin) return null;
  return (
    <>
      <Button label="imports.import" onClick={() => setOpen(true)}>
        <UploadFileIcon />
      </Button>
      {open && (
        <Suspense fallback={null}>
          <ImportDialog config={config} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
