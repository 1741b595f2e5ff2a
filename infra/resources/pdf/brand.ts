// The HerWay header and footer drawn on every page of every resource PDF.
import { LineCapStyle } from 'pdf-lib';
import type { PDFFont, PDFPage } from 'pdf-lib';
import { REPLY_WITHIN_HOURS } from '@herway/shared/catalog/faq';
import { textWidth } from './text-wrap';
import { colors, HEADER_HEIGHT, MARGIN } from './theme';

export const BRAND = 'HerWay';
export const TAGLINE = 'For female athletes, by female athletes';
export const SUPPORT_LINE = `Free recruiting resource  |  Questions? Message us on the ${BRAND} Contact page - we reply within ${REPLY_WITHIN_HOURS} hours.`;

export interface BrandFonts {
  regular: PDFFont;
  bold: PDFFont;
}

// The favicon's drawing (web/public/favicon.svg) on its 32-unit grid.
const LOGO_GRID = 32;
const LOGO_SQUARE = 'M9 0H23A9 9 0 0 1 32 9V23A9 9 0 0 1 23 32H9A9 9 0 0 1 0 23V9A9 9 0 0 1 9 0Z';
const LOGO_WAVE = 'M8 23.5c4.5 0 4.5-8 8-8s3.5-6 8-6';

/** Draws the logo mark with its top-left corner at (x, top). */
export function drawLogoMark(page: PDFPage, x: number, top: number, size: number): void {
  const scale = size / LOGO_GRID;
  page.drawSvgPath(LOGO_SQUARE, { x, y: top, scale, color: colors.plum700 });
  page.drawSvgPath(LOGO_WAVE, { x, y: top, scale, borderColor: colors.white, borderWidth: 3, borderLineCap: LineCapStyle.Round });
  page.drawCircle({ x: x + 24 * scale, y: top - 9.5 * scale, size: 2.75 * scale, color: colors.rose });
}

export function drawHeader(page: PDFPage, fonts: BrandFonts): void {
  const { width, height } = page.getSize();
  const logoSize = 24;
  const logoTop = height - 22;
  drawLogoMark(page, MARGIN, logoTop, logoSize);
  const nameSize = 17;
  page.drawText(BRAND, {
    x: MARGIN + logoSize + 8,
    y: logoTop - logoSize / 2 - nameSize * 0.35,
    size: nameSize,
    font: fonts.bold,
    color: colors.plum700,
  });
  const tagSize = 9;
  page.drawText(TAGLINE, {
    x: width - MARGIN - textWidth(fonts.regular, TAGLINE, tagSize),
    y: logoTop - logoSize / 2 - tagSize * 0.35,
    size: tagSize,
    font: fonts.regular,
    color: colors.muted,
  });
  const ruleY = height - HEADER_HEIGHT + 6;
  page.drawLine({ start: { x: MARGIN, y: ruleY }, end: { x: width - MARGIN, y: ruleY }, thickness: 1, color: colors.plum200 });
  page.drawLine({ start: { x: MARGIN, y: ruleY }, end: { x: MARGIN + 64, y: ruleY }, thickness: 2.5, color: colors.rose });
}

export function drawFooter(page: PDFPage, fonts: BrandFonts, pageNumber: number, pageCount: number): void {
  const { width } = page.getSize();
  const size = 8;
  const ruleY = 42;
  page.drawLine({ start: { x: MARGIN, y: ruleY }, end: { x: width - MARGIN, y: ruleY }, thickness: 0.75, color: colors.plum200 });
  const baseline = 28;
  page.drawText(BRAND, { x: MARGIN, y: baseline, size, font: fonts.bold, color: colors.plum700 });
  page.drawText(`  |  ${SUPPORT_LINE}`, {
    x: MARGIN + textWidth(fonts.bold, BRAND, size),
    y: baseline,
    size,
    font: fonts.regular,
    color: colors.muted,
  });
  const label = `Page ${pageNumber} of ${pageCount}`;
  page.drawText(label, {
    x: width - MARGIN - textWidth(fonts.bold, label, size),
    y: baseline,
    size,
    font: fonts.bold,
    color: colors.plum700,
  });
}
