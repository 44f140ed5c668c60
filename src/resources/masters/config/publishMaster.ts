import type { ZodType } from 'zod';
import { PUBLISH_STATES } from '../../../../domain/enums';
import type { MasterConfig } from './types';

interface PublishMasterOptions {
  resource: string;
  apiPath: string;
  exportName: string;
  createSchema: ZodType;
  updateSchema: ZodType;
}

/** A master with a name and a Publish/Unpublish status (product, brand, ...). */
export const publishMaster = (options: PublishMasterOptions): MasterConfig => ({
  ...options,
  fields: [
    { source: 'name', input: 'text' },
    { source: 'status', input: 'select', choices: PUBLISH_STATES, defaultValue: PUBLISH_STATES[0] },
  ],
  columns: [
    { source: 'id', kind: 'text', sortable: true },
    { source: 'name', kind: 'text', sortable: true },
    { source: 'status', kind: 'status', sortable: true },
    { source: 'createdAt', kind: 'datetime', sortable: true },
    { source: 'lastUpdate', kind: 'datetime', sortable: true },
  ],
  filters: [
    { source: 'name', input: 'text' },
    { source: 'status', input: 'select', choices: PUBLISH_STATES },
  ],
  defaultSort: { field: 'lastUpdate', order: 'DESC' },
});
