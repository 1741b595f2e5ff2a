import { PDFDocument } from 'pdf-lib';
import { beforeAll, describe, expect, it } from 'vitest';
import { resourceFiles, resources } from '@herway/shared/catalog/resources';
import { coachQuestions, questionGroups } from './content/twenty-questions';
import { exampleResults, fitFactors } from './content/school-fit';
import { introEmail, followUpEmail } from './content/coach-outreach';
import { PUBLISHED_AT } from './pdf/theme';
import { buildResourcePdfs, pdfTitle } from './resource-pdfs';
import type { ResourcePdf } from './resource-pdfs';
import { normalizeText, pageTexts } from './testing/pdf-text';

let pdfs: ResourcePdf[];
const byKey = (objectKey: string): ResourcePdf => {
  const pdf = pdfs.find((p) => p.objectKey === objectKey);
  if (!pdf) throw new Error(`No PDF for ${objectKey}`);
  return pdf;
};
const fileOf = (downloadKey: string, index = 0) => {
  const file = resources.find((r) => r.downloadKey === downloadKey)?.files[index];
  if (!file) throw new Error(`No catalog file ${downloadKey}[${index}]`);
  return file;
};
const allText = async (pdf: ResourcePdf) => normalizeText((await pageTexts(pdf.body)).join('\n'));

beforeAll(async () => {
  pdfs = await buildResourcePdfs();
});

describe('buildResourcePdfs', () => {
  it('builds exactly one PDF per catalog file, with its object key and file name', () => {
    expect(pdfs.map((p) => p.objectKey)).toEqual(resourceFiles.map((f) => f.objectKey));
    expect(pdfs.map((p) => p.fileName)).toEqual(resourceFiles.map((f) => f.fileName));
    expect(new Set(pdfs.map((p) => p.objectKey)).size).toBe(resourceFiles.length);
    for (const pdf of pdfs) expect(pdf.contentType).toBe('application/pdf');
  });

  it('produces real PDFs that parse back, with pages, metadata and Letter-size pages', async () => {
    for (const resource of resources) {
      for (const file of resource.files) {
        const { body } = byKey(file.objectKey);
        expect(Buffer.from(body.subarray(0, 5)).toString('latin1')).toBe('%PDF-');
        const doc = await PDFDocument.load(body, { updateMetadata: false });
        expect(doc.getPageCount()).toBeGreaterThanOrEqual(1);
        expect(doc.getTitle()).toBe(pdfTitle(resource, file));
        expect(doc.getTitle()).toContain(resource.title);
        expect(doc.getAuthor()).toBe('HerWay');
        expect(doc.getSubject()).toBe(resource.description);
        expect(doc.getCreationDate()?.toISOString()).toBe(PUBLISHED_AT.toISOString());
        for (const page of doc.getPages()) {
          const { width, height } = page.getSize();
          expect([width, height].sort((a, b) => a - b)).toEqual([612, 792]);
        }
      }
    }
  });

  it('titles a single-file PDF with the resource title and a multi-file one with its label too', () => {
    const questions = resources[0];
    const schoolFit = resources.find((r) => r.isMultiFile);
    if (!questions || !schoolFit) throw new Error('catalog changed');
    expect(pdfTitle(questions, fileOf(questions.downloadKey))).toBe(questions.title);
    for (const file of schoolFit.files) expect(pdfTitle(schoolFit, file)).toBe(`${schoolFit.title} - ${file.label}`);
  });

  it('draws the brand header and a numbered footer on every page', async () => {
    for (const pdf of pdfs) {
      const pages = await pageTexts(pdf.body);
      pages.forEach((text, i) => {
        expect(text).toContain('HerWay');
        expect(text).toContain('For female athletes, by female athletes');
        expect(text).toContain('Questions? Message us on the HerWay Contact page');
        expect(text).toContain(`Page ${i + 1} of ${pages.length}`);
      });
    }
  });

  it('puts the title and intro on the first page of every PDF', async () => {
    for (const resource of resources) {
      for (const file of resource.files) {
        const [first] = await pageTexts(byKey(file.objectKey).body);
        expect(normalizeText(first ?? '')).toContain(resource.title);
      }
    }
  });

  it('is deterministic: two builds are byte-identical', async () => {
    const again = await buildResourcePdfs();
    expect(again).toHaveLength(pdfs.length);
    again.forEach((pdf, i) => expect(Buffer.from(pdf.body).equals(Buffer.from(pdfs[i]?.body ?? []))).toBe(true));
  });
});

describe('20 Questions to Ask a College Coach', () => {
  it('has exactly 20 questions in the five groups', () => {
    expect(coachQuestions).toHaveLength(20);
    expect(questionGroups.map((g) => g.title)).toEqual(['Roster & Your Role', 'Program & Culture', 'Academics', 'Scholarships & Money', 'Recruiting Process']);
    expect(new Set(coachQuestions.map((q) => q.question)).size).toBe(20);
    for (const q of coachQuestions) {
      expect(q.question.endsWith('?')).toBe(true);
      expect(q.why.length).toBeGreaterThan(20);
    }
  });

  it('draws every question with its number and its reason', async () => {
    const pdf = byKey(fileOf('20-questions-college-coach').objectKey);
    const text = await allText(pdf);
    const drawn = (await pageTexts(pdf.body)).join('\n').split('\n');
    coachQuestions.forEach((q, i) => {
      expect(text).toContain(normalizeText(q.question));
      expect(text).toContain(normalizeText(q.why));
      expect(drawn).toContain(String(i + 1));
    });
    expect(drawn).not.toContain('21');
    for (const group of questionGroups) expect(text).toContain(group.title);
  });
});

describe('School Fit Ranking', () => {
  it('worksheet lists the eight factors and five school columns', async () => {
    const text = await allText(byKey(fileOf('school-fit-ranking', 0).objectKey));
    for (const factor of fitFactors) expect(text).toContain(factor.name);
    for (let i = 1; i <= 5; i++) expect(text).toContain(`School ${i}`);
    expect(text).toContain('Total weighted score');
  });

  it('scoring guide shows the worked example with its computed totals', async () => {
    const text = await allText(byKey(fileOf('school-fit-ranking', 1).objectKey));
    const { max, results } = exampleResults();
    expect(text).toContain(`Total (max ${max})`);
    for (const r of results) {
      expect(text).toContain(r.name);
      expect(text).toContain(`${r.percent}%`);
    }
    for (const factor of fitFactors) expect(text).toContain(normalizeText(factor.rubric[5]));
  });
});

describe('Coach Outreach Email Template', () => {
  it('draws both templates with their placeholders', async () => {
    const text = await allText(byKey(fileOf('coach-outreach-template').objectKey));
    for (const email of [introEmail, followUpEmail]) expect(text).toContain(email.title);
    for (const placeholder of ['[Grad Year]', '[Position]', '[Club Team]', '[High School]', '[GPA]', '[Highlight Video Link]', '[Event Name]']) {
      expect(text).toContain(placeholder);
    }
    expect(text).toContain('Do');
    expect(text).toContain("Don't");
  });
});

describe('Athletic Resume Template', () => {
  it('fits the form on page one and the tips on the next', async () => {
    const [form, tips] = await pageTexts(byKey(fileOf('athletic-resume-template').objectKey).body);
    for (const label of ['Athlete name', 'GPA (unweighted / weighted)', 'Intended major', 'Height / weight', 'Club coach', 'Highlight video']) {
      expect(form).toContain(label);
    }
    expect(normalizeText(form ?? '')).toContain('STATS & RESULTS');
    expect(normalizeText(form ?? '')).toContain('UPCOMING SCHEDULE');
    expect(tips).toContain('Tips for a resume coaches read');
  });
});
