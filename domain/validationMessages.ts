/**
 * The message of a validation issue that its schema does not word itself, as a sentence about the field in the spec's
 * style ('Name is required', 'Email must be at most 255 characters'), never zod's own wording, which names types and
 * operators ('Invalid input: expected string, received null'). Installed for every schema by domain/zod.ts.
 */
export interface ValidationIssue {
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

/** 'primaryEmail' -> 'Primary email', 'contract_end_date' -> 'Contract end date'; the innermost named key of the path. */
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
export const isEmptyInput = (input: unknown) => input === undefined || input === null || (typeof input === 'string' && input.trim() === '');

const KINDS: Record<string, string> = {
  string: 'text',
  number: 'a number',
  int: 'a whole number',
  boolean: 'true or false',
  array: 'a list',
  object: 'a set of fields',
  date: 'a date',
};

function sizeMessage(label: string, issue: ValidationIssue, bound: 'at most' | 'at least', limit: number | bigint | undefined) {
  if (issue.origin === 'string') return `${label} must be ${bound} ${limit} characters`;
  if (issue.origin === 'array' || issue.origin === 'set') return `${label} must have ${bound} ${limit} item${limit === 1 ? '' : 's'}`;
  return `${label} must be ${bound} ${limit}`;
}

export function readableIssueMessage(issue: ValidationIssue): string {
  const label = fieldLabel(issue.path);
  switch (issue.code) {
    case 'invalid_type':
      if (isEmptyInput(issue.input)) return `${label} is required`;
      return `${label} must be ${KINDS[issue.expected ?? ''] ?? 'of another kind'}`;
    case 'too_big':
      return sizeMessage(label, issue, 'at most', issue.maximum);
    case 'too_small':
      if (issue.origin === 'string' && Number(issue.minimum) <= 1) return `${label} is required`;
      if ((issue.origin === 'array' || issue.origin === 'set') && Number(issue.minimum) <= 1) return `${label} needs at least one item`;
      return sizeMessage(label, issue, 'at least', issue.minimum);
    case 'invalid_value':
      if (isEmptyInput(issue.input)) return `${label} is required`;
      return issue.values?.length ? `${label} must be one of ${issue.values.join(', ')}` : `${label} is not valid`;
    case 'invalid_format':
      return issue.format === 'email' ? `${label} must be a valid email` : `${label} is not valid`;
    case 'unrecognized_keys':
      return `Unknown field${issue.keys && issue.keys.length > 1 ? 's' : ''}: ${(issue.keys ?? []).join(', ')}`;
    case 'not_multiple_of':
      return `${label} is not valid`;
    default:
      return isEmptyInput(issue.input) ? `${label} is required` : `${label} is not valid`;
  }
}
