import { ACTIVE_STATES } from '../../../../domain/enums';
import { SCHEMA_LOADERS } from './schemas';
import type { MasterConfig } from './types';

/**
 * The pincode directory; state -> district -> city -> pincode, in the filters and the form, from the server's values.
 */
export const pincodeMaster: MasterConfig = {
  resource: 'masters/general/pincode',
  apiPath: 'master/pincodes',
  exportName: 'pincode',
  columns: [
    // A pincode is a code, not an amount: no grouping, left-aligned.
    { source: 'code', kind: 'text', sortable: true },
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
  fields: [
    { source: 'state', input: 'distinct' },
    { source: 'district', input: 'distinct', dependsOn: ['state'] },
    { source: 'city', input: 'distinct', dependsOn: ['state', 'district'] },
    { source: 'code', input: 'number' },
    { source: 'area', input: 'text' },
    { source: 'status', input: 'select', choices: ACTIVE_STATES, defaultValue: ACTIVE_STATES[0] },
  ],
  schemas: SCHEMA_LOADERS.pincode,
  defaultSort: { field: 'code', order: 'ASC' },
  importable: true,
  getOneByFilter: true,
  recordText: 'code',
  labels: {
    name: 'Pincode |||| Pincodes',
    fields: { code: 'Pincode', area: 'Area', city: 'City', district: 'District', state: 'State', status: 'Status' },
  },
};
