import { TAX_RATE_SLABS } from '../constants';
import { PUBLISH_STATES } from '../enums';
import { DISPOSAL_METHODS, REWARD_EVENTS, WASTE_SERVICE_IDS } from './choices';

/**
 * Every master as configuration: API path (under /api), labels, the properties its list
 * returns and filters on (with the list engine's types), and references to other masters.
 * The server builds its routes and the web app its generic views from these entries; registry.ts adds the schemas
 * that check their records (this file stays free of zod, so the console's entry can read it).
 */
export type MasterPropertyType = 'text' | 'number' | 'enum' | 'boolean' | 'date' | 'timestamp';

export interface MasterProperty {
  type: MasterPropertyType;
  label: string;
  /** enum: the allowed values (number: the values a picker offers, e.g. GST slabs). */
  values?: readonly string[];
  /** number: whole numbers only. */
  integer?: boolean;
  /** number: an amount in rupees (shown as ₹ with Indian digit grouping). */
  money?: boolean;
  /** The property holds the id of an entry of that master (its key in MASTER_REGISTRY). */
  ref?: string;
  /** A list of text values (product types); filters match it as 'a|b|c' text. */
  array?: boolean;
  /** A stored file {name, type, key}; not filterable. */
  file?: boolean;
  /** May be null. */
  nullable?: boolean;
}

export interface MasterDescriptor {
  /** API path under /api, e.g. 'master/model'. */
  path: string;
  /** Singular label used in messages: 'Model' -> 'Model not found', 'Model Created'. */
  label: string;
  /** Plural, lower case, used in sentences: 'models'. */
  plural: string;
  /** Menu group of the masters' sidebar. */
  group:
    | 'Base Masters'
    | 'Model Master'
    | 'Spare Part Master'
    | 'Price Master'
    | 'Issue Master'
    | 'Repair Service Master'
    | 'General Master'
    | 'E Waste Service Master';
  idPrefix: string;
  /** The admin may give the id on create (category: CID101); otherwise it is generated. */
  idGiven?: boolean;
  /** Property shown as the entry's title (and GET list order). */
  titleProperty: string;
  /** The property that hides an entry from non-admins, and the value that shows it. */
  visibility?: { property: 'status'; value: 'Publish' } | { property: 'active'; value: true };
  /** Every property a record carries, in column order (id, createdAt and lastUpdate included). */
  properties: Record<string, MasterProperty>;
}

const id = { type: 'text', label: 'Id' } as const;
const status = { type: 'enum', label: 'Status', values: PUBLISH_STATES } as const;
const active = { type: 'boolean', label: 'Active' } as const;
const audit = {
  createdAt: { type: 'timestamp', label: 'Created At' },
  lastUpdate: { type: 'timestamp', label: 'Last Update' },
} as const;
const published = { property: 'status', value: 'Publish' } as const;
const isActive = { property: 'active', value: true } as const;

export const MASTER_CATALOGUE = {
  service: {
    path: 'master/service',
    label: 'Service',
    plural: 'services',
    group: 'Base Masters',
    idPrefix: 'SID',
    titleProperty: 'name',
    visibility: published,
    properties: { id, type: { type: 'text', label: 'Type' }, name: { type: 'text', label: 'Name' }, status, ...audit },
  },
  category: {
    path: 'master/category',
    label: 'Category',
    plural: 'categories',
    group: 'Base Masters',
    idPrefix: 'CID',
    idGiven: true,
    titleProperty: 'name',
    visibility: published,
    properties: {
      id,
      name: { type: 'text', label: 'Name' },
      serviceId: { type: 'text', label: 'Service', ref: 'service' },
      status,
      ...audit,
    },
  },
  product: {
    path: 'master/product',
    label: 'Product',
    plural: 'products',
    group: 'Base Masters',
    idPrefix: 'PID',
    titleProperty: 'name',
    visibility: published,
    properties: {
      id,
      name: { type: 'text', label: 'Name' },
      categoryId: { type: 'text', label: 'Category', ref: 'category', nullable: true },
      productTypes: { type: 'text', label: 'Product Types', array: true },
      status,
      image: { type: 'text', label: 'Image', file: true, nullable: true },
      ...audit,
    },
  },
  brand: {
    path: 'master/brand',
    label: 'Brand',
    plural: 'brands',
    group: 'Base Masters',
    idPrefix: 'BID',
    titleProperty: 'name',
    visibility: published,
    properties: {
      id,
      name: { type: 'text', label: 'Name' },
      status,
      logo: { type: 'text', label: 'Logo', file: true, nullable: true },
      ...audit,
    },
  },
  model: {
    path: 'master/model',
    label: 'Model',
    plural: 'models',
    group: 'Model Master',
    idPrefix: 'MID',
    titleProperty: 'modelNo',
    visibility: published,
    properties: {
      id,
      modelNo: { type: 'text', label: 'Model No' },
      productId: { type: 'text', label: 'Product', ref: 'product' },
      productType: { type: 'text', label: 'Product Type' },
      categoryId: { type: 'text', label: 'Category', ref: 'category' },
      brandId: { type: 'text', label: 'Brand', ref: 'brand' },
      status,
      ...audit,
    },
  },
  uom: {
    path: 'master/uom',
    label: 'UOM',
    plural: 'UOMs',
    group: 'General Master',
    idPrefix: 'UOM',
    titleProperty: 'name',
    visibility: published,
    properties: { id, name: { type: 'text', label: 'Name' }, code: { type: 'text', label: 'Code' }, status, ...audit },
  },
  sparePart: {
    path: 'master/sparePart',
    label: 'Spare part',
    plural: 'spare parts',
    group: 'Spare Part Master',
    idPrefix: 'SPID',
    titleProperty: 'name',
    visibility: published,
    properties: {
      id,
      partNumber: { type: 'text', label: 'Part Number' },
      name: { type: 'text', label: 'Name' },
      uomId: { type: 'text', label: 'UOM', ref: 'uom' },
      hsnCode: { type: 'text', label: 'HSN Code' },
      price: { type: 'number', label: 'Price', money: true },
      generic: { type: 'boolean', label: 'Generic' },
      status,
      ...audit,
    },
  },
  gst: {
    path: 'master/gst',
    label: 'GST',
    plural: 'GST slabs',
    group: 'General Master',
    idPrefix: 'GST',
    titleProperty: 'hsnSac',
    visibility: published,
    properties: {
      id,
      slab: { type: 'number', label: 'Slab (%)', integer: true, values: TAX_RATE_SLABS.map(String) },
      hsnSac: { type: 'text', label: 'HSN/SAC' },
      description: { type: 'text', label: 'Description', nullable: true },
      status,
      ...audit,
    },
  },
  servicePrice: {
    path: 'master/servicePrice',
    label: 'Service price',
    plural: 'service prices',
    group: 'Price Master',
    idPrefix: 'PRC',
    titleProperty: 'id',
    visibility: isActive,
    properties: {
      id,
      serviceId: { type: 'text', label: 'Service', ref: 'service' },
      categoryId: { type: 'text', label: 'Category', ref: 'category' },
      productId: { type: 'text', label: 'Product', ref: 'product' },
      productType: { type: 'text', label: 'Product Type' },
      brandId: { type: 'text', label: 'Brand', ref: 'brand' },
      sellingPrice: { type: 'number', label: 'Selling Price', money: true },
      mrp: { type: 'number', label: 'MRP', money: true },
      active,
      gstId: { type: 'text', label: 'GST', ref: 'gst' },
      ...audit,
    },
  },
  sparePartPrice: {
    path: 'master/sparePartPrice',
    label: 'Spare part price',
    plural: 'spare part prices',
    group: 'Price Master',
    idPrefix: 'SPP',
    titleProperty: 'id',
    visibility: isActive,
    properties: {
      id,
      sparePartId: { type: 'text', label: 'Spare Part', ref: 'sparePart' },
      modelId: { type: 'text', label: 'Model', ref: 'model', nullable: true },
      sellingPrice: { type: 'number', label: 'Selling Price', money: true },
      mrp: { type: 'number', label: 'MRP', money: true },
      active,
      ...audit,
    },
  },
  issue: {
    path: 'master/issue',
    label: 'Issue',
    plural: 'issues',
    group: 'Issue Master',
    idPrefix: 'ISS',
    titleProperty: 'name',
    visibility: published,
    properties: {
      id,
      name: { type: 'text', label: 'Name' },
      description: { type: 'text', label: 'Description' },
      status,
      ...audit,
    },
  },
  repairService: {
    path: 'master/repairService',
    label: 'Repair service',
    plural: 'repair services',
    group: 'Repair Service Master',
    idPrefix: 'RSV',
    titleProperty: 'name',
    visibility: published,
    properties: {
      id,
      name: { type: 'text', label: 'Name' },
      productId: { type: 'text', label: 'Product', ref: 'product' },
      status,
      ...audit,
    },
  },
  serviceType: {
    path: 'master/serviceType',
    label: 'Service type',
    plural: 'service types',
    group: 'General Master',
    idPrefix: 'STY',
    titleProperty: 'name',
    visibility: published,
    properties: { id, name: { type: 'text', label: 'Name' }, status, ...audit },
  },
  rewardPoint: {
    path: 'master/rewardPoint',
    label: 'Reward point rule',
    plural: 'reward point rules',
    group: 'General Master',
    idPrefix: 'RWP',
    titleProperty: 'event',
    visibility: published,
    properties: {
      id,
      event: { type: 'enum', label: 'Event', values: REWARD_EVENTS },
      points: { type: 'number', label: 'Points', integer: true },
      status,
      ...audit,
    },
  },
  coupon: {
    path: 'master/coupon',
    label: 'Coupon',
    plural: 'coupons',
    group: 'General Master',
    idPrefix: 'CPN',
    titleProperty: 'code',
    visibility: isActive,
    properties: {
      id,
      code: { type: 'text', label: 'Code' },
      percentage: { type: 'number', label: 'Percentage' },
      validFrom: { type: 'date', label: 'Valid From' },
      validTo: { type: 'date', label: 'Valid To' },
      totalUseLimit: { type: 'number', label: 'Total Use Limit', integer: true, nullable: true },
      perCustomerLimit: { type: 'number', label: 'Per Customer Limit', integer: true, nullable: true },
      active,
      ...audit,
    },
  },
  eWasteItem: {
    path: 'master/eWasteItem',
    label: 'E-waste item',
    plural: 'e-waste items',
    group: 'E Waste Service Master',
    idPrefix: 'EWI',
    titleProperty: 'name',
    visibility: published,
    properties: {
      id,
      serviceId: { type: 'enum', label: 'Service', values: WASTE_SERVICE_IDS, ref: 'service' },
      categoryId: { type: 'text', label: 'Category', ref: 'category' },
      name: { type: 'text', label: 'Name' },
      uomId: { type: 'text', label: 'UOM', ref: 'uom' },
      rate: { type: 'number', label: 'Rate', money: true },
      status,
      ...audit,
    },
  },
  disposalMethod: {
    path: 'master/disposalMethod',
    label: 'Disposal method',
    plural: 'disposal methods',
    group: 'E Waste Service Master',
    idPrefix: 'DSP',
    titleProperty: 'name',
    properties: { id, name: { type: 'enum', label: 'Name', values: DISPOSAL_METHODS }, ...audit },
  },
} satisfies Record<string, MasterDescriptor>;

export type MasterKey = keyof typeof MASTER_CATALOGUE;
export const MASTER_KEYS = Object.keys(MASTER_CATALOGUE) as MasterKey[];

/**
 * The masters another master's entries refer to: model -> {productId: 'product', categoryId: 'category', brandId:
 * 'brand'}.
 */
export function masterReferences(key: MasterKey): Record<string, MasterKey> {
  // ref values are keys of MASTER_CATALOGUE (checked by the server's definitions at start).
  const properties = MASTER_CATALOGUE[key].properties as Record<string, MasterProperty>;
  return Object.fromEntries(
    Object.entries(properties).flatMap(([name, p]) => (p.ref ? [[name, p.ref as MasterKey]] : [])),
  );
}

/** Link tables between masters (not masters themselves). */
export const MASTER_LINKS = {
  productIssue: {
    path: 'master/issue/product',
    label: 'Product issue link',
    plural: 'product issue links',
    properties: { productId: 'product', issueId: 'issue' },
  },
  sparePartModel: {
    path: 'master/sparePart/{id}/models',
    label: 'Spare part model assignment',
    plural: 'spare part assignments',
    properties: { sparePartId: 'sparePart', modelId: 'model' },
  },
} as const;

/** Import of a CSV/XLSX file: POST <path>/import; its header line: GET <path>/template. */
export const importPath = (path: string) => `${path}/import`;
export const templatePath = (path: string) => `${path}/template`;

/** A row that repeats an earlier row of the same file in a field that must be unique. */
export const repeatedInFile = (message: string, line: number) => `${message} (line ${line} of this file)`;

/** Answer of a refused import (nothing is written). */
export interface ImportRejection {
  message: string;
  rejected: { line: number; errors: Record<string, string> }[];
}
