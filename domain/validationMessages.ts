import { fillMessage } from './messages/fill';

/**
 * The message of a validation issue that its schema does not word itself, as a sentence about the field in the style of
 * the worded ones ('Name is required', 'Email must be at most 255 characters'), never zod's own wording, which names
 * types and operators ('Invalid input: expected string, received null'). Installed for every schema by domain/zod.ts.
 */
interface ValidationIssue {
  code?: string;
  input?: unknown;
  path?: readonly PropertyKey[];
  expected?: string;
  origin?: string;
  format?: string;
  maximum?: number | bigint;
  minimum?: number | bigint;
  values?: readonly unknown[];
  keys?: readonly string[];
}

/**
 * 'primaryEmail' -> 'Primary email', 'contract_end_date' -> 'Contract end date'; the innermost named key of the path.
 */
export function fieldLabel(path: readonly PropertyKey[] = []): string {
  const key = [...path].reverse().find((part): part is string => typeof part === 'string');
  if (!key) return 'Value';
  const words = key
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[_-]+/g, ' ')
    .trim()
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** What a person leaves a field as when they give nothing: missing, null, or blank text. */
export const isEmptyInput = (input: unknown) =>
  input === undefined || input === null || (typeof input === 'string' && input.trim() === '');

/**
 * The sentences of issues a schema does not word itself, as templates with `%{name}` values (the console translates
 * them by key, domain/messages/catalog.ts); `%{field}` is the field's label (fieldLabel).
 */
export const VALIDATION_MESSAGES = {
  required: '%{field} is required',
  notValid: '%{field} is not valid',
  validEmail: '%{field} must be a valid email',
  oneOf: '%{field} must be one of %{values}',
  mustBeText: '%{field} must be text',
  mustBeNumber: '%{field} must be a number',
  mustBeWholeNumber: '%{field} must be a whole number',
  mustBeTrueOrFalse: '%{field} must be true or false',
  mustBeList: '%{field} must be a list',
  mustBeFields: '%{field} must be a set of fields',
  mustBeDate: '%{field} must be a date',
  mustBeOther: '%{field} must be of another kind',
  atMostCharacters: '%{field} must be at most %{max} characters',
  atLeastCharacters: '%{field} must be at least %{min} characters',
  atMostOneItem: '%{field} must have at most 1 item',
  atMostItems: '%{field} must have at most %{max} items',
  atLeastItems: '%{field} must have at least %{min} items',
  atMost: '%{field} must be at most %{max}',
  atLeast: '%{field} must be at least %{min}',
  needsOneItem: '%{field} needs at least one item',
  unknownField: 'Unknown field: %{keys}',
  unknownFields: 'Unknown fields: %{keys}',
  /** A schema's own limit on a text whose field the form shows beside it. */
  textAtMost: 'Must be at most %{max} characters',
} as const;

/** 'Must be at most 255 characters', for a schema's own `.max()`. */
export const textAtMost = (max: number) => fillMessage(VALIDATION_MESSAGES.textAtMost, { max });

const KINDS: Record<string, keyof typeof VALIDATION_MESSAGES> = {
  string: 'mustBeText',
  number: 'mustBeNumber',
  int: 'mustBeWholeNumber',
  boolean: 'mustBeTrueOrFalse',
  array: 'mustBeList',
  object: 'mustBeFields',
  date: 'mustBeDate',
};

function sizeMessage(field: string, issue: ValidationIssue, bound: 'max' | 'min', limit: number | bigint | undefined) {
  const values = { field, [bound]: String(limit) };
  if (issue.origin === 'string')
    return fillMessage(VALIDATION_MESSAGES[bound === 'max' ? 'atMostCharacters' : 'atLeastCharacters'], values);
  if (issue.origin === 'array' || issue.origin === 'set') {
    if (bound === 'max')
      return fillMessage(VALIDATION_MESSAGES[Number(limit) === 1 ? 'atMostOneItem' : 'atMostItems'], values);
    return fillMessage(VALIDATION_MESSAGES.atLeastItems, values);
  }
  return fillMessage(VALIDATION_MESSAGES[bound === 'max' ? 'atMost' : 'atLeast'], values);
}

const about = (key: keyof typeof VALIDATION_MESSAGES, field: string, values: Record<string, string> = {}) =>
  fillMessage(VALIDATION_MESSAGES[key], { field, ...values });

export function readableIssueMessage(issue: ValidationIssue): string {
  const label = fieldLabel(issue.path);
  switch (issue.code) {
    case 'invalid_type':
      if (isEmptyInput(issue.input)) return about('required', label);
      return about(KINDS[issue.expected ?? ''] ?? 'mustBeOther', label);
    case 'too_big':
      return sizeMessage(label, issue, 'max', issue.maximum);
    case 'too_small':
      if (issue.origin === 'string' && Number(issue.minimum) <= 1) return about('required', label);
      if ((issue.origin === 'array' || issue.origin === 'set') && Number(issue.minimum) <= 1)
        return about('needsOneItem', label);
      return sizeMessage(label, issue, 'min', issue.minimum);
    case 'invalid_value':
      if (isEmptyInput(issue.input)) return about('required', label);
      return issue.values?.length
        ? about('oneOf', label, { values: issue.values.join(', ') })
        : about('notValid', label);
    case 'invalid_format':
      return about(issue.format === 'email' ? 'validEmail' : 'notValid', label);
    case 'unrecognized_keys': {
      const keys = issue.keys ?? [];
      return fillMessage(VALIDATION_MESSAGES[keys.length > 1 ? 'unknownFields' : 'unknownField'], {
        keys: keys.join(', '),
      });
    }
    case 'not_multiple_of':
      return about('notValid', label);
    default:
      return about(isEmptyInput(issue.input) ? 'required' : 'notValid', label);
  }
}
