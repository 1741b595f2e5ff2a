import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockFetch } from '@/testing/test-utils';
import { downloadResource, filesOf, MULTI_FILE_DELAY_MS, openFile, openFiles, opensInNewTab } from './download-resource';

const pdf = (name: string) => ({ url: `http://localhost:4569/herway-content/resources/${name}.pdf?X-Amz-Signature=abc`, filename: `${name}.pdf` });

let open: ReturnType<typeof vi.fn>;
beforeEach(() => {
  open = vi.fn(() => null);
  vi.stubGlobal('open', open);
});
afterEach(() => {
  vi.useRealTimers();
});

describe('opensInNewTab', () => {
  it('is true for a URL starting with http or ending .pdf', () => {
    expect(opensInNewTab('https://bucket.s3.amazonaws.com/a?sig=1')).toBe(true);
    expect(opensInNewTab('http://localhost:4569/a')).toBe(true);
    expect(opensInNewTab('/files/guide.PDF')).toBe(true);
    expect(opensInNewTab('/files/guide.docx')).toBe(false);
    expect(opensInNewTab('blob:https://herway.co/123')).toBe(false);
  });
});

describe('filesOf', () => {
  it('prefers the multiple files, else the one download URL', () => {
    expect(filesOf({ success: true, filename: 'x', message: 'm', multipleFiles: [pdf('a'), pdf('b')], downloadUrl: pdf('c').url })).toEqual([
      pdf('a'),
      pdf('b'),
    ]);
    expect(filesOf({ success: true, filename: 'c.pdf', message: 'm', downloadUrl: pdf('c').url })).toEqual([{ url: pdf('c').url, filename: 'c.pdf' }]);
    expect(filesOf({ success: true, filename: 'c.pdf', message: 'm' })).toEqual([]);
  });
});

describe('openFile', () => {
  it('opens an http or .pdf URL in a new tab without an opener', () => {
    openFile(pdf('a'));
    expect(open).toHaveBeenCalledWith(pdf('a').url, '_blank', 'noopener');
  });

  it('triggers a file download for any other URL', () => {
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      expect(this.getAttribute('href')).toBe('/files/notes.docx');
      expect(this.download).toBe('notes.docx');
      expect(this.isConnected).toBe(true);
    });
    openFile({ url: '/files/notes.docx', filename: 'notes.docx' });
    expect(click).toHaveBeenCalledTimes(1);
    expect(open).not.toHaveBeenCalled();
    expect(document.querySelector('a[download]')).toBeNull();
    click.mockRestore();
  });
});

describe('openFiles', () => {
  it('opens the first file at once and each later one 2 s after the previous', () => {
    vi.useFakeTimers();
    openFiles([pdf('a'), pdf('b'), pdf('c')]);
    expect(open.mock.calls.map(([url]) => url)).toEqual([pdf('a').url]);

    vi.advanceTimersByTime(MULTI_FILE_DELAY_MS - 1);
    expect(open).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1);
    expect(open.mock.calls.map(([url]) => url)).toEqual([pdf('a').url, pdf('b').url]);

    vi.advanceTimersByTime(MULTI_FILE_DELAY_MS - 1);
    expect(open).toHaveBeenCalledTimes(2);
    vi.advanceTimersByTime(1);
    expect(open.mock.calls.map(([url]) => url)).toEqual([pdf('a').url, pdf('b').url, pdf('c').url]);
  });
});

describe('downloadResource', () => {
  it('GETs /api/download/{key} and opens the file', async () => {
    const fetchMock = mockFetch(() => jsonResponse({ success: true, downloadUrl: pdf('a').url, filename: 'a.pdf', message: 'ok' }));
    await expect(downloadResource('coach-outreach-template')).resolves.toMatchObject({ files: [{ url: pdf('a').url }] });
    expect(fetchMock).toHaveBeenCalledWith('/api/download/coach-outreach-template', expect.objectContaining({ method: 'GET', credentials: 'include' }));
    expect(open).toHaveBeenCalledTimes(1);
  });

  it('rejects a reply without any file, and one that breaks the contract', async () => {
    mockFetch(() => jsonResponse({ success: true, filename: 'a.pdf', message: 'ok' }));
    await expect(downloadResource('x')).rejects.toThrow('The download link is missing');
    mockFetch(() => jsonResponse({ success: true, downloadUrl: 'not a url', filename: 'a.pdf', message: 'ok' }));
    await expect(downloadResource('x')).rejects.toThrow(/Unexpected response/);
    expect(open).not.toHaveBeenCalled();
  });
});
