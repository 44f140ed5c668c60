import { WASTE_SERVICE_IDS } from '../../../../domain/masters/choices';
import { registryMaster } from './registryMaster';

/** E-waste service master: the items of each waste category (with UOM and rate), and the disposal methods. */
export const eWasteItemMaster = registryMaster('eWasteItem', {
  fields: ['serviceId', 'categoryId', 'name', 'uomId', 'rate', 'status'],
  fieldPatches: {
    serviceId: {
      input: 'reference',
      choices: undefined,
      reference: { resource: 'masters/service', where: { id: [...WASTE_SERVICE_IDS] } },
    },
    categoryId: { reference: { resource: 'masters/category', filterBy: { serviceId: 'serviceId' } } },
  },
  filterPatches: {
    serviceId: {
      input: 'reference',
      choices: undefined,
      reference: { resource: 'masters/service', where: { id: [...WASTE_SERVICE_IDS] } },
    },
  },
  hideColumns: [],
  // A category belongs to one waste service, which comes from the Columns menu: the item names keep their room at 1440
  // px.
  optionalColumns: ['serviceId', 'createdAt'],
  phoneRow: { summary: ['categoryId', { source: 'rate', per: 'uomId' }] },
});

export const disposalMethodMaster = registryMaster('disposalMethod');
