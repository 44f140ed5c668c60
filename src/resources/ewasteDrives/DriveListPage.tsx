import AddIcon from '@mui/icons-material/Add';
import CloseIcon from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import { ResourceContextProvider, useRefresh, useTranslate } from 'ra-core';
import { useMemo } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import type { DriveRow } from '../../../domain/ewasteDrives/constants';
import type { RouteEntry } from '../../console/routeTable';
import { StatusTabList } from '../../components/list/StatusTabList';
import { useDriveFiltersData } from './api';
import { DriveDetail } from './DriveDetail';
import { DriveDialog } from './DriveDialog';
import { DriveSummaryCard } from './DriveSummaryCard';
import { driveListConfig, drivePaths } from './listConfig';

/** The address fragment that opens the form to record a drive (the Add button's path). */
const NEW = 'new';

/**
 * ewaste-drives: the collection drives, latest first, with the filter bar (name, status, partner, state,
 * date range), pager and export; above the rows, what the filtered drives collected per e-waste category. A row opens
 * the drive in a drawer (`ewaste-drives#<id>`); Add opens the form (`#new`).
 */
export default function DriveListPage(_props: { route: RouteEntry }) {
  const translate = useTranslate();
  const refresh = useRefresh();
  const { data } = useDriveFiltersData();
  const config = useMemo(() => driveListConfig(data), [data]);
  const location = useLocation();
  const navigate = useNavigate();
  const open = decodeURIComponent(location.hash.replace(/^#/, ''));
  const close = () => navigate({ pathname: location.pathname, search: location.search, hash: '' });
  return (
    <ResourceContextProvider value={config.resource}>
      <StatusTabList<DriveRow>
        resource={config.resource}
        tab="all"
        config={config}
        add={{ path: `${drivePaths.list}#${NEW}`, label: 'ewasteDrives.add', icon: <AddIcon /> }}
        rowPath={(row) => drivePaths.detail(row.id)}
        title={translate('ewasteDrives.title')}
        header={<DriveSummaryCard />}
      />
      {open === NEW && (
        <DriveDialog
          onClose={close}
          onSaved={(drive) => {
            refresh();
            navigate({ pathname: location.pathname, search: location.search, hash: drive.id });
          }}
        />
      )}
      <Drawer
        anchor="right"
        open={!!open && open !== NEW}
        onClose={close}
        slotProps={{ paper: { sx: { width: { xs: '100%', md: 760 } } } }}
      >
        <Box sx={{ display: 'flex', justifyContent: 'flex-end', p: 1 }}>
          <IconButton onClick={close} aria-label={translate('ra.action.close')}>
            <CloseIcon />
          </IconButton>
        </Box>
        <Box sx={{ px: 2, pb: 2 }}>{open && open !== NEW && <DriveDetail id={open} />}</Box>
      </Drawer>
    </ResourceContextProvider>
  );
}
