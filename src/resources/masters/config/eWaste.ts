import { WASTE_SERVICE_IDS } from '../../../../domain/masters/choices';
import { registryMaster } from './registryMaster';

/** E-waste service master: the items of each waste category (with UOM and rate), and the disposal methods. */
export const eWasteItemMaster = registryMaster('eWasteItem', {
  fields: ['serviceId', 'categoryId', 'name', 'uomId', 'rate', 'status'],
  fieldPatches: {
    serviceId: { input: 'reference', choices: undefined, reference: { resource: 'masters/service', where: { id: [...WASTE_SERVICE_IDS] } } },
    categoryId: { reference: { resource: 'masters/category', filterBy: { serviceId: 'serviceId' } } },
  },
  filterPatches: { serviceId: { input: 'reference', choices: undefined, reference: { resource: 'masters/service', where: { id: [...WASTE_SERVICE_IDS] } } } },
  hideColumns: [],
});

export const disposalMethodMaster = registryMaster('disposalMethod');
