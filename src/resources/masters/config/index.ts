import { brandMaster } from './brand';
import { pincodeMaster } from './pincode';
import { productMaster } from './product';
import type { MasterConfig } from './types';

/** Every master of the console; adding a master is adding an entry here. */
export const MASTERS: readonly MasterConfig[] = [productMaster, brandMaster, pincodeMaster];

export function masterConfig(resource: string): MasterConfig {
  const found = MASTERS.find((master) => master.resource === resource);
  if (!found) throw new Error(`No master configuration for ${resource}`);
  return found;
}
