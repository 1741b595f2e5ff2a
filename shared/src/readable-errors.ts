import { formatCount } from './format';

/**
 * Zod's messages for the checks our schemas leave without their own words ("Too big: expected
 * number to be <=5000"), rewritten as a sentence a parent can read, naming the field as a person
 * would ("Original amount must be at most 5,000."). Installed once as Zod's global error map in
 * zod.ts; a message written on a schema always wins over these.
 */

/** The parts of a Zod issue the messages use (Zod's raw issue has more). */
export interface RawIssue {
  code?: string;
  path?: readonly PropertyKey[];
  input?: unknown;
  origin?: string;
  format?: string;
  expected?: string;
  maximum?: number | bigint;
  minimum?: number | bigint;
  inclusive?: boolean;
  divisor?: number;
  values?: readonly unknown[];
  keys?: readonly string[];
}

/** 'originalAmount' → 'Original amount'; the last named segment of the path, or 'This field'. */
export function fieldLabel(path: readonly PropertyKey[] | undefined): string {
  const name = [...(path ?? [])].reverse().find((segment): segment is string => typeof segment === 'string');
  if (!name) return 'This field';
  const words = name
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[_-]+/g, ' ')
    .trim()
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

const number = (value: number | bigint | undefined) => (typeof value === 'number' ? formatCount(value) : String(value));

const NOUNS: Record<string, string> = {
  number: 'a number',
  int: 'a whole number',
  string: 'text',
  boolean: 'yes or no',
  array: 'a list',
  object: 'a set of fields',
  date: 'a date',
  bigint: 'a number',
};

const UNITS: Record<string, string> = { string: ' characters', array: ' items', set: ' items', file: ' bytes' };

function sizeMessage(label: string, issue: RawIssue, bound: 'most' | 'least'): string {
  const limit = bound === 'most' ? issue.maximum : issue.minimum;
  if (issue.origin === 'string' && bound === 'least' && Number(limit) === 1) return `${label} is required`;
  const unit = UNITS[issue.origin ?? ''] ?? '';
  if (issue.inclusive === false) return `${label} must be ${bound === 'most' ? 'less' : 'more'} than ${number(limit)}${unit}`;
  return `${label} must be at ${bound} ${number(limit)}${unit}`;
}

const FORMATS: Record<string, string> = {
  email: 'must be a valid email address',
  url: 'must be a valid web address',
  datetime: 'must be a valid date and time',
  date: 'must be a valid date',
  uuid: 'is not a valid reference',
};

/** The readable message of a Zod issue, or undefined to keep Zod's own. */
export function readableIssueMessage(issue: RawIssue): string | undefined {
  const label = fieldLabel(issue.path);
  switch (issue.code) {
    case 'invalid_type':
      if ((issue.path ?? []).length === 0) return 'The request is not in the form we expect: please reload the page and try again';
      if (issue.input === undefined || issue.input === null) return `${label} is required`;
      return `${label} must be ${NOUNS[issue.expected ?? ''] ?? 'something else'}`;
    case 'too_big':
      return sizeMessage(label, issue, 'most');
    case 'too_small':
      return sizeMessage(label, issue, 'least');
    case 'invalid_format':
      return `${label} ${FORMATS[issue.format ?? ''] ?? 'is not in the expected format'}`;
    case 'not_multiple_of':
      return issue.divisor === 1 ? `${label} must be a whole number` : `${label} must be a multiple of ${issue.divisor}`;
    case 'invalid_value': {
      const values = issue.values ?? [];
      return values.length > 0 && values.length <= 6 ? `${label} must be one of: ${values.map(String).join(', ')}` : `${label} is not one of the choices`;
    }
    case 'unrecognized_keys':
      return `We don't accept ${issue.keys?.length === 1 ? 'the field' : 'the fields'} ${issue.keys?.join(', ') ?? ''}`.trim();
    case 'invalid_union':
    case 'invalid_key':
    case 'invalid_element':
    case 'custom':
      return `${label} is not valid`;
    default:
      return undefined;
  }
}
