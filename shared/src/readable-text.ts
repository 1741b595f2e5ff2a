/**
 * One rule for every text that comes in from outside, whatever its contract: it must be text a
 * person typed. A lone UTF-16 surrogate (half of an emoji, cut by a broken client or a script) is
 * stored fine but breaks whatever later encodes it (stripe-node's form encoder answered 500 to
 * every later purchase of such a name); a control character (NUL, escape, backspace, DEL, the C1 set...) has no
 * place in a form and, in a name, could reach an e-mail header. Tabs and line breaks stay:
 * messages and notes have lines.
 */
const UNREADABLE = /\p{Surrogate}|(?![\t\n\r])\p{Cc}/u;

export const UNREADABLE_TEXT_MESSAGE =
  'Some of the text holds a character that cannot be read (part of an emoji, or an invisible control character). Please type it again.';

/** Whether a string is text a person could have typed (see above). */
export function isReadableText(text: string): boolean {
  return !UNREADABLE.test(text);
}

/**
 * The path (`firstName`, `stats.0.label`) of the first string in a JSON value that is not readable
 * text, looking at keys as well as values; undefined when every string is.
 */
export function unreadableTextPath(value: unknown, path: readonly (string | number)[] = []): string | undefined {
  if (typeof value === 'string') return isReadableText(value) ? undefined : path.join('.') || 'text';
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) {
      const found = unreadableTextPath(item, [...path, index]);
      if (found !== undefined) return found;
    }
    return undefined;
  }
  if (typeof value === 'object' && value !== null) {
    for (const [key, item] of Object.entries(value)) {
      if (!isReadableText(key)) return [...path, 'key'].join('.');
      const found = unreadableTextPath(item, [...path, key]);
      if (found !== undefined) return found;
    }
  }
  return undefined;
}
