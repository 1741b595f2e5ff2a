import { QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { dismissToast, useToasts } from '@/components/ui/toast/use-toast';
import { createQueryClient } from '@/lib/query-client';
import { jsonResponse, mockFetch, type FetchHandler } from '@/testing/test-utils';
import { anAsset } from '../testing/fixtures';
import { deferred, installFakeXhr } from '../testing/fake-xhr';
import { UploadForm } from './upload-form';

const UPLOAD_URL = 'http://localhost:4569/herway-content/content/course_packet/asset-1/Module-1.pdf?X-Amz-Signature=abc';

function ToastProbe() {
  const toasts = useToasts().filter((t) => t.open);
  return <div data-testid="toast">{toasts.map((t) => `${String(t.title)}|${String(t.description ?? '')}`).join('\n')}</div>;
}

function renderForm(handler: FetchHandler) {
  const fetchMock = mockFetch(handler);
  const xhr = installFakeXhr();
  const onDone = vi.fn();
  const user = userEvent.setup();
  render(
    <QueryClientProvider client={createQueryClient()}>
      <UploadForm onDone={onDone} onCancel={() => {}} />
      <ToastProbe />
    </QueryClientProvider>,
  );
  return { fetchMock, xhr, onDone, user };
}

const pdf = () => new File(['%PDF-1.4 tiny'], 'module-1.pdf', { type: 'application/pdf' });
const toastText = () => screen.getByTestId('toast').textContent;
const status = () => screen.getByRole('status').textContent;

async function fillForm(user: ReturnType<typeof userEvent.setup>, file = pdf()) {
  await user.upload(screen.getByLabelText('File'), file);
  await user.selectOptions(screen.getByLabelText('Course'), 'course_packet');
}

afterEach(() => act(() => dismissToast()));

describe('UploadForm', () => {
  it('has labelled fields, the accepted types and the course labels', () => {
    renderForm(() => jsonResponse({}));
    expect(screen.getByLabelText('File').getAttribute('accept')).toBe('.pdf,.mp4,.mov,.avi,.doc,.docx');
    expect(screen.getByLabelText('File name')).toBeDefined();
    expect(screen.getByLabelText(/Description/)).toBeDefined();
    const options = Array.from((screen.getByLabelText('Course') as HTMLSelectElement).options).map((o) => [o.value, o.text]);
    expect(options).toEqual([
      ['', 'Select a course'],
      ['course_packet', 'Course Packet'],
      ['mentorship_materials', 'Mentorship Materials'],
      ['bonus_content', 'Bonus Content'],
    ]);
  });

  it('asks for the missing fields and sends nothing', async () => {
    const { user, fetchMock } = renderForm(() => jsonResponse({}));
    await user.click(screen.getByRole('button', { name: 'Upload Content' }));
    expect(screen.getByRole('alert').textContent).toBe('Please fill in all required fields and select a file');
    expect(toastText()).toContain('Please fill in all required fields and select a file');

    await user.upload(screen.getByLabelText('File'), pdf());
    expect((screen.getByLabelText('File name') as HTMLInputElement).value).toBe('module-1');
    await user.click(screen.getByRole('button', { name: 'Upload Content' }));
    expect(screen.getByRole('alert').textContent).toBe('Please fill in all required fields and select a file');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("shows 'Getting upload URL...', 'Uploading file...' with the real progress, 'Registering content...', then closes", async () => {
    const urlReply = deferred<Response>();
    const confirmReply = deferred<Response>();
    const { user, fetchMock, xhr, onDone } = renderForm((url) => {
      if (url === '/api/admin/content/upload-url') return urlReply.promise;
      if (url === '/api/admin/content/confirm') return confirmReply.promise;
      return jsonResponse({ message: 'unexpected' }, 500);
    });
    const file = pdf();
    await fillForm(user, file);
    await user.clear(screen.getByLabelText('File name'));
    await user.type(screen.getByLabelText('File name'), 'Module 1 Slides');
    await user.type(screen.getByLabelText(/Description/), 'Week one');
    await user.click(screen.getByRole('button', { name: 'Upload Content' }));

    // 1. The URL, asked with the file's MIME type and size.
    await waitFor(() => expect(status()).toBe('Getting upload URL...'));
    expect(screen.queryByRole('progressbar')).toBeNull();
    const [, urlInit] = fetchMock.mock.calls[0]!;
    expect(JSON.parse(String(urlInit.body))).toEqual({
      fileName: 'Module 1 Slides',
      contentType: 'application/pdf',
      courseId: 'course_packet',
      fileSize: file.size,
    });

    // 2. The PUT, with the same Content-Type, and its progress.
    urlReply.resolve(
      jsonResponse({
        uploadURL: UPLOAD_URL,
        assetId: 'asset-1',
        storagePath: 'content/course_packet/asset-1/Module-1-Slides.pdf',
        expiresInSeconds: 600,
        uploadHeaders: { 'x-amz-tagging': 'herway-upload=pending' },
      }),
    );
    await waitFor(() => expect(status()).toContain('Uploading file...'));
    expect(xhr.instances).toHaveLength(1);
    const put = xhr.instances[0]!;
    expect(put).toMatchObject({ method: 'PUT', url: UPLOAD_URL, headers: { 'Content-Type': 'application/pdf', 'x-amz-tagging': 'herway-upload=pending' } });
    expect(put.body).toBe(file);
    const bar = screen.getByRole('progressbar', { name: 'Upload progress' });
    expect(bar.getAttribute('aria-valuenow')).toBe('0');
    act(() => put.progress(5, 20));
    expect(bar.getAttribute('aria-valuenow')).toBe('25');
    act(() => put.progress(20, 20));
    expect(bar.getAttribute('aria-valuenow')).toBe('100');
    expect(screen.getByRole('button', { name: 'Uploading...' })).toHaveProperty('disabled', true);

    // 3. The confirmation: what was signed, and what the file is.
    act(() => put.respond(200));
    await waitFor(() => expect(status()).toBe('Registering content...'));
    expect(screen.queryByRole('progressbar')).toBeNull();
    const [confirmUrl, confirmInit] = fetchMock.mock.calls[1]!;
    expect(confirmUrl).toBe('/api/admin/content/confirm');
    expect(JSON.parse(String(confirmInit.body))).toEqual({
      assetId: 'asset-1',
      fileName: 'Module 1 Slides',
      originalName: 'module-1.pdf',
      contentType: 'pdf',
      mimeType: 'application/pdf',
      fileSize: file.size,
      storagePath: 'content/course_packet/asset-1/Module-1-Slides.pdf',
      courseId: 'course_packet',
      description: 'Week one',
    });

    // Done: the success toast, the form reset and closed.
    confirmReply.resolve(jsonResponse({ asset: anAsset({ assetId: 'asset-1', id: 'asset-1' }) }));
    await waitFor(() => expect(onDone).toHaveBeenCalledTimes(1));
    expect(toastText()).toBe('Success|Content uploaded and registered successfully');
    // The status clears when the upload settles, after the asset list is refreshed.
    await waitFor(() => expect(status()).toBe(''));
    expect((screen.getByLabelText('File name') as HTMLInputElement).value).toBe('');
    expect((screen.getByLabelText('Course') as HTMLSelectElement).value).toBe('');
  });

  it.each([
    ['the upload URL is refused', 'url', 'Failed to get upload URL: The file is larger than 2 GB'],
    ['the storage refuses the PUT', 'put', 'File upload failed: The storage answered 403 Forbidden'],
    ['the storage cannot be reached', 'network', 'File upload failed: The storage could not be reached'],
    ['the confirmation is refused', 'confirm', "Failed to confirm upload: The uploaded file's size does not match"],
  ] as const)("shows 'Upload Failed' when %s, and keeps the form", async (_case, failing, message) => {
    const { user, xhr, onDone } = renderForm((url) => {
      if (url === '/api/admin/content/upload-url') {
        return failing === 'url'
          ? jsonResponse({ message: 'The file is larger than 2 GB' }, 400)
          : jsonResponse({
              uploadURL: UPLOAD_URL,
              assetId: 'asset-1',
              storagePath: 'content/course_packet/asset-1/module-1.pdf',
              expiresInSeconds: 600,
              uploadHeaders: { 'x-amz-tagging': 'herway-upload=pending' },
            });
      }
      return jsonResponse({ message: "The uploaded file's size does not match" }, 400);
    });
    await fillForm(user);
    await user.click(screen.getByRole('button', { name: 'Upload Content' }));
    if (failing !== 'url') {
      await waitFor(() => expect(xhr.instances).toHaveLength(1));
      const put = xhr.instances[0]!;
      act(() => (failing === 'put' ? put.respond(403, 'Forbidden') : failing === 'network' ? put.fail() : put.respond(200)));
    }
    await waitFor(() => expect(toastText()).toBe(`Upload Failed|${message}`));
    expect(await screen.findByRole('button', { name: 'Upload Content' })).toHaveProperty('disabled', false);
    expect(onDone).not.toHaveBeenCalled();
    expect((screen.getByLabelText('File name') as HTMLInputElement).value).toBe('module-1');
  });
});
