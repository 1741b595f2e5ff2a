import { findResource } from '@herway/shared/catalog/resources';
import { downloadPathSchema, downloadReplySchema } from '@herway/shared/contracts/resources';
import { presignDownload } from '../download-links';
import { notFound } from '../../kernel/http-errors';
import { httpHandler } from '../../kernel/http-handler';

/** Links to the free PDFs are short-lived: long enough to start the downloads, no longer. */
const LINK_SECONDS = 300;

/** GET /api/download/{downloadKey}: presigned links to a free resource's file(s). */
export const handler = httpHandler(
  { method: 'GET', path: '/api/download/{downloadKey}', handler: 'content/get-resource-download', auth: 'public' },
  { path: downloadPathSchema, reply: downloadReplySchema },
  async ({ path }) => {
    const resource = findResource(path.downloadKey);
    if (!resource) throw notFound(`There is no resource called "${path.downloadKey}"`);

    const files = await Promise.all(
      resource.files.map(async (file) => ({
        url: await presignDownload({ key: file.objectKey, fileName: file.fileName, contentType: 'application/pdf', expiresInSeconds: LINK_SECONDS }),
        filename: file.fileName,
      })),
    );
    const [first] = files;
    if (!first) throw notFound(`There is no file for "${resource.title}"`);

    const reply = resource.isMultiFile
      ? { success: true as const, filename: resource.title, multipleFiles: files, message: `${resource.title}: ${files.length} files are opening.` }
      : { success: true as const, downloadUrl: first.url, filename: first.filename, message: `${resource.title} is downloading.` };
    return reply;
  },
);
