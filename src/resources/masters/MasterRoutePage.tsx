import { ResourceContextProvider } from 'ra-core';
import { useParams } from 'react-router-dom';
import type { RouteEntry } from '../../console/routeTable';
import { masterConfig } from './config';
import MasterCreate from './MasterCreate';
import MasterEdit from './MasterEdit';
import MasterList from './MasterList';
import MasterShow from './MasterShow';

/**
 * A generic master view at a path of spec 000 §2.5 (model/view/:id, issue/edit/:issueId...): the record id is the
 * path's parameter.
 */
export default function MasterRoutePage({ route }: { route: RouteEntry }) {
  const params = useParams();
  const config = masterConfig(route.master!);
  const id = Object.values(params).find((value) => value !== undefined && value !== '' && !value.includes('/'));
  return (
    <ResourceContextProvider value={config.resource}>
      {route.view === 'list' && <MasterList config={config} />}
      {route.view === 'create' && <MasterCreate config={config} />}
      {route.view === 'edit' && <MasterEdit config={config} id={id} />}
      {route.view === 'show' && <MasterShow config={config} id={id} />}
    </ResourceContextProvider>
  );
}
