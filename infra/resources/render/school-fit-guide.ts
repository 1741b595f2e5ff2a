// School Fit Ranking, part 2: how to weight and score, the 1-3-5 rubric per factor and a
// worked example whose totals and takeaways come from content/school-fit.ts.
import { FREE_CONSULTATION_MINUTES } from '@herway/shared/catalog/packages';
import {
  exampleResults,
  exampleTakeaways,
  fitFactors,
  formulaLines,
  guideIntro,
  scoreLabels,
  scoringTips,
  verdictTips,
  weightLabels,
  weightTips,
  workedExample,
} from '../content/school-fit';
import type { ResourceDocument } from '../pdf/resource-document';
import { drawTable } from '../pdf/table';
import { colors, type } from '../pdf/theme';
import type { FileRenderer } from './render-context';
import { kickerFor } from './render-context';

function factorCell(doc: ResourceDocument, name: string, hint?: string) {
  const runs = [{ text: name, style: doc.style({ size: type.small, bold: true }) }];
  if (hint) runs.push({ text: `\n${hint}`, style: doc.style({ size: type.tiny, color: colors.muted }) });
  return runs;
}

function drawWorkedExample(doc: ResourceDocument): void {
  const { weights, schools } = workedExample;
  const { max, results } = exampleResults();
  const weightSum = fitFactors.reduce((sum, f) => sum + weights[f.key], 0);
  doc.heading('Worked example', 160);
  doc.paragraph(workedExample.story, { spaceAfter: 8 });
  drawTable(
    doc,
    [
      { header: 'Factor', weight: 2.3 },
      { header: 'Weight', weight: 0.8, align: 'center' },
      ...schools.map((s) => ({ header: s.name, weight: 1.3, align: 'center' as const })),
    ],
    [
      ...fitFactors.map((f) => [
        factorCell(doc, f.name),
        String(weights[f.key]),
        ...schools.map((s) => `${s.scores[f.key]} x ${weights[f.key]} = ${s.scores[f.key] * weights[f.key]}`),
      ]),
      { cells: [`Total (max ${max})`, `sum ${weightSum}`, ...results.map((r) => String(r.total))], emphasis: true },
      { cells: ['Fit %', '', ...results.map((r) => `${r.percent}%`)], emphasis: true },
    ],
  );
  doc.subheading('What the numbers tell her');
  doc.bullets(exampleTakeaways());
}

export const schoolFitGuideRenderer: FileRenderer = {
  keywords: ['school fit', 'college list', 'scoring guide'],
  render(doc, context) {
    doc.titleBlock({ title: context.resource.title, intro: guideIntro, kicker: kickerFor(context) });
    doc.box(formulaLines.join('\n'), { bold: true, color: colors.plum900, size: 11 });

    doc.heading('Step 1: Weight what matters to you', 140);
    drawTable(
      doc,
      [
        { header: 'Weight', weight: 0.7, align: 'center' },
        { header: 'Means', weight: 1.3 },
        { header: 'Use it when', weight: 4 },
      ],
      weightLabels.map((w) => [String(w.weight), w.label, w.meaning]),
      { size: type.body - 0.5 },
    );
    doc.bullets(weightTips);

    doc.heading('Step 2: Score each school from 1 to 5', 140);
    drawTable(
      doc,
      scoreLabels.map((s) => ({ header: String(s.score), weight: 1, align: 'center' as const })),
      [scoreLabels.map((s) => s.label)],
      { size: type.body - 0.5 },
    );
    doc.bullets(scoringTips);
    doc.subheading('What a 1, a 3 and a 5 look like', 120);
    drawTable(
      doc,
      [
        { header: 'Factor', weight: 1.6 },
        { header: '1 = poor fit', weight: 1.5 },
        { header: '3 = okay', weight: 1.5 },
        { header: '5 = great fit', weight: 1.5 },
      ],
      fitFactors.map((f) => [factorCell(doc, f.name, f.hint), f.rubric[1], f.rubric[3], f.rubric[5]]),
    );

    doc.heading('Step 3: Add it up');
    doc.paragraph(
      'Multiply each score by its weight, add the results for each school, and divide by the maximum (5 x the sum of your weights) to get a fit percentage. Percentages let you compare schools even if you change a weight later.',
    );

    drawWorkedExample(doc);

    doc.heading('Step 4: Use the score as a guide, not a verdict');
    doc.bullets(verdictTips);
    doc.box(
      `Want a second opinion on your list? Book a free ${FREE_CONSULTATION_MINUTES}-minute consultation with a HerWay mentor: we will go through your worksheet with you.`,
      { color: colors.plum900, spaceAfter: 0 },
    );
  },
};
