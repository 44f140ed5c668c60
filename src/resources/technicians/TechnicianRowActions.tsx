import EditNoteIcon from '@mui/icons-material/EditNote';
import VisibilityIcon from '@mui/icons-material/Visibility';
import { useRecordContext } from 'ra-core';
import { TECHNICIAN_EDITABLE_STATUSES } from '../../../domain/technicians/statuses';
import type { TechnicianRow } from '../../../domain/technicians/profile';
import { PathButton } from '../../components/PathButton';
import { technicianPath } from './technicianPaths';

/**
 * The actions cell of a row: Continue for a profile being filled in, View otherwise; both open the row's profile page.
 */
export function TechnicianRowActions() {
  const row = useRecordContext<TechnicianRow>();
  if (!row) return null;
  const filling = TECHNICIAN_EDITABLE_STATUSES.includes(row.status);
  return (
    <PathButton
      to={technicianPath(row)}
      label={filling ? 'technicians.continue' : 'technicians.view'}
      icon={filling ? <EditNoteIcon /> : <VisibilityIcon />}
    />
  );
}
