import { isReadOnly, type MasterConfig } from './config/types';
import { lazyView } from './lazyViews';

const MasterList = lazyView('MasterList');
const MasterCreate = lazyView('MasterCreate');
const MasterEdit = lazyView('MasterEdit');
const MasterShow = lazyView('MasterShow');

/** The react-admin views of one master, each downloaded when first opened. */
export function masterResourceViews(config: MasterConfig) {
  const readOnly = isReadOnly(config);
  return {
    list: <MasterList config={config} />,
    create: readOnly ? undefined : <MasterCreate config={config} />,
    edit: readOnly ? undefined : <MasterEdit config={config} />,
    show: <MasterShow config={config} />,
    recordRepresentation: config.recordText ?? 'name',
  };
}
