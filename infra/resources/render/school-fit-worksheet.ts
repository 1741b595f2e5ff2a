// School Fit Ranking, part 1: a landscape worksheet to weight eight factors and score up to
// five schools, with a second page of per-school reflection boxes.
import type { RGB } from 'pdf-lib';
import { fitFactors, MAX_SCHOOLS, reflectionIntro, reflectionPrompts, worksheetIntro, worksheetSteps } from '../content/school-fit';
import { lineHeightFor } from '../pdf/resource-document';
import type { ResourceDocument } from '../pdf/resource-document';
import { drawTable } from '../pdf/table';
import { colors, type } from '../pdf/theme';
import type { FileRenderer } from './render-context';
import { kickerFor } from './render-context';

const FACTOR_WIDTH = 236;
const WEIGHT_WIDTH = 48;
const SCORE_SHARE = 0.42;
const PADDING = 4;
const NAME_ROW = 30;
const SUBHEAD_ROW = 16;
const SUMMARY_ROW = 24;
const NAME_SIZE = 9;
const HINT_SIZE = 7.5;

interface TextLook {
  size: number;
  bold?: boolean;
  color?: RGB;
}

function cell(doc: ResourceDocument, x: number, top: number, width: number, height: number, fill: RGB, border: RGB = colors.plum200): void {
  doc.page.drawRectangle({ x, y: top - height, width, height, color: fill, borderColor: border, borderWidth: 0.6 });
}

/** Text centred in the box whose top-left corner is (x, top). */
function centred(doc: ResourceDocument, text: string, box: { x: number; top: number; width: number; height: number }, look: TextLook): void {
  const textWidth = doc.widthOf(text, look);
  doc.textAt(text, box.x + (box.width - textWidth) / 2, box.top - box.height / 2 - look.size * 0.35, look);
}

function drawSteps(doc: ResourceDocument): void {
  const gap = 18;
  const width = (doc.contentWidth - gap * (worksheetSteps.length - 1)) / worksheetSteps.length;
  const lineHeight = lineHeightFor(type.small);
  let tallest = 0;
  worksheetSteps.forEach((step, i) => {
    const x = doc.left + i * (width + gap);
    doc.page.drawCircle({ x: x + 7, y: doc.y - 7, size: 7, color: colors.plum700 });
    centred(doc, String(i + 1), { x, top: doc.y, width: 14, height: 14 }, { size: 8, bold: true, color: colors.white });
    const lines = doc.wrap(step, width - 20, { size: type.small });
    doc.drawLinesAt(lines, x + 20, doc.y + 0.5, lineHeight);
    tallest = Math.max(tallest, lines.length * lineHeight);
  });
  doc.y -= tallest + 10;
}

/** Where the score table's columns are: the factor, the weight, and each school's Score / x Weight pair. */
interface TableLayout {
  weightX: number;
  schoolWidth: number;
  scoreWidth: number;
  schoolX: (i: number) => number;
}

function tableLayout(doc: ResourceDocument): TableLayout {
  const schoolWidth = (doc.contentWidth - FACTOR_WIDTH - WEIGHT_WIDTH) / MAX_SCHOOLS;
  const weightX = doc.left + FACTOR_WIDTH;
  return { weightX, schoolWidth, scoreWidth: schoolWidth * SCORE_SHARE, schoolX: (i) => weightX + WEIGHT_WIDTH + i * schoolWidth };
}

/** Header: Factor and Weight span both header rows; each school has a name box over Score / x Weight. Returns the top below it. */
function drawTableHeader(doc: ResourceDocument, { weightX, schoolWidth, scoreWidth, schoolX }: TableLayout, top: number): number {
  const headerHeight = NAME_ROW + SUBHEAD_ROW;
  cell(doc, doc.left, top, FACTOR_WIDTH, headerHeight, colors.plum700, colors.plum700);
  doc.textAt('Factor', doc.left + PADDING, top - headerHeight / 2 - 3, { size: 10, bold: true, color: colors.white });
  cell(doc, weightX, top, WEIGHT_WIDTH, headerHeight, colors.plum700, colors.plum700);
  centred(doc, 'Weight', { x: weightX, top: top - 8, width: WEIGHT_WIDTH, height: 14 }, { size: 8.5, bold: true, color: colors.white });
  centred(doc, '(1-3)', { x: weightX, top: top - 22, width: WEIGHT_WIDTH, height: 14 }, { size: 8, color: colors.white });
  for (let i = 0; i < MAX_SCHOOLS; i++) {
    cell(doc, schoolX(i), top, schoolWidth, NAME_ROW, colors.white, colors.plum700);
    doc.textAt(`School ${i + 1}`, schoolX(i) + 4, top - 9, { size: type.tiny, bold: true, color: colors.plum700 });
    const score = { x: schoolX(i), top: top - NAME_ROW, width: scoreWidth, height: SUBHEAD_ROW };
    const weighted = { ...score, x: score.x + scoreWidth, width: schoolWidth - scoreWidth };
    for (const [box, label] of [
      [score, 'Score'],
      [weighted, 'x Weight'],
    ] as const) {
      cell(doc, box.x, box.top, box.width, box.height, colors.plum100);
      centred(doc, label, box, { size: type.tiny, bold: true });
    }
  }
  return top - headerHeight;
}

/** One row per fit factor: its name and hint, an empty weight, and each school's empty boxes. Returns the top below them. */
function drawFactorRows(doc: ResourceDocument, { weightX, schoolWidth, scoreWidth, schoolX }: TableLayout, top: number): number {
  for (const factor of fitFactors) {
    const name = doc.wrap(factor.name, FACTOR_WIDTH - 2 * PADDING, { size: NAME_SIZE, bold: true });
    const hint = doc.wrap(factor.hint, FACTOR_WIDTH - 2 * PADDING, { size: HINT_SIZE, color: colors.muted });
    const nameHeight = name.length * lineHeightFor(NAME_SIZE);
    const height = 2 * PADDING + nameHeight + hint.length * lineHeightFor(HINT_SIZE) - 2;
    cell(doc, doc.left, top, FACTOR_WIDTH, height, colors.white);
    doc.drawLinesAt(name, doc.left + PADDING, top - PADDING + 1, lineHeightFor(NAME_SIZE));
    doc.drawLinesAt(hint, doc.left + PADDING, top - PADDING - nameHeight + 1, lineHeightFor(HINT_SIZE));
    cell(doc, weightX, top, WEIGHT_WIDTH, height, colors.white);
    for (let i = 0; i < MAX_SCHOOLS; i++) {
      cell(doc, schoolX(i), top, scoreWidth, height, colors.white);
      cell(doc, schoolX(i) + scoreWidth, top, schoolWidth - scoreWidth, height, colors.plum50);
    }
    top -= height;
  }
  return top;
}

const summaryRows: readonly { label: string; weightNote?: string }[] = [
  { label: 'Total weighted score', weightNote: 'sum' },
  { label: 'Fit % (total / max x 100)', weightNote: 'max: 5 x sum' },
  { label: 'Rank (1 = best fit)' },
];

/** The total, fit % and rank rows. Returns the top below them. */
function drawSummaryRows(doc: ResourceDocument, { weightX, schoolWidth, schoolX }: TableLayout, top: number): number {
  for (const row of summaryRows) {
    cell(doc, doc.left, top, FACTOR_WIDTH, SUMMARY_ROW, colors.plum100);
    const look = { size: NAME_SIZE, bold: true, color: colors.plum900 };
    doc.textAt(row.label, doc.left + PADDING, top - SUMMARY_ROW / 2 - 3.2, look);
    cell(doc, weightX, top, WEIGHT_WIDTH, SUMMARY_ROW, row.weightNote ? colors.white : colors.plum100);
    if (row.weightNote) doc.textAt(row.weightNote, weightX + 3, top - SUMMARY_ROW + 3.5, { size: 6, color: colors.muted });
    for (let i = 0; i < MAX_SCHOOLS; i++) cell(doc, schoolX(i), top, schoolWidth, SUMMARY_ROW, colors.white);
    top -= SUMMARY_ROW;
  }
  return top;
}

function drawScoreTable(doc: ResourceDocument): void {
  const layout = tableLayout(doc);
  const top = drawSummaryRows(doc, layout, drawFactorRows(doc, layout, drawTableHeader(doc, layout, doc.y)));
  doc.y = top - 8;
}

function drawReflectionPage(doc: ResourceDocument): void {
  doc.addPage();
  doc.heading('After each call or visit', 300);
  doc.paragraph(reflectionIntro, { color: colors.muted, spaceAfter: 10 });
  const schools = Array.from({ length: MAX_SCHOOLS }, (_, i) => ({ header: `School ${i + 1}`, weight: 1 }));
  drawTable(
    doc,
    [{ header: '', weight: 1.3 }, ...schools],
    [['School name'], ...reflectionPrompts.map((p) => ({ cells: [p.prompt], minHeight: p.tall ? 66 : 0 }))],
    { firstColumnBold: true, minRowHeight: 28, size: type.small, spaceAfter: 0 },
  );
}

export const schoolFitWorksheetRenderer: FileRenderer = {
  landscape: true,
  keywords: ['school fit', 'college list', 'worksheet'],
  render(doc, context) {
    doc.titleBlock({ title: context.resource.title, intro: worksheetIntro, kicker: kickerFor(context), compact: true });
    drawSteps(doc);
    drawScoreTable(doc);
    drawReflectionPage(doc);
  },
};
