// The four free PDF resources on /resources (docs/product-rules.md#free-resources) and the S3 objects that
// GET /api/download/{downloadKey} serves for each of them.
import * as z from '../zod';

export const resourceKeySchema = z.enum(['20-questions-college-coach', 'school-fit-ranking', 'coach-outreach-template', 'athletic-resume-template']);
export type ResourceKey = z.infer<typeof resourceKeySchema>;

/** Folder of the resource PDFs in the content bucket. */
export const RESOURCE_PREFIX = 'resources/';

export const resourceFileSchema = z.object({
  /** S3 object key in the content bucket, e.g. 'resources/coach-outreach-template.pdf'. */
  objectKey: z.string().check(z.startsWith(RESOURCE_PREFIX), z.regex(/^resources\/[a-z0-9-]+\.pdf$/)),
  /** File name offered to the browser (Content-Disposition attachment). */
  fileName: z.string().check(z.regex(/^[A-Za-z0-9-]+\.pdf$/)),
  /** What the file is, for a multi-file resource. */
  label: z.string().check(z.minLength(1)),
});
export type ResourceFile = z.infer<typeof resourceFileSchema>;

export const resourceSchema = z.object({
  downloadKey: resourceKeySchema,
  title: z.string().check(z.minLength(1)),
  description: z.string().check(z.minLength(1)),
  isMultiFile: z.boolean(),
  files: z.array(resourceFileSchema).check(z.minLength(1), z.maxLength(3)),
});
export type Resource = z.infer<typeof resourceSchema>;

export const resources: readonly Resource[] = [
  {
    downloadKey: '20-questions-college-coach',
    title: '20 Questions to Ask a College Coach',
    description:
      'The questions that tell you what a program is really like: playing time, team culture, academics, scholarships and what the coach expects from you. Bring it to every call and visit.',
    isMultiFile: false,
    files: [
      {
        objectKey: 'resources/20-questions-college-coach.pdf',
        fileName: 'HerWay-20-Questions-to-Ask-a-College-Coach.pdf',
        label: '20 questions checklist',
      },
    ],
  },
  {
    downloadKey: 'school-fit-ranking',
    title: 'School Fit Ranking System',
    description:
      'Score and compare the schools on your list on athletics, academics, cost, location and campus life, so your choice is based on more than the sport alone.',
    isMultiFile: true,
    files: [
      {
        objectKey: 'resources/school-fit-ranking-worksheet.pdf',
        fileName: 'HerWay-School-Fit-Ranking-Worksheet.pdf',
        label: 'Ranking worksheet',
      },
      {
        objectKey: 'resources/school-fit-scoring-guide.pdf',
        fileName: 'HerWay-School-Fit-Scoring-Guide.pdf',
        label: 'Scoring guide',
      },
    ],
  },
  {
    downloadKey: 'coach-outreach-template',
    title: 'Coach Outreach Email Template',
    description: 'A proven first email and follow-up you can personalize for each program, with subject lines, what to include and what to leave out.',
    isMultiFile: false,
    files: [
      {
        objectKey: 'resources/coach-outreach-template.pdf',
        fileName: 'HerWay-Coach-Outreach-Email-Template.pdf',
        label: 'Email templates',
      },
    ],
  },
  {
    downloadKey: 'athletic-resume-template',
    title: 'Athletic Resume Template',
    description: 'A one-page layout for your athletic and academic profile: stats, teams, achievements, academics and references, ready to send to coaches.',
    isMultiFile: false,
    files: [
      {
        objectKey: 'resources/athletic-resume-template.pdf',
        fileName: 'HerWay-Athletic-Resume-Template.pdf',
        label: 'Resume template',
      },
    ],
  },
];

const resourcesByKey = new Map<ResourceKey, Resource>(resources.map((r) => [r.downloadKey, r]));

export function isResourceKey(key: unknown): key is ResourceKey {
  return resourceKeySchema.safeParse(key).success;
}

/** The resource for a known key. */
export function getResource(key: ResourceKey): Resource {
  const resource = resourcesByKey.get(key);
  if (!resource) throw new Error(`No resource for download key ${key}`);
  return resource;
}

/** The resource for any string (e.g. the {downloadKey} path parameter), or undefined. */
export function findResource(key: string): Resource | undefined {
  return isResourceKey(key) ? resourcesByKey.get(key) : undefined;
}

/** Every S3 object the resources need, e.g. for seeding the bucket. */
export const resourceFiles: readonly ResourceFile[] = resources.flatMap((r) => r.files);
