// "20 Questions to Ask a College Coach": numbered questions in five groups, each with its
// reason and two lines for the coach's answer.
import { afterTheCall, howToUse, questionGroups, twentyQuestionsIntro } from '../content/twenty-questions';
import type { CoachQuestion } from '../content/twenty-questions';
import { lineHeightFor } from '../pdf/resource-document';
import type { ResourceDocument } from '../pdf/resource-document';
import { colors, type } from '../pdf/theme';
import type { FileRenderer } from './render-context';
import { kickerFor } from './render-context';

const QUESTION_SIZE = 11;
const WHY_SIZE = 9.5;
const INDENT = 28;
const NOTE_GAP = 17;
const NOTE_LINES = 2;

function drawQuestion(doc: ResourceDocument, number: number, item: CoachQuestion): void {
  const x = doc.left + INDENT;
  const width = doc.right - x;
  const questionLineHeight = lineHeightFor(QUESTION_SIZE);
  const whyLineHeight = lineHeightFor(WHY_SIZE);
  const question = doc.wrap(item.question, width, { size: QUESTION_SIZE, bold: true });
  const why = doc.wrap(
    [
      { text: 'Why ask: ', style: doc.style({ size: WHY_SIZE, bold: true, color: colors.plum700 }) },
      { text: item.why, style: doc.style({ size: WHY_SIZE, color: colors.muted }) },
    ],
    width,
  );
  const height = question.length * questionLineHeight + 2 + why.length * whyLineHeight + NOTE_LINES * NOTE_GAP + 10;
  // One question, its reason and its note lines always stay on the same page.
  doc.ensure(height);

  const badgeY = doc.y - questionLineHeight / 2;
  doc.page.drawCircle({ x: doc.left + 10, y: badgeY, size: 10, color: colors.plum700 });
  const label = String(number);
  const labelWidth = doc.widthOf(label, { size: 9.5, bold: true });
  doc.textAt(label, doc.left + 10 - labelWidth / 2, badgeY - 3.4, { size: 9.5, bold: true, color: colors.white });

  doc.drawLinesAt(question, x, doc.y, questionLineHeight);
  doc.y -= question.length * questionLineHeight + 2;
  doc.drawLinesAt(why, x, doc.y, whyLineHeight);
  doc.y -= why.length * whyLineHeight;
  doc.writingLines(NOTE_LINES, { indent: INDENT, gap: NOTE_GAP, label: 'Notes' });
  doc.y -= 4;
}

export const twentyQuestionsRenderer: FileRenderer = {
  keywords: ['college coach', 'questions', 'recruiting calls'],
  render(doc, context) {
    doc.titleBlock({ title: context.resource.title, intro: twentyQuestionsIntro, kicker: kickerFor(context) });
    doc.fieldRow(['School', 'Coach', 'Date']);
    doc.space(4);
    doc.subheading('How to use this list');
    doc.bullets(howToUse, { size: type.small + 0.5 });

    let number = 0;
    for (const group of questionGroups) {
      doc.heading(group.title, 110);
      for (const question of group.questions) drawQuestion(doc, (number += 1), question);
    }

    doc.heading('After the call');
    doc.checklist(afterTheCall);
    doc.writingLines(3, { label: 'Follow-up to do' });
  },
};
