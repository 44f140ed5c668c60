import { Create } from 'react-admin';
import type { MasterConfig } from './config/types';
import { MasterForm } from './MasterForm';

export default function MasterCreate({ config }: { config: MasterConfig }) {
  return (
    <Create resource={config.resource} redirect="list">
      <MasterForm config={config} schema={config.createSchema!} />
    </Create>
  );
}
