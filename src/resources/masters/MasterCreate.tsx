import { Create } from 'react-admin';
import type { MasterConfig } from './config/types';
import { MasterForm } from './MasterForm';
import { masterPaths } from './masterPaths';

export default function MasterCreate({ config }: { config: MasterConfig }) {
  return (
    <Create resource={config.resource} redirect={() => masterPaths(config.resource).list}>
      <MasterForm config={config} mode="create" />
    </Create>
  );
}
