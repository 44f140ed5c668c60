import { FILE_ENTITY_TYPES, type FileEntityType } from '../../../../domain/fileRules';
import { MASTER_CATALOGUE, type MasterKey, type MasterProperty } from '../../../../domain/masters/catalogue';
import { SCHEMA_LOADERS } from './schemas';
import type { MasterConfig, MasterField } from './types';
import {
  AUDIT_COLUMNS,
  type ListColumn,
  type ListFilter,
  type ListReference,
  type PhoneRow,
} from '../../../components/list/types';

/** The console resource that names each registry master's records (and answers reference searches). */
export const RESOURCE_OF: Record<MasterKey, string> = {
  service: 'masters/service',
  category: 'masters/category',
  product: 'masters/product',
  brand: 'masters/brand',
  model: 'masters/model',
  uom: 'masters/general/uom',
  sparePart: 'masters/spare-part',
  gst: 'masters/general/gst',
  servicePrice: 'masters/service-price',
  sparePartPrice: 'masters/spare-part-price',
  issue: 'masters/issue',
  repairService: 'masters/repairService',
  serviceType: 'masters/general/service-type',
  rewardPoint: 'masters/reward-point',
  coupon: 'masters/coupon',
  eWasteItem: 'masters/ewaste-item',
  disposalMethod: 'masters/disposal-method',
};

/** A reference to a registry master, shown by its title property. */
export const referenceTo = (key: MasterKey, extra: Partial<ListReference> = {}): ListReference => ({
  resource: RESOURCE_OF[key],
  optionText: MASTER_CATALOGUE[key].titleProperty,
  ...extra,
});

function column(source: string, p: MasterProperty): ListColumn {
  if (p.file) return { source, kind: 'image' };
  if (p.ref) return { source, kind: 'reference', reference: referenceTo(p.ref as MasterKey), sortable: true };
  if (p.array) return { source, kind: 'list' };
  const kind = (
    {
      text: 'text',
      number: p.money ? 'money' : 'number',
      enum: source === 'status' ? 'status' : 'text',
      boolean: 'boolean',
      date: 'date',
      timestamp: 'datetime',
    } as const
  )[p.type];
  return { source, kind, sortable: true, ...(p.type === 'enum' && kind === 'text' && { choices: p.values }) };
}

function filter(source: string, p: MasterProperty): ListFilter | undefined {
  if (p.file || p.type === 'timestamp' || source === 'id') return undefined;
  if (p.ref) return { source, input: 'reference', reference: referenceTo(p.ref as MasterKey) };
  if (p.array) return { source, input: 'text' };
  if (p.type === 'enum') return { source, input: 'select', choices: p.values };
  if (p.type === 'boolean') return { source, input: 'boolean' };
  return { source, input: p.type === 'number' ? 'number' : p.type === 'date' ? 'date' : 'text' };
}

/** Files of a master are stored under its own entity type (product images, brand logos). */
const fileEntityType = (key: MasterKey): FileEntityType | undefined =>
  (FILE_ENTITY_TYPES as readonly string[]).includes(key) ? (key as FileEntityType) : undefined;

function field(key: MasterKey, source: string, p: MasterProperty): MasterField {
  if (p.file) return { source, input: 'image', entityType: fileEntityType(key), defaultValue: null };
  if (p.ref) return { source, input: 'reference', reference: referenceTo(p.ref as MasterKey) };
  if (p.array) return { source, input: 'tags', defaultValue: [] };
  if (p.type === 'enum')
    return { source, input: 'select', choices: p.values, ...(source === 'status' ? { defaultValue: 'Publish' } : {}) };
  if (p.type === 'boolean') return { source, input: 'boolean', defaultValue: source === 'active' ? true : false };
  if (p.type === 'number') return { source, input: 'number' };
  if (p.type === 'date') return { source, input: 'date' };
  return { source, input: source === 'description' ? 'textarea' : 'text' };
}

interface RegistryMasterOptions {
  resource?: string;
  exportName?: string;
  /** Form fields in this order (default: the registry's properties); each may be patched. */
  fields?: readonly string[];
  fieldPatches?: Readonly<Record<string, Partial<MasterField>>>;
  /** Filters in this order (default: every filterable property). */
  filters?: readonly string[];
  filterPatches?: Readonly<Record<string, Partial<ListFilter>>>;
  /** Columns left out of the list. */
  hideColumns?: readonly string[];
  /** Columns hidden until picked in the list's Columns menu (default: createdAt). */
  optionalColumns?: readonly string[];
  /** Changes to a column as the registry would make it (a reference shown by another property). */
  columnPatches?: Readonly<Record<string, Partial<ListColumn>>>;
  permanentFilter?: Record<string, unknown>;
  defaultSort?: MasterConfig['defaultSort'];
  /**
   * A record as a row of the list under 768 px (its chip defaults to the property that hides the entry: status or
   * active).
   */
  phoneRow?: PhoneRow;
  /** Singular and plural names when the registry's do not fit (generic spare parts). */
  names?: [string, string];
}

const capitalized = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/**
 * A console master from its entry in domain/masters/catalogue: columns, filters and form fields follow the
 * property types (references become server-searched selects), validated by the entry's own schemas.
 */
export function registryMaster(key: MasterKey, options: RegistryMasterOptions = {}): MasterConfig {
  const entry = MASTER_CATALOGUE[key];
  const properties = entry.properties as Record<string, MasterProperty>;
  const names = Object.keys(properties);
  const hidden = new Set(options.hideColumns ?? []);
  const editable = names.filter(
    (name) =>
      !AUDIT_COLUMNS.has(name) &&
      (name !== 'id' || ('idGiven' in entry && entry.idGiven)) &&
      (!properties[name].file || fileEntityType(key)),
  );
  const fields = (options.fields ?? editable).map((name) => {
    const base =
      name === 'id'
        ? ({ source: 'id', input: 'text', createOnly: true } as MasterField)
        : field(key, name, properties[name]);
    return { ...base, ...options.fieldPatches?.[name] };
  });
  const filters = (options.filters ?? names)
    .map((name) => {
      const base = filter(name, properties[name]);
      return base && { ...base, ...options.filterPatches?.[name] };
    })
    .filter((f): f is ListFilter => f !== undefined);
  return {
    resource: options.resource ?? RESOURCE_OF[key],
    apiPath: entry.path,
    exportName: options.exportName ?? entry.plural,
    // Thumbnails lead the list; a file column needs a file entity type to be uploaded and read.
    columns: [
      ...names.filter((name) => properties[name].file && fileEntityType(key)),
      ...names.filter((name) => !properties[name].file),
    ]
      .filter((name) => !hidden.has(name))
      .map((name) => ({ ...column(name, properties[name]), ...options.columnPatches?.[name] })),
    filters,
    defaultSort: options.defaultSort ?? { field: 'lastUpdate', order: 'DESC' },
    permanentFilter: options.permanentFilter,
    optionalColumns: options.optionalColumns,
    fields,
    schemas: SCHEMA_LOADERS[key],
    importable: true,
    recordText: entry.titleProperty,
    phoneRow: { chip: 'visibility' in entry ? entry.visibility.property : undefined, ...options.phoneRow },
    labels: {
      name: (options.names ?? [entry.label, capitalized(entry.plural)]).join(' |||| '),
      fields: Object.fromEntries(names.map((name) => [name, properties[name].label])),
    },
  };
}
