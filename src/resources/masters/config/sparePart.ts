import { registryMaster } from './registryMaster';
import type { MasterConfig } from './types';

const fields = ['partNumber', 'name', 'uomId', 'hsnCode', 'price', 'status'];
const filters = ['partNumber', 'name', 'hsnCode', 'uomId', 'price', 'status'];
const phoneRow = { summary: ['partNumber', 'price'] };

/** Every spare part: the find screen, and what other masters refer to. */
export const sparePartMaster: MasterConfig = {
  ...registryMaster('sparePart', {
    filters: ['partNumber', 'name', 'hsnCode', 'generic', 'uomId', 'status'],
    // With the generic flag, ten columns do not fit 1440 px: the dates come from the Columns menu.
    optionalColumns: ['createdAt', 'lastUpdate'],
    phoneRow,
  }),
  recordSections: ['sparePartModels'],
};

const assignToModels = {
  label: 'assign.assignSparePart',
  to: ({ id }: { id: unknown }) =>
    `masters/spare-part/addSparePart/assignSparePart?sparePartId=${encodeURIComponent(String(id))}`,
};

/** Main spare parts: model-specific, assigned to models. */
export const mainSparePartMaster: MasterConfig = {
  ...registryMaster('sparePart', {
    resource: 'masters/spare-part-main',
    // Named apart from every spare part (the find screen), as its tab is.
    names: ['Main spare part', 'Main spare parts'],
    exportName: 'spare parts',
    fields,
    fieldPatches: { generic: { defaultValue: false } },
    filters,
    hideColumns: ['generic'],
    permanentFilter: { generic: false },
    phoneRow,
  }),
  listLinks: [{ label: 'assign.assignSparePart', to: 'masters/spare-part/addSparePart/assignSparePart' }],
  recordLinks: [assignToModels],
  recordSections: ['sparePartModels'],
};

/**
 * Generic spare parts: fit every model of the products of the models they are assigned to (assigned to none: any
 * product).
 */
export const genericSparePartMaster: MasterConfig = {
  ...registryMaster('sparePart', {
    resource: 'masters/spare-part-generic',
    names: ['Generic spare part', 'Generic spare parts'],
    exportName: 'generic spare parts',
    fields: [...fields, 'generic'],
    fieldPatches: { generic: { input: 'hidden', defaultValue: true } },
    filters,
    hideColumns: ['generic'],
    permanentFilter: { generic: true },
    phoneRow,
  }),
  recordLinks: [assignToModels],
  recordSections: ['sparePartModels'],
};
