/* eslint-disable max-lines -- one layout class: every drawing method moves the same cursor, page and fonts */
// A small flowing-layout writer over pdf-lib: a cursor that moves down the page, starts a new
// page when content would run into the footer, and draws the brand header and footer with
// "Page i of n" once the page count is known.
import { PDFDocument, StandardFonts } from 'pdf-lib';
import type { PDFPage, RGB } from 'pdf-lib';
import { BRAND, drawFooter, drawHeader } from './brand';
import type { BrandFonts } from './brand';
import { textWidth, wrapRuns } from './text-wrap';
import type { TextRun, TextStyle, WrappedLine } from './text-wrap';
import { colors, FOOTER_HEIGHT, HEADER_HEIGHT, LETTER_LANDSCAPE, LETTER_PORTRAIT, MARGIN, PUBLISHED_AT, type } from './theme';

export interface DocumentInfo {
  /** Document title (PDF metadata). */
  title: string;
  subject: string;
  keywords?: readonly string[];
  landscape?: boolean;
}

export interface TextOptions {
  size?: number;
  bold?: boolean;
  color?: RGB;
  /** Extra left offset from the margin. */
  indent?: number;
  /** Width to wrap at; defaults to the rest of the line after the indent. */
  width?: number;
  spaceAfter?: number;
}

export interface BoxOptions {
  fill?: RGB;
  border?: RGB;
  padding?: number;
  spaceAfter?: number;
}

export type Text = string | readonly TextRun[];

export function lineHeightFor(size: number): number {
  return size * type.lineGap;
}

/** Baseline for text of `size` vertically centred in a line box starting at `top`. */
export function baselineIn(top: number, lineHeight: number, size: number): number {
  return top - lineHeight / 2 - size * 0.35;
}

export class ResourceDocument {
  /** Top of the next thing to draw (PDF coordinates: points from the bottom edge). */
  y = 0;
  private current: PDFPage | undefined;

  private constructor(
    readonly pdf: PDFDocument,
    readonly fonts: BrandFonts,
    private readonly size: readonly [number, number],
  ) {}

  static async create(info: DocumentInfo): Promise<ResourceDocument> {
    const pdf = await PDFDocument.create({ updateMetadata: false });
    const fonts = {
      regular: await pdf.embedFont(StandardFonts.Helvetica),
      bold: await pdf.embedFont(StandardFonts.HelveticaBold),
    };
    pdf.setTitle(info.title, { showInWindowTitleBar: true });
    pdf.setAuthor(BRAND);
    pdf.setSubject(info.subject);
    pdf.setKeywords([BRAND, 'college recruiting', 'female athletes', ...(info.keywords ?? [])]);
    pdf.setCreator(BRAND);
    pdf.setProducer(`${BRAND} resource builder (pdf-lib)`);
    pdf.setLanguage('en-US');
    // Fixed dates: pdf-lib would otherwise stamp the current time and no two builds would match.
    pdf.setCreationDate(PUBLISHED_AT);
    pdf.setModificationDate(PUBLISHED_AT);
    return new ResourceDocument(pdf, fonts, info.landscape ? LETTER_LANDSCAPE : LETTER_PORTRAIT);
  }

  get page(): PDFPage {
    return this.current ?? this.addPage();
  }
  get pageWidth(): number {
    return this.size[0];
  }
  get pageHeight(): number {
    return this.size[1];
  }
  get left(): number {
    return MARGIN;
  }
  get right(): number {
    return this.pageWidth - MARGIN;
  }
  get contentWidth(): number {
    return this.right - this.left;
  }
  get top(): number {
    return this.pageHeight - HEADER_HEIGHT - 14;
  }
  get bottom(): number {
    return FOOTER_HEIGHT;
  }
  /** Points left on this page above the footer. */
  get remaining(): number {
    return this.current ? this.y - this.bottom : 0;
  }

  addPage(): PDFPage {
    this.current = this.pdf.addPage([this.size[0], this.size[1]]);
    this.y = this.top;
    return this.current;
  }

  /** Starts a new page unless `height` points still fit above the footer. */
  ensure(height: number): void {
    if (!this.current || this.y - height < this.bottom) this.addPage();
  }

  space(height: number): void {
    this.y -= height;
  }

  style(options: { size?: number; bold?: boolean; color?: RGB } = {}): TextStyle {
    return {
      font: options.bold ? this.fonts.bold : this.fonts.regular,
      size: options.size ?? type.body,
      color: options.color ?? colors.ink,
    };
  }

  runs(text: Text, options: TextOptions = {}): readonly TextRun[] {
    return typeof text === 'string' ? [{ text, style: this.style(options) }] : text;
  }

  wrap(text: Text, width: number, options: TextOptions = {}): WrappedLine[] {
    return wrapRuns(this.runs(text, options), width);
  }

  /** Draws one wrapped line with its baseline at `baseline`. */
  drawLine(line: WrappedLine, x: number, baseline: number): void {
    for (const piece of line.pieces) {
      this.page.drawText(piece.text, {
        x: x + piece.x,
        y: baseline,
        font: piece.style.font,
        size: piece.style.size,
        color: piece.style.color ?? colors.ink,
      });
    }
  }

  /** Draws wrapped lines from the top-left corner (x, top), without paginating. */
  drawLinesAt(lines: readonly WrappedLine[], x: number, top: number, lineHeight: number): void {
    lines.forEach((line, i) => this.drawLine(line, x, baselineIn(top - i * lineHeight, lineHeight, maxSize(line))));
  }

  /** Draws a single unwrapped string with its baseline at y. */
  textAt(text: string, x: number, y: number, options: { size?: number; bold?: boolean; color?: RGB } = {}): void {
    const [line] = wrapRuns([{ text, style: this.style(options) }], Number.POSITIVE_INFINITY);
    if (line) this.drawLine(line, x, y);
  }

  widthOf(text: string, options: { size?: number; bold?: boolean } = {}): number {
    const style = this.style(options);
    return textWidth(style.font, text, style.size);
  }

  /** Flowing text at the cursor, wrapped to the margins and continued on a new page if needed. */
  paragraph(text: Text, options: TextOptions = {}): void {
    const x = this.left + (options.indent ?? 0);
    const width = options.width ?? this.right - x;
    const lineHeight = lineHeightFor(options.size ?? type.body);
    for (const line of this.wrap(text, width, options)) {
      this.ensure(lineHeight);
      this.drawLinesAt([line], x, this.y, lineHeight);
      this.y -= lineHeight;
    }
    this.y -= options.spaceAfter ?? 6;
  }

  /** Title block that opens the first page; compact for one-page forms. */
  titleBlock(options: { title: string; intro: string; kicker?: string; compact?: boolean }): void {
    const compact = Boolean(options.compact);
    this.ensure(120);
    if (options.kicker) {
      this.paragraph(options.kicker.toUpperCase(), { size: type.small, bold: true, color: colors.plum700, spaceAfter: 2 });
    }
    this.paragraph(options.title, { size: compact ? 20 : type.title, bold: true, color: colors.plum900, spaceAfter: compact ? 4 : 8 });
    this.paragraph(options.intro, { size: compact ? 10 : 11, color: colors.muted, spaceAfter: compact ? 10 : 14 });
  }

  /** Section heading; kept on the same page as at least `keepWithNext` points of what follows. */
  heading(text: string, keepWithNext = 60): void {
    const lineHeight = lineHeightFor(type.h1);
    this.ensure(lineHeight + 8 + keepWithNext);
    if (this.y < this.top) this.y -= 6;
    this.drawLinesAt(this.wrap(text, this.contentWidth, { size: type.h1, bold: true, color: colors.plum700 }), this.left, this.y, lineHeight);
    this.y -= lineHeight + 2;
    this.page.drawLine({
      start: { x: this.left, y: this.y },
      end: { x: this.right, y: this.y },
      thickness: 0.75,
      color: colors.plum200,
    });
    this.y -= 8;
  }

  subheading(text: string, keepWithNext = 40): void {
    const lineHeight = lineHeightFor(type.h2);
    this.ensure(lineHeight + keepWithNext);
    this.paragraph(text, { size: type.h2, bold: true, color: colors.ink, spaceAfter: 2 });
  }

  /** Bulleted list with hanging indents. */
  bullets(items: readonly Text[], options: TextOptions = {}): void {
    this.markedList(items, options, (x, centerY) => this.page.drawCircle({ x: x + 3, y: centerY, size: 1.9, color: colors.plum700 }));
  }

  /** List with an empty tick box in front of each item. */
  checklist(items: readonly Text[], options: TextOptions = {}): void {
    this.markedList(items, options, (x, centerY) => this.checkbox(x, centerY - 4.5, 9));
  }

  checkbox(x: number, y: number, size: number): void {
    this.page.drawRectangle({ x, y, width: size, height: size, borderColor: colors.plum700, borderWidth: 0.9, color: colors.white });
  }

  private markedList(items: readonly Text[], options: TextOptions, drawMarker: (x: number, centerY: number) => void): void {
    const size = options.size ?? type.body;
    const lineHeight = lineHeightFor(size);
    const x = this.left + (options.indent ?? 0);
    const textX = x + 16;
    const width = options.width ?? this.right - textX;
    for (const item of items) {
      const lines = this.wrap(item, width, { ...options, size });
      this.ensure(Math.min(lines.length, 2) * lineHeight);
      lines.forEach((line, i) => {
        if (i > 0) this.ensure(lineHeight);
        if (i === 0) drawMarker(x, this.y - lineHeight / 2);
        this.drawLinesAt([line], textX, this.y, lineHeight);
        this.y -= lineHeight;
      });
      this.y -= 3;
    }
    this.y -= options.spaceAfter ?? 4;
  }

  /** A label followed by a line to write on, ending at x + width; y is the label's baseline. */
  fieldAt(label: string, x: number, y: number, width: number, options: { size?: number } = {}): void {
    const size = options.size ?? type.small;
    this.textAt(label, x, y, { size, bold: true, color: colors.muted });
    const start = x + this.widthOf(label, { size, bold: true }) + 5;
    this.page.drawLine({ start: { x: start, y: y - 2 }, end: { x: x + width, y: y - 2 }, thickness: 0.6, color: colors.rule });
  }

  /** A row of labelled blanks sharing the content width, e.g. School / Coach / Date. */
  fieldRow(labels: readonly string[], options: { gap?: number; height?: number } = {}): void {
    const gap = options.gap ?? 16;
    const height = options.height ?? 24;
    this.ensure(height);
    const width = (this.contentWidth - gap * (labels.length - 1)) / labels.length;
    labels.forEach((label, i) => this.fieldAt(label, this.left + i * (width + gap), this.y - height + 6, width));
    this.y -= height + 6;
  }

  /** Ruled lines to write on. */
  writingLines(count: number, options: { indent?: number; gap?: number; label?: string } = {}): void {
    const gap = options.gap ?? 20;
    const x = this.left + (options.indent ?? 0);
    for (let i = 0; i < count; i++) {
      this.ensure(gap);
      this.y -= gap;
      let start = x;
      if (i === 0 && options.label) {
        this.textAt(options.label, x, this.y + 3, { size: type.small, bold: true, color: colors.muted });
        start = x + this.widthOf(options.label, { size: type.small, bold: true }) + 6;
      }
      this.page.drawLine({ start: { x: start, y: this.y }, end: { x: this.right, y: this.y }, thickness: 0.6, color: colors.rule });
    }
    this.y -= 6;
  }

  /** Shaded box around wrapped text; long boxes continue on the next page. */
  box(text: Text, options: BoxOptions & TextOptions = {}): void {
    const padding = options.padding ?? 12;
    const size = options.size ?? type.body;
    const lineHeight = lineHeightFor(size);
    const width = this.contentWidth - 2 * padding;
    let lines = this.wrap(text, width, { ...options, size });
    while (lines.length > 0) {
      this.ensure(2 * padding + Math.min(lines.length, 3) * lineHeight);
      let fit = Math.max(1, Math.floor((this.y - this.bottom - 2 * padding) / lineHeight));
      if (fit < lines.length) {
        // Prefer to continue on the next page at a paragraph break near the bottom.
        const blank = lines.slice(0, fit).findLastIndex((line, i) => i >= fit - 6 && line.pieces.length === 0);
        if (blank > 0) fit = blank;
      }
      const chunk = trimEmptyLines(lines.slice(0, fit));
      lines = trimEmptyLines(lines.slice(fit));
      const height = 2 * padding + chunk.length * lineHeight;
      this.page.drawRectangle({
        x: this.left,
        y: this.y - height,
        width: this.contentWidth,
        height,
        color: options.fill ?? colors.plum50,
        borderColor: options.border ?? colors.plum200,
        borderWidth: 0.75,
      });
      this.drawLinesAt(chunk, this.left + padding, this.y - padding, lineHeight);
      this.y -= height;
      if (lines.length > 0) this.addPage();
    }
    this.y -= options.spaceAfter ?? 12;
  }

  /** Draws the header and footer on every page and returns the file. */
  async save(): Promise<Uint8Array> {
    const pages = this.pdf.getPages();
    pages.forEach((page, i) => {
      drawHeader(page, this.fonts);
      drawFooter(page, this.fonts, i + 1, pages.length);
    });
    return this.pdf.save();
  }
}

/** Drops blank lines at either end, so a box split across pages does not start or end blank. */
function trimEmptyLines(lines: readonly WrappedLine[]): WrappedLine[] {
  const isEmpty = (line: WrappedLine | undefined) => line !== undefined && line.pieces.length === 0;
  const trimmed = [...lines];
  while (isEmpty(trimmed[0])) trimmed.shift();
  while (isEmpty(trimmed.at(-1))) trimmed.pop();
  return trimmed;
}

function maxSize(line: WrappedLine): number {
  return line.pieces.reduce((max, p) => Math.max(max, p.style.size), 0) || type.body;
}
