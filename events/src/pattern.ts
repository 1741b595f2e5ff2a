// A pure matcher for the subset of EventBridge event patterns HerWay uses, so the local bus routes
// events the way the rules deployed by CDK do. Supported: exact values (string, number, boolean,
// null), `prefix`, `exists`, and `anything-but` with a value, a list of values or a `prefix`, on
// top-level and nested fields. Anything else is rejected rather than silently mismatched.
// https://docs.aws.amazon.com/eventbridge/latest/userguide/eb-event-patterns-content-based-filtering.html

export type PatternValue = string | number | boolean | null;

export type PatternMatcher =
  | PatternValue
  | { readonly prefix: string }
  | { readonly exists: boolean }
  | { readonly 'anything-but': PatternValue | readonly PatternValue[] | { readonly prefix: string } };

/** Each field maps to a list of matchers (a leaf: any of them matches) or to a nested pattern. */
export interface EventPattern {
  readonly [field: string]: readonly PatternMatcher[] | EventPattern;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isPatternValue(value: unknown): value is PatternValue {
  return value === null || ['string', 'number', 'boolean'].includes(typeof value);
}

function invalid(path: string, reason: string): never {
  throw new Error(`Invalid event pattern at '${path}': ${reason}`);
}

function assertValidMatcher(matcher: unknown, path: string): void {
  if (isPatternValue(matcher)) return;
  if (!isRecord(matcher)) invalid(path, `unsupported matcher ${JSON.stringify(matcher)}`);
  const keys = Object.keys(matcher);
  if (keys.length !== 1) invalid(path, `a matcher object has exactly one operator, got ${JSON.stringify(keys)}`);
  const [operator] = keys;
  const operand = matcher[operator as string];
  switch (operator) {
    case 'prefix':
      if (typeof operand !== 'string') invalid(path, 'prefix takes a string');
      return;
    case 'exists':
      if (typeof operand !== 'boolean') invalid(path, 'exists takes true or false');
      return;
    case 'anything-but':
      if (isPatternValue(operand)) return;
      if (Array.isArray(operand) && operand.length > 0 && operand.every(isPatternValue)) return;
      if (isRecord(operand) && Object.keys(operand).length === 1 && typeof operand.prefix === 'string') return;
      invalid(path, 'anything-but takes a value, a non-empty list of values or { prefix }');
      return;
    default:
      invalid(path, `unsupported operator '${operator}'`);
  }
}

/** Throws if the pattern uses anything outside the supported subset (or is malformed). */
export function assertValidPattern(pattern: EventPattern, path = '$'): void {
  if (!isRecord(pattern)) invalid(path, 'a pattern is an object');
  for (const [field, rule] of Object.entries(pattern)) {
    const at = `${path}.${field}`;
    if (Array.isArray(rule)) {
      if (rule.length === 0) invalid(at, 'a list of matchers cannot be empty');
      for (const matcher of rule) assertValidMatcher(matcher, at);
    } else if (isRecord(rule)) {
      if (Object.keys(rule).length === 0) invalid(at, 'a nested pattern cannot be empty');
      assertValidPattern(rule as EventPattern, at);
    } else {
      invalid(at, 'expected a list of matchers or a nested pattern');
    }
  }
}

function matchesValue(matcher: PatternMatcher, value: unknown): boolean {
  // Leaf matchers compare scalars only; an object in the event never equals a leaf matcher.
  if (!isPatternValue(value)) return false;
  if (isPatternValue(matcher)) return value === matcher;
  if ('prefix' in matcher) return typeof value === 'string' && value.startsWith(matcher.prefix);
  if ('anything-but' in matcher) {
    const excluded = matcher['anything-but'];
    if (Array.isArray(excluded)) return !excluded.includes(value);
    if (isRecord(excluded)) return !(typeof value === 'string' && value.startsWith(excluded.prefix as string));
    return value !== excluded;
  }
  return false;
}

function matchesField(matchers: readonly PatternMatcher[], present: boolean, value: unknown): boolean {
  // An array in the event matches when any of its elements matches.
  const values = present ? (Array.isArray(value) ? value : [value]) : [];
  return matchers.some((matcher) => {
    if (isRecord(matcher) && 'exists' in matcher) return matcher.exists === present;
    return values.some((candidate) => matchesValue(matcher, candidate));
  });
}

function matchesObject(pattern: EventPattern, event: unknown): boolean {
  // An array of objects matches a nested pattern when one of its elements does.
  if (Array.isArray(event)) return event.some((element) => matchesObject(pattern, element));
  const fields = isRecord(event) ? event : {};
  return Object.entries(pattern).every(([field, rule]) => {
    const present = Object.hasOwn(fields, field);
    const value = present ? fields[field] : undefined;
    return Array.isArray(rule) ? matchesField(rule as readonly PatternMatcher[], present, value) : matchesObject(rule as EventPattern, value);
  });
}

/**
 * Whether `event` (an EventBridge envelope: source, detail-type, detail, ...) matches `pattern`.
 * Every field of the pattern must match; only `exists: false` matches an absent field.
 * Throws if the pattern is outside the supported subset.
 */
export function matchesPattern(pattern: EventPattern, event: unknown): boolean {
  assertValidPattern(pattern);
  return matchesObject(pattern, event);
}
