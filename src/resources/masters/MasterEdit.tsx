import ListIcon from '@mui/icons-material/List';
import type { Identifier } from 'ra-core';
import { DeleteButton, Edit, SaveButton, Toolbar, TopToolbar } from 'react-admin';
import type { MasterConfig } from './config/types';
import { MasterForm } from './MasterForm';
import { masterPaths } from './masterPaths';
import { PathButton } from '../../components/PathButton';

/** The way back to the master's list without the breadcrumb. */
function EditActions({ config }: { config: MasterConfig }) {
  return (
    <TopToolbar>
      <PathButton to={masterPaths(config.resource).list} label="ra.action.list" icon={<ListIcon />} />
    </TopToolbar>
  );
}

function EditToolbar({ config }: { config: MasterConfig }) {
  return (
    <Toolbar sx={{ justifyContent: 'space-between' }}>
      <SaveButton />
      {/* A record in use is refused with 409 and its sentence; unpublishing is the way out. */}
      <DeleteButton mutationMode="pessimistic" redirect={() => masterPaths(config.resource).list} />
    </Toolbar>
  );
}

/** Pessimistic: the record changes on screen only once the server accepted it, and its field errors reach the form. */
export default function MasterEdit({ config, id }: { config: MasterConfig; id?: Identifier }) {
  return (
    <Edit
      resource={config.resource}
      id={id}
      mutationMode="pessimistic"
      actions={<EditActions config={config} />}
      redirect={(_resource, recordId) => masterPaths(config.resource).show(recordId!)}
    >
      <MasterForm config={config} mode="edit" toolbar={<EditToolbar config={config} />} />
    </Edit>
  );
}
