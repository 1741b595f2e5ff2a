// Word wrapping measured with the real font metrics (PDFFont.widthOfTextAtSize), for plain text
// and for "rich" text whose runs differ in font or colour (e.g. highlighted [placeholders]).
import type { PDFFont, RGB } from 'pdf-lib';

export interface TextStyle {
  font: PDFFont;
  size: number;
  color?: RGB;
}

export interface TextRun {
  text: string;
  style: TextStyle;
}

/** A piece of one line in one style; x is its offset from the start of the line. */
export interface LinePiece {
  text: string;
  style: TextStyle;
  x: number;
  width: number;
}

export interface WrappedLine {
  pieces: LinePiece[];
  width: number;
}

// Printable ASCII only: everything in it is in WinAnsi, so the standard Helvetica fonts can
// draw it, and it keeps curly quotes, dashes and emoji out of the content by construction.
const DRAWABLE = /^[\x20-\x7E\n]*$/;

/** Throws if the text holds a character the standard fonts cannot draw. */
export function assertDrawable(text: string): void {
  if (DRAWABLE.test(text)) return;
  const bad = [...text].find((c) => !DRAWABLE.test(c)) ?? '';
  const code = bad.codePointAt(0)?.toString(16).toUpperCase().padStart(4, '0');
  throw new Error(`Character U+${code} cannot be drawn with Helvetica in: "${text}"`);
}

type Piece = { text: string; style: TextStyle };
type Token = { kind: 'word'; pieces: Piece[] } | { kind: 'break' };

function sameStyle(a: TextStyle, b: TextStyle): boolean {
  return a.font === b.font && a.size === b.size && a.color === b.color;
}

/**
 * Width of text as pdf-lib draws it. drawText emits a plain Tj, which applies no kerning, while
 * widthOfTextAtSize subtracts kerning pairs: measuring a whole string would come out short and
 * the next piece on the line would overlap it. So measure glyph by glyph.
 */
export function textWidth(font: PDFFont, text: string, size: number): number {
  let width = 0;
  for (const char of text) width += font.widthOfTextAtSize(char, size);
  return width;
}

function widthOf(piece: Piece): number {
  return textWidth(piece.style.font, piece.text, piece.style.size);
}

function wordWidth(pieces: readonly Piece[]): number {
  return pieces.reduce((sum, p) => sum + widthOf(p), 0);
}

/** Adds a piece to a list, merging it into the last one when the style is the same. */
function appendPiece(pieces: Piece[], piece: Piece): void {
  const last = pieces.at(-1);
  if (last && sameStyle(last.style, piece.style)) last.text += piece.text;
  else pieces.push({ ...piece });
}

/** Splits runs into words; a word may span runs (e.g. '[Position],'), whitespace separates. */
function tokenize(runs: readonly TextRun[]): Token[] {
  const tokens: Token[] = [];
  let word: Piece[] = [];
  const endWord = () => {
    if (word.length > 0) tokens.push({ kind: 'word', pieces: word });
    word = [];
  };
  for (const run of runs) {
    assertDrawable(run.text);
    for (const part of run.text.split(/(\n| +)/)) {
      if (part === '') continue;
      if (part === '\n') {
        endWord();
        tokens.push({ kind: 'break' });
      } else if (part.startsWith(' ')) endWord();
      else appendPiece(word, { text: part, style: run.style });
    }
  }
  endWord();
  return tokens;
}

/** Breaks a word wider than the line into chunks that fit (long links, mostly). */
function splitLongWord(pieces: readonly Piece[], maxWidth: number): Piece[][] {
  const chunks: Piece[][] = [];
  let chunk: Piece[] = [];
  for (const piece of pieces) {
    for (const char of piece.text) {
      const next = [...chunk.map((p) => ({ ...p }))];
      appendPiece(next, { text: char, style: piece.style });
      if (chunk.length > 0 && wordWidth(next) > maxWidth) {
        chunks.push(chunk);
        chunk = [{ text: char, style: piece.style }];
      } else chunk = next;
    }
  }
  if (chunk.length > 0) chunks.push(chunk);
  return chunks;
}

function finishLine(pieces: readonly Piece[]): WrappedLine {
  let x = 0;
  const placed = pieces.map((p) => {
    const width = widthOf(p);
    const linePiece = { text: p.text, style: p.style, x, width };
    x += width;
    return linePiece;
  });
  return { pieces: placed, width: x };
}

/** Wraps styled runs to lines no wider than maxWidth. '\n' forces a line break. */
export function wrapRuns(runs: readonly TextRun[], maxWidth: number): WrappedLine[] {
  const lines: WrappedLine[] = [];
  let line: Piece[] = [];
  const flush = () => {
    lines.push(finishLine(line));
    line = [];
  };
  const place = (word: readonly Piece[]) => {
    if (line.length === 0) {
      for (const p of word) appendPiece(line, p);
      return;
    }
    const last = line.at(-1) as Piece;
    const space: Piece = { text: ' ', style: last.style };
    if (wordWidth(line) + widthOf(space) + wordWidth(word) <= maxWidth) {
      appendPiece(line, space);
      for (const p of word) appendPiece(line, p);
    } else {
      flush();
      place(word);
    }
  };

  const tokens = tokenize(runs);
  for (const token of tokens) {
    if (token.kind === 'break') {
      flush();
      continue;
    }
    if (wordWidth(token.pieces) <= maxWidth) place(token.pieces);
    else for (const chunk of splitLongWord(token.pieces, maxWidth)) place(chunk);
  }
  if (line.length > 0 || tokens.length === 0 || tokens.at(-1)?.kind === 'break') flush();
  return lines;
}

/** Wraps plain text in one font and size; returns the text of each line. */
export function wrapText(text: string, font: PDFFont, size: number, maxWidth: number): string[] {
  return wrapRuns([{ text, style: { font, size } }], maxWidth).map((line) => line.pieces.map((p) => p.text).join(''));
}

/** Text with [placeholders] split into runs, the placeholders in their own style. */
export function placeholderRuns(text: string, body: TextStyle, placeholder: TextStyle): TextRun[] {
  return text
    .split(/(\[[^\]]*\])/)
    .filter((part) => part !== '')
    .map((part) => ({ text: part, style: part.startsWith('[') ? placeholder : body }));
}
