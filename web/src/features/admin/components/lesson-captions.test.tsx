import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AdminCourseReply, AdminLesson } from '@herway/shared/contracts/course';
import { dismissToast } from '@/components/ui/toast/use-toast';
import { jsonResponse, mockFetch, renderRoute } from '@/testing/test-utils';
import { adminApi } from '../testing/admin-api';
import { anAssetsReply } from '../testing/fixtures';
import AdminContentPage from '@/features/admin/routes/admin-content';

// The Modules page's captions: an uncaptioned video is flagged, and a .vtt is uploaded (URL, PUT, check).

afterEach(() => {
  act(() => dismissToast());
  vi.unstubAllGlobals();
});

const video = (fields: Partial<AdminLesson> = {}): AdminLesson => ({
  assetId: 'video-1',
  title: 'Welcome.mp4',
  contentType: 'video',
  fileSize: 100,
  isActive: true,
  captionsCueCount: null,
  ...fields,
});
const courseWith = (lesson: AdminLesson): AdminCourseReply => ({
  modules: [{ number: 2, title: 'Academics', state: 'draft', releaseAt: null, lessons: [lesson] }],
});

/** The browser's PUT to S3, answered `status`; the requests it got. */
function fakeStorage(status: number) {
  const puts: { url: string; headers: Record<string, string> }[] = [];
  class FakeXhr {
    status = 0;
    statusText = '';
    upload = {};
    onload: (() => void) | null = null;
    private request = { url: '', headers: {} as Record<string, string> };
    open(_method: string, url: string) {
      this.request.url = url;
    }
    setRequestHeader(name: string, value: string) {
      this.request.headers[name] = value;
    }
    send() {
      puts.push(this.request);
      this.status = status;
      queueMicrotask(() => this.onload?.());
    }
    abort() {}
  }
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  return puts;
}

function pageWith(lesson: AdminLesson, confirm: () => Response) {
  return mockFetch(
    adminApi({
      '/api/admin/content/assets': () => jsonResponse(anAssetsReply()),
      '/api/admin/course': () => jsonResponse(courseWith(lesson)),
      '/api/admin/course/lessons/video-1/captions/upload-url': () =>
        jsonResponse({
          uploadURL: 'https://bucket.example/captions.vtt?sig=1',
          uploadId: 'u-1',
          expiresInSeconds: 600,
          uploadHeaders: { 'x-amz-tagging': 'herway-upload=pending' },
        }),
      '/api/admin/course/lessons/video-1/captions': confirm,
    }),
  );
}

const lessons = async () => within(await screen.findByRole('list', { name: 'Lessons of Module 2' }));
const vtt = () => new File(['WEBVTT\n\n00:01.000 --> 00:02.000\nHi\n'], 'welcome.vtt', { type: 'text/vtt' });

describe('captions on the Modules page', () => {
  it('flags a video without captions, uploads a .vtt in three steps and shows the count the server answers', async () => {
    const puts = fakeStorage(200);
    const fetchMock = pageWith(video(), () => jsonResponse(courseWith(video({ captionsCueCount: 1 }))));
    renderRoute(<AdminContentPage />, '/admin/content');
    expect((await lessons()).getByText('No captions: add them before release')).toBeDefined();
    fireEvent.change((await lessons()).getByLabelText('Captions file for Welcome.mp4'), { target: { files: [vtt()] } });
    expect(await (await lessons()).findByText('Captions (1 cues)')).toBeDefined();
    expect(puts).toEqual([
      { url: 'https://bucket.example/captions.vtt?sig=1', headers: { 'Content-Type': 'text/vtt', 'x-amz-tagging': 'herway-upload=pending' } },
    ]);
    const confirm = fetchMock.mock.calls.find(([url]) => url === '/api/admin/course/lessons/video-1/captions');
    expect(JSON.parse(String(confirm?.[1]?.body))).toEqual({ uploadId: 'u-1' });
  });

  it("shows the server's reason when it refuses the file, and the video stays flagged", async () => {
    fakeStorage(200);
    pageWith(video(), () => jsonResponse({ message: 'The cue on line 3 ends before it starts. Fix the file and upload it again.' }, 400));
    renderRoute(<AdminContentPage />, '/admin/content');
    fireEvent.change((await lessons()).getByLabelText('Captions file for Welcome.mp4'), { target: { files: [vtt()] } });
    expect(await screen.findByText('The cue on line 3 ends before it starts. Fix the file and upload it again.')).toBeDefined();
    await waitFor(() => expect(screen.getByText('No captions: add them before release')).toBeDefined());
  });
});
