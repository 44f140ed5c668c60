import { brandMaster, categoryMaster, productMaster, serviceMaster } from './base';
import { disposalMethodMaster, eWasteItemMaster } from './eWaste';
import { couponMaster, gstMaster, rewardPointMaster, serviceTypeMaster, uomMaster } from './general';
import { issueMaster, repairServiceMaster } from './issue';
import { modelMaster } from './model';
import { pincodeMaster } from './pincode';
import { servicePriceMaster, sparePartPriceMaster } from './price';
import { genericSparePartMaster, mainSparePartMaster, sparePartMaster } from './sparePart';
import type { MasterConfig } from './types';

/** Every master of the console; adding a master is adding an entry here (and its route in the route table). */
export const MASTERS: readonly MasterConfig[] = [
  serviceMaster,
  categoryMaster,
  productMaster,
  brandMaster,
  modelMaster,
  sparePartMaster,
  mainSparePartMaster,
  genericSparePartMaster,
  servicePriceMaster,
  sparePartPriceMaster,
  issueMaster,
  repairServiceMaster,
  serviceTypeMaster,
  gstMaster,
  uomMaster,
  pincodeMaster,
  rewardPointMaster,
  couponMaster,
  eWasteItemMaster,
  disposalMethodMaster,
];

export function masterConfig(resource: string): MasterConfig {
  const found = MASTERS.find((master) => master.resource === resource);
  if (!found) throw new Error(`No master configuration for ${resource}`);
  return found;
}
