import { z } from 'zod';
import { brandCreateSchema, brandUpdateSchema } from '../../../../domain/masters/brand';
import { publishState } from '../../../../domain/masters/common';
import { productCreateSchema, productUpdateSchema } from '../../../../domain/masters/product';
import { PUBLISH_STATES } from '../../../../domain/enums';
import { defineListResource, type ListResource } from '../../platform/listEngine';

/** What GET/POST/PUT answer for a master product or brand (spec 000 §3: id, name, status). */
export const masterRecordSchema = z.object({
  id: z.string(),
  name: z.string(),
  status: publishState,
  createdAt: z.string(),
  lastUpdate: z.string(),
});
export type MasterRecord = z.infer<typeof masterRecordSchema>;

const iso = (value: unknown) => (value instanceof Date ? value : new Date(value as string)).toISOString();

export const toMasterRecord = (row: Record<string, unknown>): MasterRecord => ({
  id: row.id as string,
  name: row.name as string,
  status: row.status as MasterRecord['status'],
  createdAt: iso(row.createdAt),
  lastUpdate: iso(row.lastUpdate),
});

/** One simple master (products, brands): a table of id, name and publish state, served by the same routes. */
export interface MasterDefinition {
  /** Path under master/ (spec 000 §7.5). */
  path: string;
  /** Word used in messages and activity: 'Product name already exists', 'Product Created'. */
  label: string;
  entityType: string;
  table: string;
  createSchema: typeof productCreateSchema;
  updateSchema: typeof productUpdateSchema;
  list: ListResource<MasterRecord>;
  /** GET filtersData exists for products only (spec 000 §7.5). */
  filtersData: boolean;
}

const masterList = (table: string) =>
  defineListResource<MasterRecord>({
    source: table,
    properties: {
      id: { column: 'id', type: 'text' },
      name: { column: 'name', type: 'text' },
      status: { column: 'status', type: 'enum', values: PUBLISH_STATES },
      createdAt: { column: 'created_at', type: 'timestamp' },
      lastUpdate: { column: 'last_update', type: 'timestamp' },
    },
    defaultSortBy: 'lastUpdate',
    key: 'id',
    mapRow: toMasterRecord,
  });

export const MASTERS: MasterDefinition[] = [
  {
    path: 'product',
    label: 'Product',
    entityType: 'product',
    table: 'products',
    createSchema: productCreateSchema,
    updateSchema: productUpdateSchema,
    list: masterList('products'),
    filtersData: true,
  },
  {
    path: 'brand',
    label: 'Brand',
    entityType: 'brand',
    table: 'brands',
    createSchema: brandCreateSchema,
    updateSchema: brandUpdateSchema,
    list: masterList('brands'),
    filtersData: false,
  },
];
