import { z } from 'zod';
import { duplicateNameMessage, storedFile } from '../../../../domain/masters/common';
import {
  MASTER_REGISTRY,
  masterReferences,
  type MasterConfig,
  type MasterKey,
  type MasterProperty,
} from '../../../../domain/masters/registry';
import { maxPageSizeOf } from '../../../../domain/filters';
import { defineListResource, type ListProperty, type ListResource } from '../../platform/listEngine';

/** A master record as the API answers it: the registry's properties, ids and ISO timestamps. */
export const masterRecordRow = z.object({ id: z.string() }).catchall(z.unknown());
export type MasterRecord = z.infer<typeof masterRecordRow>;

/** The server side of one master: its table and the database rules the registry entry cannot say. */
interface MasterTable {
  table: string;
  /** Unique indexes (and the primary key of masters whose id the admin gives) -> the field message they mean. */
  uniques?: Record<string, { field: string; message: string }>;
  /** The record's productType must be one of the product types of its productId. */
  productTypeOfProduct?: boolean;
  /** The record's productId must be a product of its categoryId. */
  productOfCategory?: boolean;
  /** GET filtersData: answer key -> property whose distinct values it lists (products only). */
  filtersData?: Record<string, string>;
}

const TABLES: Record<MasterKey, MasterTable> = {
  service: { table: 'services', uniques: { services_pkey: { field: 'id', message: 'Service id already exists' } } },
  category: {
    table: 'categories',
    uniques: {
      categories_pkey: { field: 'id', message: 'Category id already exists' },
      categories_name_uq: { field: 'name', message: duplicateNameMessage('Category') },
    },
  },
  product: {
    table: 'products',
    uniques: { products_name_uq: { field: 'name', message: duplicateNameMessage('Product') } },
    filtersData: { statuses: 'status', names: 'name' },
  },
  brand: { table: 'brands', uniques: { brands_name_uq: { field: 'name', message: duplicateNameMessage('Brand') } } },
  model: {
    table: 'models',
    uniques: { models_brand_model_no_uq: { field: 'modelNo', message: 'Model number already exists for this brand' } },
    productTypeOfProduct: true,
    productOfCategory: true,
  },
  uom: {
    table: 'uoms',
    uniques: {
      uoms_name_uq: { field: 'name', message: duplicateNameMessage('UOM') },
      uoms_code_uq: { field: 'code', message: 'UOM code already exists' },
    },
  },
  sparePart: {
    table: 'spare_parts',
    uniques: { spare_parts_part_number_uq: { field: 'partNumber', message: 'Part number already exists' } },
  },
  gst: {
    table: 'gst_slabs',
    uniques: { gst_slabs_slab_hsn_uq: { field: 'hsnSac', message: 'This slab already exists for the HSN/SAC code' } },
  },
  servicePrice: { table: 'service_prices', productTypeOfProduct: true, productOfCategory: true },
  sparePartPrice: { table: 'spare_part_prices' },
  issue: { table: 'issues', uniques: { issues_name_uq: { field: 'name', message: duplicateNameMessage('Issue') } } },
  repairService: {
    table: 'repair_services',
    uniques: {
      repair_services_product_name_uq: { field: 'name', message: 'This repair service already exists for the product' },
    },
  },
  serviceType: {
    table: 'service_types',
    uniques: { service_types_name_uq: { field: 'name', message: duplicateNameMessage('Service type') } },
  },
  rewardPoint: {
    table: 'reward_points',
    uniques: { reward_points_event_uq: { field: 'event', message: 'A rule for this event already exists' } },
  },
  coupon: { table: 'coupons', uniques: { coupons_code_uq: { field: 'code', message: 'Coupon code already exists' } } },
  eWasteItem: {
    table: 'e_waste_items',
    uniques: { e_waste_items_category_name_uq: { field: 'name', message: 'This item already exists in the category' } },
  },
  disposalMethod: {
    table: 'disposal_methods',
    uniques: { disposal_methods_name_uq: { field: 'name', message: 'Disposal method already exists' } },
  },
};

/** One master served by the generic routes: registry entry (domain) + table (server). */
export interface MasterDefinition extends MasterTable {
  key: MasterKey;
  config: MasterConfig;
  /** Path under master/, e.g. 'model'. */
  path: string;
  label: string;
  entityType: string;
  createSchema: z.ZodType;
  updateSchema: z.ZodType;
  properties: Record<string, MasterProperty>;
  /** Property -> SQL column name. */
  columns: Record<string, string>;
  /** Properties a create or update writes (not id, createdAt, lastUpdate). */
  writable: string[];
  references: Record<string, MasterKey>;
  recordSchema: z.ZodType;
  optionsQuery: z.ZodObject;
  list: ListResource<MasterRecord>;
  filtersData?: Record<string, string>;
}

const snake = (name: string) => name.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);
const AUDIT = ['createdAt', 'lastUpdate'];

/** SQL expression filters and sorts read (arrays and files as text, so lists can filter on them). */
function readExpression(column: string, property: MasterProperty) {
  if (property.array) return `array_to_string(${column}, '|')`;
  if (property.file) return `(${column})::text`;
  return column;
}

/**
 * SQL expression of what a record carries, where it is not what filters read: a list, a stored file, a plain number.
 */
function recordExpression(column: string, property: MasterProperty) {
  if (property.array) return `coalesce(${column}, '{}'::text[])`;
  if (property.file) return column;
  if (property.type === 'number') return `(${column})::float8`;
  return undefined;
}

function recordSchemaOf(properties: Record<string, MasterProperty>) {
  const shape: Record<string, z.ZodType> = {};
  for (const [name, property] of Object.entries(properties)) {
    let schema: z.ZodType;
    if (property.array) schema = z.array(z.string());
    else if (property.file) schema = storedFile.nullable();
    else if (property.type === 'number') schema = z.number();
    else if (property.type === 'boolean') schema = z.boolean();
    else schema = z.string();
    shape[name] = property.nullable && !property.file ? schema.nullable() : schema;
  }
  return z.object(shape);
}

/** GET getByOptions: exact matches on id, references and enums; text case-insensitively. */
function optionsQueryOf(properties: Record<string, MasterProperty>) {
  const shape: Record<string, z.ZodType> = {};
  for (const [name, property] of Object.entries(properties)) {
    if (AUDIT.includes(name) || property.file || property.array) continue;
    if (property.type === 'enum')
      shape[name] = z
        .enum(property.values as [string, ...string[]], {
          message: `${property.label} must be one of ${property.values!.join(', ')}`,
        })
        .optional();
    else if (property.type === 'text') shape[name] = z.string().trim().min(1).optional();
  }
  return z.object(shape);
}

function defineMaster(key: MasterKey): MasterDefinition {
  const config = MASTER_REGISTRY[key] as MasterConfig;
  const server = TABLES[key];
  const properties = config.properties as Record<string, MasterProperty>;
  const columns = Object.fromEntries(Object.keys(properties).map((name) => [name, snake(name)]));
  const listProperties: Record<string, ListProperty> = {};
  for (const [name, property] of Object.entries(properties)) {
    listProperties[name] = {
      column: readExpression(columns[name], property),
      select: recordExpression(columns[name], property),
      type: property.type,
      values: property.type === 'enum' ? property.values : undefined,
      integer: property.integer,
    };
  }
  return {
    ...server,
    key,
    config,
    path: config.path.replace(/^master\//, ''),
    label: config.label,
    entityType: key,
    createSchema: config.createSchema,
    updateSchema: config.updateSchema,
    properties,
    columns,
    writable: Object.keys(properties).filter((name) => name !== 'id' && !AUDIT.includes(name)),
    references: masterReferences(key),
    recordSchema: recordSchemaOf(properties),
    optionsQuery: optionsQueryOf(properties),
    list: defineListResource<MasterRecord>({
      source: server.table,
      properties: listProperties,
      defaultSortBy: 'lastUpdate',
      key: 'id',
      maxPageSize: maxPageSizeOf(config.path),
    }),
  };
}

/** Every master, in the registry's order: adding a master is one registry entry plus its table here. */
export const MASTERS: MasterDefinition[] = (Object.keys(MASTER_REGISTRY) as MasterKey[]).map(defineMaster);
export const MASTER_BY_KEY = Object.fromEntries(MASTERS.map((def) => [def.key, def])) as Record<
  MasterKey,
  MasterDefinition
>;

/** Link tables that refer to masters (for the 'in use' sentence). */
export const LINK_USES: { table: string; column: string; master: MasterKey; singular: string; plural: string }[] = [
  {
    table: 'product_issues',
    column: 'product_id',
    master: 'product',
    singular: 'product issue link',
    plural: 'product issue links',
  },
  {
    table: 'product_issues',
    column: 'issue_id',
    master: 'issue',
    singular: 'product issue link',
    plural: 'product issue links',
  },
  {
    table: 'spare_part_models',
    column: 'spare_part_id',
    master: 'sparePart',
    singular: 'model assignment',
    plural: 'model assignments',
  },
  {
    table: 'spare_part_models',
    column: 'model_id',
    master: 'model',
    singular: 'spare part assignment',
    plural: 'spare part assignments',
  },
];
