// Coach Outreach Email Template: subject-line formula, a first email and a follow-up with
// highlighted [placeholders], sending tips and a two-column do / don't checklist.
import { FREE_CONSULTATION_MINUTES } from '@herway/shared/catalog/packages';
import { donts, dos, followUpEmail, introEmail, outreachIntro, sendingTips, subjectExamples, subjectFormula, subjectTips } from '../content/coach-outreach';
import type { EmailTemplate } from '../content/coach-outreach';
import { lineHeightFor } from '../pdf/resource-document';
import type { ResourceDocument } from '../pdf/resource-document';
import { placeholderRuns } from '../pdf/text-wrap';
import { colors, type } from '../pdf/theme';
import type { FileRenderer } from './render-context';
import { kickerFor } from './render-context';

function templateRuns(doc: ResourceDocument, text: string, size: number = type.body) {
  return placeholderRuns(text, doc.style({ size }), doc.style({ size, bold: true, color: colors.plum700 }));
}

function drawEmail(doc: ResourceDocument, email: EmailTemplate): void {
  doc.heading(email.title, 120);
  doc.paragraph(email.when, { color: colors.muted, spaceAfter: 8 });
  doc.box([{ text: 'Subject: ', style: doc.style({ bold: true }) }, ...templateRuns(doc, `${email.subject}\n\n${email.body.join('\n\n')}`)]);
}

interface Column {
  title: string;
  items: readonly string[];
  mark: 'box' | 'cross';
}

/** Two lists side by side, e.g. Do and Don't, each item with its own tick box. */
function drawColumns(doc: ResourceDocument, columns: readonly [Column, Column]): void {
  const gap = 24;
  const width = (doc.contentWidth - gap) / 2;
  const size = type.body - 0.5;
  const lineHeight = lineHeightFor(size);
  const laid = columns.map((c) => c.items.map((item) => doc.wrap(item, width - 18, { size })));
  const heightOf = (items: (typeof laid)[number]) => items.reduce((sum, lines) => sum + lines.length * lineHeight + 4, 0);
  doc.ensure(24 + Math.max(...laid.map(heightOf)));
  const top = doc.y;
  let bottom = top;
  columns.forEach((column, c) => {
    const x = doc.left + c * (width + gap);
    doc.textAt(column.title, x, top - 12, { size: type.h2, bold: true, color: colors.plum700 });
    let y = top - 22;
    for (const lines of laid[c] ?? []) {
      const boxY = y - lineHeight / 2 - 4.5;
      doc.checkbox(x, boxY, 9);
      if (column.mark === 'cross') {
        const stroke = { thickness: 1, color: colors.plum700 };
        doc.page.drawLine({ start: { x: x + 2, y: boxY + 2 }, end: { x: x + 7, y: boxY + 7 }, ...stroke });
        doc.page.drawLine({ start: { x: x + 2, y: boxY + 7 }, end: { x: x + 7, y: boxY + 2 }, ...stroke });
      }
      doc.drawLinesAt(lines, x + 16, y, lineHeight);
      y -= lines.length * lineHeight + 4;
    }
    bottom = Math.min(bottom, y);
  });
  doc.y = bottom - 10;
}

export const coachOutreachRenderer: FileRenderer = {
  keywords: ['coach email', 'outreach', 'template'],
  render(doc, context) {
    doc.titleBlock({ title: context.resource.title, intro: outreachIntro, kicker: kickerFor(context) });

    doc.heading('The subject line formula');
    doc.box(templateRuns(doc, subjectFormula, 11), { spaceAfter: 8 });
    doc.subheading('Examples');
    doc.bullets(subjectExamples);
    doc.bullets(subjectTips.map((tip) => [{ text: tip, style: doc.style({ color: colors.muted }) }]));

    drawEmail(doc, introEmail);
    drawEmail(doc, followUpEmail);

    doc.heading('Sending and following up');
    doc.bullets(sendingTips);

    doc.heading("Do and don't checklist", 160);
    drawColumns(doc, [
      { title: 'Do', items: dos, mark: 'box' },
      { title: "Don't", items: donts, mark: 'cross' },
    ]);
    doc.box(
      `Want feedback before you hit send? In a free ${FREE_CONSULTATION_MINUTES}-minute consultation a HerWay mentor can review your first email with you.`,
      { color: colors.plum900, spaceAfter: 0 },
    );
  },
};
