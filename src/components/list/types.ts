import type { FilterInputType, FilterInputTypes } from '../../dataProvider/filterKeys';

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

export interface ListColumn {
  source: string;
  kind: ColumnKind;
  sortable?: boolean;
  /** `reference` columns: the master whose name is shown for the id. */
  reference?: ListReference;
  /**
   * Fixed choices (reward events, disposal methods, firm types): a cell shows each one's label in the user's language.
   */
  choices?: readonly (string | number)[];
}

/**
 * Another master a field points at. Options are searched on the server as the user types;
 * `filterBy` narrows them by other values of the form (e.g. models of the chosen product).
 */
export interface ListReference {
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

/** `distinct`: a select whose options come from GET <path>/distinct, narrowed by the filters it depends on. */
export type ListFilterInput = FilterInputType | 'distinct' | 'reference' | 'boolean';

export interface ListFilter {
  source: string;
  input: ListFilterInput;
  choices?: readonly (string | number)[];
  /**
   * What a choice shows when it is an id (a service's type, a technician's name); otherwise its status label or itself.
   */
  choiceLabels?: Readonly<Record<string, string>>;
  dependsOn?: readonly string[];
  reference?: ListReference;
  notAfter?: string;
  notBefore?: string;
}

/** A list the console shows (a master, a status tab of requests or partners): what its views and data provider need. */
export interface ListConfig {
  /** react-admin resource name; the route table decides where its views are served. */
  resource: string;
  /** The API path its calls go to (`<apiPath>/getByPaginationAndFilter`, `<apiPath>/:id`). */
  apiPath: string;
  /** Base of the exported spreadsheet's file name. */
  exportName: string;
  columns: readonly ListColumn[];
  /** Columns the list hides until the user picks them in its Columns menu (exports keep them); createdAt by default. */
  optionalColumns?: readonly string[];
  filters: readonly ListFilter[];
  defaultSort: { field: string; order: 'ASC' | 'DESC' };
  /** Filter every request of this resource carries (generic spare parts only, ...). */
  permanentFilter?: Readonly<Record<string, unknown>>;
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

const inputTypeOf: Record<ListFilterInput, FilterInputType> = {
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
export const filterInputTypes = (filters: readonly ListFilter[]): FilterInputTypes =>
  Object.fromEntries(filters.map((filter) => [filter.source, inputTypeOf[filter.input]]));

/** The columns every record carries about itself, not about what it describes: kept out of a phone row's summary. */
export const AUDIT_COLUMNS: ReadonlySet<string> = new Set(['createdAt', 'lastUpdate']);
