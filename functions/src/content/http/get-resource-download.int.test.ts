import { resources } from '@herway/shared/catalog/resources';
import { downloadReplySchema } from '@herway/shared/contracts/resources';
import { describe, expect, inject, it } from 'vitest';

const siteUrl = inject('siteUrl');

async function fetchPdf(url: string) {
  const response = await fetch(url);
  expect(response.status).toBe(200);
  const bytes = Buffer.from(await response.arrayBuffer());
  expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
  return response;
}

describe('GET /api/download/{downloadKey}', () => {
  it.each(resources.map((resource) => [resource.downloadKey, resource] as const))('serves %s as short-lived links to real PDFs', async (key, resource) => {
    const response = await fetch(`${siteUrl}/api/download/${key}`);
    expect(response.status).toBe(200);
    const reply = downloadReplySchema.parse(await response.json());
    const links = reply.multipleFiles ?? [{ url: reply.downloadUrl ?? '', filename: reply.filename }];
    expect(links.map((link) => link.filename)).toEqual(resource.files.map((file) => file.fileName));
    expect(Boolean(reply.multipleFiles)).toBe(resource.isMultiFile);
    for (const link of links) {
      const url = new URL(link.url);
      expect(url.searchParams.get('X-Amz-Expires')).toBe('300');
      expect(url.searchParams.get('response-content-disposition')).toBe(`attachment; filename="${link.filename}"`);
      await fetchPdf(link.url);
    }
  });

  it('answers an unknown key with 404 and a message', async () => {
    const response = await fetch(`${siteUrl}/api/download/not-a-resource`);
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ message: 'There is no resource called "not-a-resource"' });
  });
});
