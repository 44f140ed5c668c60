import type { ZodType } from 'zod';
import type { MasterKey } from '../../../../domain/masters/catalogue';

/**
 * The schemas a master's create and update forms pass; each master's download of its own (zod comes with the first).
 */
export interface MasterSchemas {
  create: ZodType;
  update: ZodType;
}
export type SchemaLoader = () => Promise<MasterSchemas>;

/** react-hook-form's zod resolver, downloaded with the first form (it names zod's errors, so it comes with zod). */
let resolverLoading: Promise<typeof import('../../../i18n/messageResolver')> | undefined;
export const loadZodResolver = () => (resolverLoading ??= import('../../../i18n/messageResolver'));

/** Everything a master's create and edit forms need beyond the screens: its schemas and the resolver. */
export const preloadMasterForms = (schemas: SchemaLoader | undefined) =>
  schemas && Promise.all([schemas(), loadZodResolver()]);

/** Loads once: every call answers the same promise (React's `use` in the form needs that). */
export function schemaLoader(load: () => Promise<MasterSchemas>): SchemaLoader {
  let loading: Promise<MasterSchemas> | undefined;
  return () => (loading ??= load());
}

/** A loader of one domain module's create and update schemas, by their export names. */
const schemasOf = <M extends Record<string, unknown>>(
  load: () => Promise<M>,
  create: keyof M & string,
  update: keyof M & string,
) =>
  schemaLoader(async () => {
    const module = await load();
    return { create: module[create] as ZodType, update: module[update] as ZodType };
  });

/** Where each master's schemas live in domain/masters (registry.ts joins the same ones for the server). */
export const SCHEMA_LOADERS: Record<MasterKey | 'pincode', SchemaLoader> = {
  service: schemasOf(() => import('../../../../domain/masters/service'), 'serviceCreateSchema', 'serviceUpdateSchema'),
  category: schemasOf(
    () => import('../../../../domain/masters/category'),
    'categoryCreateSchema',
    'categoryUpdateSchema',
  ),
  product: schemasOf(() => import('../../../../domain/masters/product'), 'productCreateSchema', 'productUpdateSchema'),
  brand: schemasOf(() => import('../../../../domain/masters/brand'), 'brandCreateSchema', 'brandUpdateSchema'),
  model: schemasOf(() => import('../../../../domain/masters/model'), 'modelCreateSchema', 'modelUpdateSchema'),
  uom: schemasOf(() => import('../../../../domain/masters/general'), 'uomCreateSchema', 'uomUpdateSchema'),
  sparePart: schemasOf(
    () => import('../../../../domain/masters/sparePart'),
    'sparePartCreateSchema',
    'sparePartUpdateSchema',
  ),
  gst: schemasOf(() => import('../../../../domain/masters/general'), 'gstCreateSchema', 'gstUpdateSchema'),
  servicePrice: schemasOf(
    () => import('../../../../domain/masters/price'),
    'servicePriceCreateSchema',
    'servicePriceUpdateSchema',
  ),
  sparePartPrice: schemasOf(
    () => import('../../../../domain/masters/price'),
    'sparePartPriceCreateSchema',
    'sparePartPriceUpdateSchema',
  ),
  issue: schemasOf(() => import('../../../../domain/masters/issue'), 'issueCreateSchema', 'issueUpdateSchema'),
  repairService: schemasOf(
    () => import('../../../../domain/masters/repairService'),
    'repairServiceCreateSchema',
    'repairServiceUpdateSchema',
  ),
  serviceType: schemasOf(
    () => import('../../../../domain/masters/general'),
    'serviceTypeCreateSchema',
    'serviceTypeUpdateSchema',
  ),
  rewardPoint: schemasOf(
    () => import('../../../../domain/masters/general'),
    'rewardPointCreateSchema',
    'rewardPointUpdateSchema',
  ),
  coupon: schemasOf(() => import('../../../../domain/masters/general'), 'couponCreateSchema', 'couponUpdateSchema'),
  eWasteItem: schemasOf(
    () => import('../../../../domain/masters/eWaste'),
    'eWasteItemCreateSchema',
    'eWasteItemUpdateSchema',
  ),
  disposalMethod: schemasOf(
    () => import('../../../../domain/masters/eWaste'),
    'disposalMethodCreateSchema',
    'disposalMethodUpdateSchema',
  ),
  pincode: schemasOf(() => import('../../../../domain/masters/pincode'), 'pincodeCreateSchema', 'pincodeUpdateSchema'),
};
