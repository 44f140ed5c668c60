import type { ZodType } from 'zod';
import type { FilterInputType, FilterInputTypes } from '../../../dataProvider/filterKeys';

export type ColumnKind = 'text' | 'number' | 'status' | 'datetime';

export interface MasterColumn {
  source: string;
  kind: ColumnKind;
  sortable?: boolean;
}

export interface MasterField {
  source: string;
  input: 'text' | 'select';
  choices?: readonly string[];
  /** Value a new record starts with. */
  defaultValue?: string;
}

/** `distinct`: a select whose options come from GET <path>/distinct, narrowed by the filters it depends on. */
export type MasterFilterInput = FilterInputType | 'distinct';

export interface MasterFilter {
  source: string;
  input: MasterFilterInput;
  choices?: readonly string[];
  dependsOn?: readonly string[];
}

/** One master: everything the generic List/Create/Edit/Show views and the dataProvider need. */
export interface MasterConfig {
  /** react-admin resource name; the route table decides where it is served. */
  resource: string;
  /** API path of spec 000 §7.5. */
  apiPath: string;
  /** Base of the exported spreadsheet's file name. */
  exportName: string;
  columns: readonly MasterColumn[];
  filters: readonly MasterFilter[];
  defaultSort: { field: string; order: 'ASC' | 'DESC' };
  /** Form fields; a master without schemas is read-only. */
  fields?: readonly MasterField[];
  createSchema?: ZodType;
  updateSchema?: ZodType;
}

export const isReadOnly = (config: MasterConfig) => !config.createSchema || !config.updateSchema || !config.fields;

const inputTypeOf: Record<MasterFilterInput, FilterInputType> = {
  text: 'text',
  number: 'number',
  select: 'select',
  multiSelect: 'multiSelect',
  date: 'date',
  distinct: 'select',
};

/** What the dataProvider needs to pick each filter's default operator. */
export const filterInputTypes = (filters: readonly MasterFilter[]): FilterInputTypes =>
  Object.fromEntries(filters.map((filter) => [filter.source, inputTypeOf[filter.input]]));
