import { registryMaster } from './registryMaster';
import type { MasterConfig } from './types';

export const issueMaster: MasterConfig = {
  ...registryMaster('issue'),
  listLinks: [{ label: 'assign.assignIssues', to: 'masters/issue/add/assign' }],
};

export const repairServiceMaster = registryMaster('repairService', { fields: ['productId', 'name', 'status'] });
