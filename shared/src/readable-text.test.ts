import { describe, expect, it } from 'vitest';
import { isReadableText, unreadableTextPath } from './readable-text';

describe('readable text', () => {
  it('takes what people type: accents, emoji, tabs and line breaks', () => {
    for (const text of ['Zoë Núñez', 'Go team 💥🏐', 'Line one\nLine two\r\n\tindented', '', '日本語']) expect(isReadableText(text), text).toBe(true);
  });

  it('refuses lone surrogates and control characters', () => {
    for (const text of ['Ava \ud800', '\udc00 Cole', '💥'.slice(0, 1), 'a\u0000b', 'bell\u0007', 'esc\u001b[31m', 'del\u007f', 'form\u000cfeed'])
      expect(isReadableText(text), JSON.stringify(text)).toBe(false);
  });

  it('names the first unreadable string of a body, in keys too', () => {
    expect(unreadableTextPath({ firstName: 'Ava', lastName: 'Cole' })).toBeUndefined();
    expect(unreadableTextPath({ firstName: 'Ava', stats: [{ label: 'ok' }, { label: 'x\ud83d' }] })).toBe('stats.1.label');
    expect(unreadableTextPath({ ['k\u0000']: 1 })).toBe('key');
    expect(unreadableTextPath('\ud800')).toBe('text');
    expect(unreadableTextPath([1, null, true, 'fine'])).toBeUndefined();
  });
});
