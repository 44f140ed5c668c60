import { TAX_RATE_SLABS } from '../../../../domain/constants';
import { registryMaster } from './registryMaster';

/** General master: service type, GST, UOM, reward points and coupons. */
export const serviceTypeMaster = registryMaster('serviceType');

// The slab is a number in the schema: the select offers the numbers of spec 000 §9.
export const gstMaster = registryMaster('gst', {
  fieldPatches: { slab: { choices: TAX_RATE_SLABS } },
  filterPatches: { slab: { input: 'number', choices: undefined } },
  defaultSort: { field: 'slab', order: 'ASC' },
  phoneRow: { summary: [{ source: 'slab', suffix: '%' }, 'description'] },
});

export const uomMaster = registryMaster('uom');

export const rewardPointMaster = registryMaster('rewardPoint', {
  phoneRow: { summary: [{ source: 'points', unit: true }] },
});

export const couponMaster = registryMaster('coupon', {
  fieldPatches: { validFrom: { notAfter: 'validTo' }, validTo: { notBefore: 'validFrom' } },
  filterPatches: { validFrom: { notAfter: 'validTo' }, validTo: { notBefore: 'validFrom' } },
  phoneRow: {
    summary: [
      { source: 'percentage', suffix: '%' },
      { source: 'validFrom', until: 'validTo' },
    ],
  },
});
