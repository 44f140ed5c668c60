import { lazy } from 'react';
import { isReadOnly, type MasterConfig } from './config/types';

const MasterList = lazy(() => import('./MasterList'));
const MasterCreate = lazy(() => import('./MasterCreate'));
const MasterEdit = lazy(() => import('./MasterEdit'));
const MasterShow = lazy(() => import('./MasterShow'));

/** The react-admin views of one master, each downloaded when first opened. */
export function masterResourceViews(config: MasterConfig) {
  const readOnly = isReadOnly(config);
  return {
    list: <MasterList config={config} />,
    create: readOnly ? undefined : <MasterCreate config={config} />,
    edit: readOnly ? undefined : <MasterEdit config={config} />,
    show: readOnly ? undefined : <MasterShow config={config} />,
    recordRepresentation: 'name',
  };
}
