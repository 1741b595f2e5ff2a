import { PDFDocument, StandardFonts } from 'pdf-lib';
import type { PDFFont } from 'pdf-lib';
import { beforeAll, describe, expect, it } from 'vitest';
import { assertDrawable, placeholderRuns, textWidth, wrapRuns, wrapText } from './text-wrap';

let regular: PDFFont;
let bold: PDFFont;

beforeAll(async () => {
  const pdf = await PDFDocument.create();
  regular = await pdf.embedFont(StandardFonts.Helvetica);
  bold = await pdf.embedFont(StandardFonts.HelveticaBold);
});

const text = 'Coaches are deciding whether you fit their program, and you should be deciding whether their program fits you.';

describe('wrapText', () => {
  it('keeps every line within the width and every word in order', () => {
    for (const width of [80, 150, 300, 600]) {
      const lines = wrapText(text, regular, 10, width);
      for (const line of lines) expect(textWidth(regular, line, 10)).toBeLessThanOrEqual(width);
      expect(lines.join(' ')).toBe(text);
    }
  });

  it('fills lines greedily: the next word would not have fitted', () => {
    const lines = wrapText(text, regular, 10, 150);
    lines.slice(0, -1).forEach((line, i) => {
      const nextWord = lines[i + 1]?.split(' ')[0] ?? '';
      expect(textWidth(regular, `${line} ${nextWord}`, 10)).toBeGreaterThan(150);
    });
  });

  it('breaks a word longer than the line and honours explicit line breaks', () => {
    const link = 'https://example.com/a-very-long-highlight-video-link-that-cannot-fit';
    const lines = wrapText(link, regular, 10, 100);
    expect(lines.length).toBeGreaterThan(1);
    expect(lines.join('')).toBe(link);
    expect(wrapText('one\ntwo\n\nthree', regular, 10, 500)).toEqual(['one', 'two', '', 'three']);
  });
});

describe('wrapRuns', () => {
  it('places each piece right after the previous one, spaces included', () => {
    const body = { font: regular, size: 11 };
    const placeholder = { font: bold, size: 11 };
    const runs = placeholderRuns('[Grad Year] [Position] | [Club Team] / [GPA] GPA | [Hook]', body, placeholder);
    expect(runs.map((r) => r.text)).toEqual(['[Grad Year]', ' ', '[Position]', ' | ', '[Club Team]', ' / ', '[GPA]', ' GPA | ', '[Hook]']);
    const [line] = wrapRuns(runs, 1000);
    expect(line?.pieces.map((p) => p.text).join('')).toBe('[Grad Year] [Position] | [Club Team] / [GPA] GPA | [Hook]');
    let x = 0;
    for (const piece of line?.pieces ?? []) {
      expect(piece.x).toBeCloseTo(x, 6);
      x += textWidth(piece.style.font, piece.text, piece.style.size);
    }
    expect(line?.width).toBeCloseTo(x, 6);
  });

  it('measures without kerning, as drawText renders', () => {
    // 'AV' kerns in Helvetica; Tj does not apply kerning, so the drawn width is the glyph sum.
    expect(textWidth(regular, 'AV', 10)).toBeCloseTo(regular.widthOfTextAtSize('A', 10) + regular.widthOfTextAtSize('V', 10), 6);
    expect(textWidth(regular, 'AV', 10)).toBeGreaterThan(regular.widthOfTextAtSize('AV', 10));
  });
});

describe('assertDrawable', () => {
  it('accepts printable ASCII and rejects what Helvetica cannot draw', () => {
    expect(() => assertDrawable('Straight quotes: "yes" - it\'s fine.')).not.toThrow();
    expect(() => assertDrawable('Curly \u2019 quote')).toThrow(/U\+2019/);
    expect(() => assertDrawable('Emoji \u{1F3C6}')).toThrow(/U\+1F3C6/);
  });
});
