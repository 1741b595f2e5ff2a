import { CONTENT_PREFIXES } from './content-prefixes';
import type { DomainFunctions } from './domain';

const { resources, courseContent } = CONTENT_PREFIXES;

/** Files in S3: the free resources, the admins' uploads and their confirmation. */
export const content = {
  domain: 'content',
  routes: {
    'content/get-resource-download': { content: { read: [resources] } },
    // The presigned PUT tags the upload pending (pending-uploads.ts): S3 requires tagging rights for it.
    'content/admin/create-upload-url': { table: 'write', content: { write: [courseContent], tag: [courseContent] } },
    'content/admin/confirm-upload': { table: 'write', content: { read: [courseContent], delete: [courseContent], tag: [courseContent] } },
  },
} as const satisfies DomainFunctions<'content'>;
