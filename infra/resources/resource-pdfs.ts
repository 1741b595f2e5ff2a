// Builds the four free resource PDFs (docs/product-rules.md#free-resources) for the content bucket. Object
// keys and file names come from the catalog; this module only knows how to draw each file.
import { resources } from '@herway/shared/catalog/resources';
import type { Resource, ResourceFile, ResourceKey } from '@herway/shared/catalog/resources';
import { ResourceDocument } from './pdf/resource-document';
import { athleticResumeRenderer } from './render/athletic-resume';
import { coachOutreachRenderer } from './render/coach-outreach';
import type { FileRenderer } from './render/render-context';
import { schoolFitGuideRenderer } from './render/school-fit-guide';
import { schoolFitWorksheetRenderer } from './render/school-fit-worksheet';
import { twentyQuestionsRenderer } from './render/twenty-questions';

export interface ResourcePdf {
  objectKey: string;
  fileName: string;
  contentType: 'application/pdf';
  body: Uint8Array;
}

/** One renderer per catalog file, in the catalog's file order. */
const renderers: Readonly<Record<ResourceKey, readonly FileRenderer[]>> = {
  '20-questions-college-coach': [twentyQuestionsRenderer],
  'school-fit-ranking': [schoolFitWorksheetRenderer, schoolFitGuideRenderer],
  'coach-outreach-template': [coachOutreachRenderer],
  'athletic-resume-template': [athleticResumeRenderer],
};

/** The PDF's title metadata: the resource title, plus the file's label when there are several. */
export function pdfTitle(resource: Resource, file: ResourceFile): string {
  return resource.files.length > 1 ? `${resource.title} - ${file.label}` : resource.title;
}

export async function buildResourcePdf(resource: Resource, file: ResourceFile): Promise<ResourcePdf> {
  const index = resource.files.indexOf(file);
  const renderer = renderers[resource.downloadKey][index];
  if (index < 0 || !renderer) throw new Error(`No PDF renderer for ${file.objectKey}`);
  const doc = await ResourceDocument.create({
    title: pdfTitle(resource, file),
    subject: resource.description,
    keywords: renderer.keywords,
    landscape: renderer.landscape,
  });
  renderer.render(doc, { resource, file, part: index + 1 });
  return { objectKey: file.objectKey, fileName: file.fileName, contentType: 'application/pdf', body: await doc.save() };
}

/** Every file of every catalog resource, rendered. */
export async function buildResourcePdfs(): Promise<ResourcePdf[]> {
  for (const { downloadKey, files } of resources) {
    const count = renderers[downloadKey].length;
    if (count !== files.length) throw new Error(`${downloadKey} has ${files.length} files but ${count} renderers`);
  }
  const files = resources.flatMap((resource) => resource.files.map((file) => ({ resource, file })));
  return Promise.all(files.map(({ resource, file }) => buildResourcePdf(resource, file)));
}
