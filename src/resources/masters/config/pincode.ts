import { ACTIVE_STATES } from '../../../../domain/enums';
import type { MasterConfig } from './types';

/** Read-only pincode directory; the state -> district -> city filters ask the server for their options. */
export const pincodeMaster: MasterConfig = {
  resource: 'masters/pincode',
  apiPath: 'master/pincodes',
  exportName: 'pincode',
  columns: [
    { source: 'code', kind: 'number', sortable: true },
    { source: 'area', kind: 'text', sortable: true },
    { source: 'city', kind: 'text', sortable: true },
    { source: 'district', kind: 'text', sortable: true },
    { source: 'state', kind: 'text', sortable: true },
    { source: 'status', kind: 'status', sortable: true },
  ],
  filters: [
    { source: 'state', input: 'distinct' },
    { source: 'district', input: 'distinct', dependsOn: ['state'] },
    { source: 'city', input: 'distinct', dependsOn: ['state', 'district'] },
    { source: 'code', input: 'number' },
    { source: 'area', input: 'text' },
    { source: 'status', input: 'select', choices: ACTIVE_STATES },
  ],
  defaultSort: { field: 'code', order: 'ASC' },
};
