import type { FileEntityType } from '../../../../domain/files';
import type { ListConfig, ListReference } from '../../../components/list/types';
import type { SchemaLoader } from './schemas';

/**
 * `distinct`: free text offering the values already used, narrowed by `dependsOn` (state -> district -> city);
 * `hidden`: a fixed value; `image`: an image uploaded to the file store, kept as {name, type, key}.
 */
export type FieldInput =
  | 'text'
  | 'textarea'
  | 'number'
  | 'boolean'
  | 'select'
  | 'reference'
  | 'tags'
  | 'date'
  | 'distinct'
  | 'hidden'
  | 'image';

export interface MasterField {
  source: string;
  input: FieldInput;
  choices?: readonly (string | number)[];
  /** Select choices taken from a list field of a referenced record (a product's productTypes). */
  choicesFrom?: { reference: string; field: string; list: string };
  reference?: ListReference;
  /** Value a new record starts with. */
  defaultValue?: unknown;
  /** Dates: the field this one may not be after / before (a from/till pair limiting each other). */
  notAfter?: string;
  notBefore?: string;
  dependsOn?: readonly string[];
  /** Only on the create form (a given id like CID101). */
  createOnly?: boolean;
  /** Shown but not editable on the edit form. */
  readOnlyOnEdit?: boolean;
  /** `image` inputs: whose file it is in the file store (product, brand). */
  entityType?: FileEntityType;
  /** Marked with an asterisk; the form sets it from its schema (see requiredFields), configs leave it out. */
  required?: boolean;
}

/** A link to a screen that does more with a master (assignments, the model price view); `to` is below /dashboard. */
export interface MasterLink {
  label: string;
  to: (record: { id: string | number }) => string;
}

/** A part of a record's page below its fields, beyond the record itself (see recordSections.tsx). */
export type RecordSection = 'sparePartModels';

/** One master: a list with its forms, import and record page. */
export interface MasterConfig extends ListConfig {
  /** Form fields; a master without schemas is read-only. */
  fields?: readonly MasterField[];
  /** The create and update schemas, downloaded when a form of this master first opens (see schemas.ts). */
  schemas?: SchemaLoader;
  /** Bulk import: POST <apiPath>/import and GET <apiPath>/template. */
  importable?: boolean;
  /** Links on a record's page, and on the list's toolbar. */
  recordLinks?: readonly MasterLink[];
  /** What a record's page shows below its fields (the models a spare part fits). */
  recordSections?: readonly RecordSection[];
  listLinks?: readonly { label: string; to: string }[];
}

export const isReadOnly = (config: MasterConfig) => !config.schemas || !config.fields;
