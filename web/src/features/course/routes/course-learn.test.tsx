import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { CourseReply, PlayerModule } from '@herway/shared/contracts/course';
import { setSignedInHint } from '@/features/auth/api/get-current-user';
import { ava } from '@/testing/fixtures';
import { jsonResponse, mockFetch, renderRoute, type FetchHandler } from '@/testing/test-utils';
import CourseLearnPage from '@/features/course/routes/course-learn';
import CourseModulePage from '@/features/course/routes/course-module';

const module = (number: number, fields: Partial<PlayerModule> = {}): PlayerModule => ({
  number,
  title: `Title ${number}`,
  description: 'About it',
  durationMinutes: 10,
  state: 'upcoming',
  releaseAt: null,
  lessons: [],
  completedLessons: 0,
  ...fields,
});

const pdfLesson = { assetId: 'pdf-1', title: 'Roadmap.pdf', contentType: 'pdf', fileSize: 100, progress: { positionSeconds: 0, completed: false } } as const;
const course: CourseReply = {
  modules: [
    module(0, { state: 'released', lessons: [pdfLesson] }),
    module(1, { releaseAt: '2026-12-01T12:00:00.000Z' }),
    ...[2, 3, 4, 5, 6, 7, 8].map((n) => module(n)),
  ],
  percentComplete: 0,
  next: { moduleNumber: 0, assetId: 'pdf-1', title: 'Roadmap.pdf' },
  lastLesson: null,
};

function signedIn(routes: Record<string, FetchHandler>) {
  setSignedInHint(true);
  return mockFetch((url, init) => {
    if (url === '/api/auth/user') return jsonResponse(ava);
    return routes[`${(init.method ?? 'GET').toUpperCase()} ${url}`]?.(url, init) ?? jsonResponse({ message: 'Not found' }, 404);
  });
}

const main = () => within(screen.getByRole('main'));

describe('the course player', () => {
  it('lists the modules, released and coming, with her percent and Continue', async () => {
    signedIn({ 'GET /api/course': () => jsonResponse(course) });
    renderRoute(<CourseLearnPage />, '/course/learn');
    const modules = await main().findByRole('list', { name: 'Modules' });
    expect(
      within(modules)
        .getByRole('link', { name: /Module 0: Title 0/ })
        .getAttribute('href'),
    ).toBe('/course/learn/0');
    expect(within(modules).getByText('Coming Dec 1')).toBeDefined();
    // Each module's title is a heading one level under the page's (Lighthouse's heading order).
    expect(within(modules).getAllByRole('heading', { level: 2 })).toHaveLength(9);
    expect(within(modules).queryByRole('link', { name: /Module 1/ })).toBeNull();
    expect(main().getByTestId('course-percent').textContent).toBe('0%');
    expect(main().getByRole('link', { name: 'Continue' }).getAttribute('href')).toBe('/course/learn/0?lesson=pdf-1');
  });

  it('shows a PDF lesson from its link, and marks it complete', async () => {
    const fetchMock = signedIn({
      'GET /api/course': () => jsonResponse(course),
      'GET /api/course/lessons/pdf-1/link': () =>
        jsonResponse({ url: 'https://bucket.example/roadmap.pdf', expiresInSeconds: 1200, contentType: 'pdf', mimeType: 'application/pdf' }),
      'PUT /api/course/progress/pdf-1': (_url, init) =>
        jsonResponse({ assetId: 'pdf-1', progress: { positionSeconds: 0, completed: JSON.parse(String(init.body)).completed === true } }),
    });
    renderRoute(<CourseModulePage />, '/course/learn/0', 'course/learn/:module');
    expect(await main().findByRole('link', { name: 'Open Roadmap.pdf in a new tab' })).toBeDefined();
    expect(main().getByTitle('Roadmap.pdf').getAttribute('src')).toBe('https://bucket.example/roadmap.pdf');
    main().getByRole('button', { name: 'Mark lesson complete' }).click();
    await waitFor(() => {
      const puts = fetchMock.mock.calls.filter(([url, init]) => url === '/api/course/progress/pdf-1' && init?.method === 'PUT');
      expect(puts.map(([, init]) => JSON.parse(String(init?.body)))).toContainEqual({ positionSeconds: 0, completed: true });
    });
  });

  it('shows an athlete without the course what she can buy', async () => {
    signedIn({ 'GET /api/course': () => jsonResponse({ message: 'You do not have access to this content' }, 403) });
    renderRoute(<CourseModulePage />, '/course/learn/0', 'course/learn/:module');
    expect(await main().findByRole('heading', { name: 'The Course Packet is not part of your account yet' })).toBeDefined();
    expect(main().getByRole('link', { name: 'See the Course Packet' }).getAttribute('href')).toBe('/course');
  });
});
