import { describe, expect, it } from 'vitest';
import { findResource, getResource, resourceFiles, resourceKeySchema, resources, resourceSchema } from './resources';

describe('free resources', () => {
  it('match their schema', () => {
    for (const r of resources) expect(resourceSchema.parse(r)).toEqual(r);
  });

  it('are the four download keys of the product, in order, unique', () => {
    expect(resources.map((r) => r.downloadKey)).toEqual([
      '20-questions-college-coach',
      'school-fit-ranking',
      'coach-outreach-template',
      'athletic-resume-template',
    ]);
    expect(resourceKeySchema.options).toEqual(resources.map((r) => r.downloadKey));
  });

  it('marks only school-fit-ranking as multi-file, with 2 or 3 files', () => {
    expect(resources.filter((r) => r.isMultiFile).map((r) => r.downloadKey)).toEqual(['school-fit-ranking']);
    const schoolFit = getResource('school-fit-ranking');
    expect(schoolFit.files.length).toBeGreaterThanOrEqual(2);
    expect(schoolFit.files.length).toBeLessThanOrEqual(3);
  });

  it('has exactly one file for every single-file resource', () => {
    for (const r of resources) expect(r.isMultiFile).toBe(r.files.length > 1);
  });

  it('stores the PDFs under resources/ with unique keys and file names', () => {
    expect(getResource('20-questions-college-coach').files[0]?.objectKey).toBe('resources/20-questions-college-coach.pdf');
    for (const f of resourceFiles) {
      expect(f.objectKey).toMatch(/^resources\/[a-z0-9-]+\.pdf$/);
      expect(f.fileName).toMatch(/\.pdf$/);
    }
    expect(new Set(resourceFiles.map((f) => f.objectKey)).size).toBe(resourceFiles.length);
    expect(new Set(resourceFiles.map((f) => f.fileName)).size).toBe(resourceFiles.length);
  });

  it('names each single file after its download key', () => {
    for (const r of resources.filter((x) => !x.isMultiFile)) {
      expect(r.files[0]?.objectKey).toBe(`resources/${r.downloadKey}.pdf`);
    }
  });

  it('finds resources by key and refuses unknown or unsafe keys', () => {
    expect(findResource('coach-outreach-template')?.title).toBe('Coach Outreach Email Template');
    expect(findResource('../secret')).toBeUndefined();
    expect(findResource('constructor')).toBeUndefined();
  });
});
