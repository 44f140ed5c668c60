import { DEFAULT_OPERATOR, toFilterEntries, type FilterEntry } from '../../domain/listQuery';

/** Input types of spec 000 §5.9, each with its default operator. */
export type FilterInputType = keyof typeof DEFAULT_OPERATOR;
export type FilterInputTypes = Readonly<Record<string, FilterInputType>>;

/**
 * When a resource does not declare an input type: arrays are multi-selects, numbers and booleans equal, text contains.
 */
function inferInputType(value: unknown): FilterInputType {
  if (Array.isArray(value)) return 'multiSelect';
  if (typeof value === 'number') return 'number';
  if (typeof value === 'boolean') return 'select';
  return 'text';
}

const asNumber = (entry: FilterEntry): FilterEntry | undefined => {
  if (typeof entry.value !== 'string') return entry;
  const value = Number(entry.value.trim());
  return Number.isFinite(value) ? { ...entry, value } : undefined;
};

/**
 * react-admin filter object -> API filter entries. A key is `property` (the default operator of
 * its input type) or `property@operator`; blank values are dropped; number inputs send numbers.
 */
export function toApiFilters(filter: Record<string, unknown> = {}, inputTypes: FilterInputTypes = {}): FilterEntry[] {
  const entries = toFilterEntries(
    filter,
    (property, value) => DEFAULT_OPERATOR[inputTypes[property] ?? inferInputType(value)],
  );
  return entries.flatMap((entry) => {
    const converted = inputTypes[entry.property] === 'number' ? asNumber(entry) : entry;
    return converted ? [converted] : [];
  });
}
