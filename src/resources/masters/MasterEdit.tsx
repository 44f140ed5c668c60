import { Edit } from 'react-admin';
import type { MasterConfig } from './config/types';
import { MasterForm } from './MasterForm';

/** Pessimistic: the record changes on screen only once the server accepted it, and its field errors reach the form. */
export default function MasterEdit({ config }: { config: MasterConfig }) {
  return (
    <Edit resource={config.resource} mutationMode="pessimistic" redirect="show">
      <MasterForm config={config} schema={config.updateSchema!} />
    </Edit>
  );
}
