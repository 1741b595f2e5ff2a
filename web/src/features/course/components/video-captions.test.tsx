import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { CourseLesson, CourseReply } from '@herway/shared/contracts/course';
import { setSignedInHint } from '@/features/auth/api/get-current-user';
import { ava } from '@/testing/fixtures';
import { jsonResponse, mockFetch, renderRoute } from '@/testing/test-utils';
import CourseModulePage from '@/features/course/routes/course-module';

// The player's captions: the WebVTT track in the video, the on/off switch, the transcript and its download.

const CAPTIONS_URL = 'https://bucket.example/content/v/captions-1.vtt?sig=1';
const TRANSCRIPT_URL = 'https://bucket.example/content/v/captions-1.txt?sig=1';

const videoLesson = (fields: Partial<CourseLesson> = {}): CourseLesson => ({
  assetId: 'video-1',
  title: 'Welcome.mp4',
  contentType: 'video',
  fileSize: 100,
  progress: { positionSeconds: 0, completed: false },
  ...fields,
});

const courseWith = (lesson: CourseLesson): CourseReply => ({
  modules: [0, 1, 2, 3, 4, 5, 6, 7, 8].map((number) => ({
    number,
    title: `Title ${number}`,
    description: 'About it',
    durationMinutes: 10,
    state: number === 0 ? 'released' : 'upcoming',
    releaseAt: null,
    lessons: number === 0 ? [lesson] : [],
    completedLessons: 0,
  })),
  percentComplete: 0,
  next: { moduleNumber: 0, assetId: lesson.assetId, title: lesson.title },
  lastLesson: null,
});

function playerOf(lesson: CourseLesson) {
  setSignedInHint(true);
  mockFetch((url) => {
    if (url === '/api/auth/user') return jsonResponse(ava);
    if (url === '/api/course') return jsonResponse(courseWith(lesson));
    if (url === '/api/course/lessons/video-1/link')
      return jsonResponse({ url: 'https://bucket.example/content/v/welcome.mp4?sig=1', expiresInSeconds: 1200, contentType: 'video', mimeType: 'video/mp4' });
    if (url === TRANSCRIPT_URL) return new Response('Welcome to HerWay.\nCoaches read every e-mail.\n', { headers: { 'Content-Type': 'text/plain' } });
    return jsonResponse({ message: 'Not found' }, 404);
  });
  renderRoute(<CourseModulePage />, '/course/learn/0', 'course/learn/:module');
}

const main = () => within(screen.getByRole('main'));

describe('a captioned video lesson', () => {
  it('has an English captions track shown by default, a switch that hides and shows it, and the transcript with its download', async () => {
    playerOf(videoLesson({ captions: { url: CAPTIONS_URL }, transcript: { url: TRANSCRIPT_URL, fileName: 'Welcome - transcript.txt' } }));
    const video = (await main().findByLabelText('Welcome.mp4', { selector: 'video' })) as HTMLVideoElement;
    expect(video.getAttribute('crossorigin')).toBe('anonymous');
    const track = video.querySelector('track');
    expect(track && Object.fromEntries(['kind', 'srclang', 'label', 'src'].map((name) => [name, track.getAttribute(name)]))).toEqual({
      kind: 'captions',
      srclang: 'en',
      label: 'English',
      src: CAPTIONS_URL,
    });
    expect(track?.hasAttribute('default')).toBe(true);

    // jsdom has no text tracks: the browser's, as the switch sees them.
    const textTrack = { kind: 'captions', mode: 'showing' };
    Object.defineProperty(video, 'textTracks', { value: [textTrack], configurable: true });
    const toggle = main().getByRole('button', { name: 'Captions' });
    expect(toggle.getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(toggle);
    await waitFor(() => expect(textTrack.mode).toBe('hidden'));
    expect(toggle.getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(toggle);
    await waitFor(() => expect(textTrack.mode).toBe('showing'));

    expect((await main().findByTestId('transcript')).textContent).toBe('Welcome to HerWay.\nCoaches read every e-mail.');
    const download = main().getByRole('link', { name: 'Download transcript' });
    expect([download.getAttribute('href'), download.getAttribute('download')]).toEqual([TRANSCRIPT_URL, 'Welcome - transcript.txt']);
  });

  it('shows no track, switch or transcript for a video without captions', async () => {
    playerOf(videoLesson());
    const video = await main().findByLabelText('Welcome.mp4', { selector: 'video' });
    expect(video.querySelector('track')).toBeNull();
    expect(video.hasAttribute('crossorigin')).toBe(false);
    expect(main().queryByRole('button', { name: 'Captions' })).toBeNull();
    expect(main().queryByText('Transcript')).toBeNull();
  });
});
