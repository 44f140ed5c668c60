import type { FileEntityType } from '../../../../domain/files';
import type { FilterInputType, FilterInputTypes } from '../../../dataProvider/filterKeys';
import type { SchemaLoader } from './schemas';

/** `image`: a stored file {name, type, key} shown as a thumbnail. */
/** `money` is rupees as the masters keep them; `paise` an amount the API keeps in paise (payments), shown in rupees. */
export type ColumnKind =
  'text' | 'number' | 'money' | 'paise' | 'status' | 'datetime' | 'date' | 'boolean' | 'list' | 'reference' | 'image';

/** Numbers and amounts line up on the right. */
export const isNumeric = (kind: ColumnKind) => kind === 'number' || kind === 'money' || kind === 'paise';

const ONE_LINE_KINDS: ReadonlySet<ColumnKind> = new Set([
  'number',
  'money',
  'paise',
  'status',
  'datetime',
  'date',
  'boolean',
  'image',
]);

/**
 * Values read as one token (a date, an amount, a status): a table keeps them on one line and lets the text columns
 * wrap.
 */
export const isOneLine = (kind: ColumnKind) => ONE_LINE_KINDS.has(kind);

export interface MasterColumn {
  source: string;
  kind: ColumnKind;
  sortable?: boolean;
  /** `reference` columns: the master whose name is shown for the id. */
  reference?: MasterReference;
  /**
   * Fixed choices (reward events, disposal methods, firm types): a cell shows each one's label in the user's language.
   */
  choices?: readonly (string | number)[];
}

/**
 * Another master a field points at. Options are searched on the server as the user types;
 * `filterBy` narrows them by other values of the form (e.g. models of the chosen product).
 */
export interface MasterReference {
  resource: string;
  /** Shown for a record; defaults to `name`. */
  optionText?: string;
  /** Property searched with `contains`; defaults to optionText. */
  searchField?: string;
  /** Shown right after the referenced record's text in a column ('%' after a GST slab). */
  suffix?: string;
  /** Another property an option shows after its text, so options sharing a text stay apart ('18% · 9987'). */
  detail?: string;
  /** Filter of the referenced list: its property -> the form field whose value it takes. */
  filterBy?: Readonly<Record<string, string>>;
  /** Fixed filter of the referenced list (only the waste services). */
  where?: Readonly<Record<string, unknown>>;
}

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
  reference?: MasterReference;
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

/** `distinct`: a select whose options come from GET <path>/distinct, narrowed by the filters it depends on. */
export type MasterFilterInput = FilterInputType | 'distinct' | 'reference' | 'boolean';

export interface MasterFilter {
  source: string;
  input: MasterFilterInput;
  choices?: readonly (string | number)[];
  /**
   * What a choice shows when it is an id (a service's type, a technician's name); otherwise its status label or itself.
   */
  choiceLabels?: Readonly<Record<string, string>>;
  dependsOn?: readonly string[];
  reference?: MasterReference;
  notAfter?: string;
  notBefore?: string;
}

/** A link to a screen that does more with a master (assignments, the model price view); `to` is below /dashboard. */
export interface MasterLink {
  label: string;
  to: (record: { id: string | number }) => string;
}

/** A part of a record's page below its fields, beyond the record itself (see recordSections.tsx). */
export type RecordSection = 'sparePartModels';

/** One master: everything the generic List/Create/Edit/Show views and the dataProvider need. */
export interface MasterConfig {
  /** react-admin resource name; the route table decides where its views are served. */
  resource: string;
  /** API path of spec 000 §7.5 (from domain/masters/catalogue). */
  apiPath: string;
  /** Base of the exported spreadsheet's file name. */
  exportName: string;
  columns: readonly MasterColumn[];
  /** Columns the list hides until the user picks them in its Columns menu (exports keep them); createdAt by default. */
  optionalColumns?: readonly string[];
  filters: readonly MasterFilter[];
  defaultSort: { field: string; order: 'ASC' | 'DESC' };
  /** Filter every request of this resource carries (generic spare parts only, ...). */
  permanentFilter?: Readonly<Record<string, unknown>>;
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
  /** The API has no getById: a record is read through the list with `id equal` (pincodes). */
  getOneByFilter?: boolean;
  /**
   * English labels (resource name 'One |||| Many' and field labels), from the registry; translations may override them.
   */
  labels?: { name: string; fields: Readonly<Record<string, string>> };
  /** Property shown when another screen names a record. */
  recordText?: string;
  /** A record as a row of the list under 768 px. */
  phoneRow?: PhoneRow;
}

/**
 * One value of a phone row, where no column header says what it is: its column, and what the header would have added.
 * `suffix` follows the value ('%' after a rate), `unit` the column's label ('25 Points'); `until` ends a range with
 * another column ('01/06/2023 – 30/06/2023'), `per` names the unit another column holds ('₹5 / Kg').
 */
export interface RowValue {
  source: string;
  suffix?: string;
  unit?: boolean;
  until?: string;
  per?: string;
}

/**
 * A record as one row of the list under 768 px: its title, the values under it and a chip on the right.
 * Defaults: the record's title (recordText), the first two columns that summarise it, its status column.
 */
export interface PhoneRow {
  title?: readonly (string | RowValue)[];
  summary?: readonly (string | RowValue)[];
  /** The column shown as the chip; a yes/no column reads Active / Inactive. */
  chip?: string;
}

export const isReadOnly = (config: MasterConfig) => !config.schemas || !config.fields;

const inputTypeOf: Record<MasterFilterInput, FilterInputType> = {
  text: 'text',
  number: 'number',
  select: 'select',
  multiSelect: 'multiSelect',
  date: 'date',
  distinct: 'select',
  reference: 'select',
  boolean: 'select',
};

/** What the dataProvider needs to pick each filter's default operator. */
export const filterInputTypes = (filters: readonly MasterFilter[]): FilterInputTypes =>
  Object.fromEntries(filters.map((filter) => [filter.source, inputTypeOf[filter.input]]));
