import type { Identifier } from 'ra-core';
import { DeleteButton, Edit, SaveButton, Toolbar } from 'react-admin';
import type { MasterConfig } from './config/types';
import { MasterForm } from './MasterForm';
import { masterPaths } from './masterPaths';

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
    <Edit resource={config.resource} id={id} mutationMode="pessimistic" redirect={(_resource, recordId) => masterPaths(config.resource).show(recordId!)}>
      <MasterForm config={config} mode="edit" toolbar={<EditToolbar config={config} />} />
    </Edit>
  );
}
