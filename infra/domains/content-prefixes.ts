/**
 * Key prefixes of the content bucket: the free resource PDFs, the admins' course uploads, mentors'
 * photos and CSV exports. The domains grant object access by them; the bucket's lifecycle rules
 * expire some of them (constructs/content-storage.ts).
 */
export const CONTENT_PREFIXES = { resources: 'resources/', courseContent: 'content/', mentorPhotos: 'mentors/', exports: 'exports/' } as const;
