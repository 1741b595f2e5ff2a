// Athletic Resume Template: a one-page fill-in form (identity, contact, academics, athletic
// profile, references, stats, schedule, awards, links) and a page of tips and sample entries.
import { FREE_CONSULTATION_MINUTES } from '@herway/shared/catalog/packages';
import {
  academicFields,
  athleticFields,
  AWARD_LINES,
  awardsTitle,
  beforeYouSend,
  contactFields,
  identityFields,
  linkFields,
  linksTitle,
  referenceFields,
  resumeIntro,
  resumeTips,
  sampleEntries,
  scheduleColumns,
  statsColumns,
  TABLE_ROWS,
} from '../content/athletic-resume';
import type { FieldGroup } from '../content/athletic-resume';
import type { ResourceDocument } from '../pdf/resource-document';
import { drawTable } from '../pdf/table';
import { colors, type } from '../pdf/theme';
import type { FileRenderer } from './render-context';
import { kickerFor } from './render-context';

const FIELD_ROW = 17;
const FIELD_SIZE = 8.5;
const SECTION_TITLE = 17;
const COLUMN_GAP = 24;

/** Section title with a rule under it; returns the y below it. */
function sectionTitle(doc: ResourceDocument, title: string, x: number, top: number, width: number): number {
  doc.textAt(title.toUpperCase(), x, top - 9, { size: type.small, bold: true, color: colors.plum700 });
  doc.page.drawLine({ start: { x, y: top - 12.5 }, end: { x: x + width, y: top - 12.5 }, thickness: 0.9, color: colors.plum300 });
  return top - SECTION_TITLE;
}

/** A titled group of fields, one per row; returns the y below it. */
function fieldGroup(doc: ResourceDocument, group: FieldGroup, x: number, top: number, width: number): number {
  let y = sectionTitle(doc, group.title, x, top, width);
  for (const field of group.fields) {
    y -= FIELD_ROW;
    doc.fieldAt(field, x, y + 4, width, { size: FIELD_SIZE });
  }
  return y - 8;
}

function identityBand(doc: ResourceDocument): void {
  const height = 52;
  const top = doc.y;
  const padding = 10;
  doc.page.drawRectangle({
    x: doc.left,
    y: top - height,
    width: doc.contentWidth,
    height,
    color: colors.plum50,
    borderColor: colors.plum200,
    borderWidth: 0.75,
  });
  const inner = doc.contentWidth - 2 * padding;
  doc.fieldAt('Athlete name', doc.left + padding, top - 20, inner, { size: 11 });
  const gap = 14;
  const width = (inner - gap * (identityFields.length - 1)) / identityFields.length;
  identityFields.forEach((field, i) => doc.fieldAt(field, doc.left + padding + i * (width + gap), top - 42, width, { size: FIELD_SIZE }));
  doc.y = top - height - 10;
}

function columnsOfFields(doc: ResourceDocument, left: readonly FieldGroup[], right: readonly FieldGroup[]): void {
  const width = (doc.contentWidth - COLUMN_GAP) / 2;
  const draw = (groups: readonly FieldGroup[], x: number) => groups.reduce((top, g) => fieldGroup(doc, g, x, top, width), doc.y);
  doc.y = Math.min(draw(left, doc.left), draw(right, doc.left + width + COLUMN_GAP));
}

function emptyTable(doc: ResourceDocument, title: string, columns: readonly string[], weights: readonly number[]): void {
  doc.y = sectionTitle(doc, title, doc.left, doc.y, doc.contentWidth) - 2;
  drawTable(
    doc,
    columns.map((header, i) => ({ header, weight: weights[i] ?? 1 })),
    Array.from({ length: TABLE_ROWS }, () => []),
    { minRowHeight: 17, size: FIELD_SIZE, padding: 3.5, spaceAfter: 8 },
  );
}

function awardsAndLinks(doc: ResourceDocument): void {
  const width = (doc.contentWidth - COLUMN_GAP) / 2;
  const top = doc.y;
  let left = sectionTitle(doc, awardsTitle, doc.left, top, width);
  for (let i = 0; i < AWARD_LINES; i++) {
    left -= FIELD_ROW;
    doc.fieldAt(`${i + 1}.`, doc.left, left + 4, width, { size: FIELD_SIZE });
  }
  const right = fieldGroup(doc, { title: linksTitle, fields: linkFields }, doc.left + width + COLUMN_GAP, top, width);
  doc.y = Math.min(left, right);
}

export const athleticResumeRenderer: FileRenderer = {
  keywords: ['athletic resume', 'recruiting profile', 'template'],
  render(doc, context) {
    // Page 1: the form itself, laid out to fit one page.
    doc.titleBlock({ title: context.resource.title, intro: resumeIntro, kicker: kickerFor(context), compact: true });
    identityBand(doc);
    columnsOfFields(doc, [contactFields, academicFields], [athleticFields, referenceFields]);
    emptyTable(doc, 'Stats & results', statsColumns, [1, 2.2, 0.8, 3.4]);
    emptyTable(doc, 'Upcoming schedule', scheduleColumns, [1.2, 2.4, 1.6, 1.6]);
    awardsAndLinks(doc);
    if (doc.pdf.getPageCount() !== 1 || doc.y < doc.bottom) {
      throw new Error(`The resume form no longer fits on one page (ends at y=${doc.y})`);
    }

    // Page 2: how to fill it in well.
    doc.addPage();
    doc.heading('Tips for a resume coaches read');
    doc.bullets(resumeTips);
    doc.heading('Sample entries', 120);
    drawTable(
      doc,
      [
        { header: 'Section', weight: 1 },
        { header: 'Example', weight: 4.5 },
      ],
      sampleEntries.map((e) => [e.field, e.example]),
      { firstColumnBold: true, size: type.body - 0.5 },
    );
    doc.heading('Before you send it');
    doc.checklist(beforeYouSend);
    doc.box(
      `Want a second pair of eyes? In a free ${FREE_CONSULTATION_MINUTES}-minute consultation a HerWay mentor can review your resume and highlight video with you.`,
      { color: colors.plum900, spaceAfter: 0 },
    );
  },
};
