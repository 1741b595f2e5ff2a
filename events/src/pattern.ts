// A pure matcher for the subset of EventBridge event patterns HerWay's rules use, so the local bus
// routes events the way the rules deployed by CDK do. Supported: exact values (string, number,
// boolean, null) on top-level and nested fields. Anything else (prefix, exists, anything-but,
// numeric...) is rejected rather than silently mismatched; add an operator here when a rule needs it.
// https://docs.aws.amazon.com/eventbridge/latest/userguide/eb-event-patterns-content-based-filtering.html

export type PatternValue = string | number | boolean | null;

/** Each field maps to a list of values (a leaf: any of them matches) or to a nested pattern. */
export interface EventPattern {
  readonly [field: string]: readonly PatternValue[] | EventPattern;
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

function unsupported(matcher: unknown): string {
  const [operator] = isRecord(matcher) ? Object.keys(matcher) : [];
  return operator === undefined ? `unsupported matcher ${JSON.stringify(matcher)}` : `unsupported operator '${operator}'`;
}

/** Throws if the pattern uses anything outside the supported subset (or is malformed). */
export function assertValidPattern(pattern: EventPattern, path = '$'): void {
  if (!isRecord(pattern)) invalid(path, 'a pattern is an object');
  for (const [field, rule] of Object.entries(pattern)) {
    const at = `${path}.${field}`;
    if (Array.isArray(rule)) {
      if (rule.length === 0) invalid(at, 'a list of values cannot be empty');
      for (const value of rule) if (!isPatternValue(value)) invalid(at, unsupported(value));
    } else if (isRecord(rule)) {
      if (Object.keys(rule).length === 0) invalid(at, 'a nested pattern cannot be empty');
      assertValidPattern(rule as EventPattern, at);
    } else {
      invalid(at, 'expected a list of values or a nested pattern');
    }
  }
}

function matchesField(values: readonly PatternValue[], value: unknown): boolean {
  // An array in the event matches when any of its elements matches; an object never equals a value.
  const candidates = Array.isArray(value) ? value : [value];
  return candidates.some((candidate) => isPatternValue(candidate) && values.includes(candidate));
}

function matchesObject(pattern: EventPattern, event: unknown): boolean {
  // An array of objects matches a nested pattern when one of its elements does.
  if (Array.isArray(event)) return event.some((element) => matchesObject(pattern, element));
  const fields = isRecord(event) ? event : {};
  return Object.entries(pattern).every(([field, rule]) => {
    if (!Object.hasOwn(fields, field)) return false;
    const value = fields[field];
    return Array.isArray(rule) ? matchesField(rule as readonly PatternValue[], value) : matchesObject(rule as EventPattern, value);
  });
}

/**
 * Whether `event` (an EventBridge envelope: source, detail-type, detail, ...) matches `pattern`.
 * Every field of the pattern must be present and match. Throws if the pattern is outside the
 * supported subset.
 */
export function matchesPattern(pattern: EventPattern, event: unknown): boolean {
  assertValidPattern(pattern);
  return matchesObject(pattern, event);
}
