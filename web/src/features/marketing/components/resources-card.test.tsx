import { screen, waitFor, within } from '@testing-library/react';
import { resources } from '@herway/shared/catalog/resources';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { dismissToast } from '@/components/ui/toast/use-toast';
import { jsonResponse, mockFetch, renderRoute } from '@/testing/test-utils';
import ResourcesPage from '@/features/marketing/routes/resources';

/** The page chunk and the toaster load lazily: slow when the whole suite runs in parallel. */
const url = (name: string) => `http://localhost:4569/herway-content/resources/${name}.pdf?X-Amz-Signature=abc`;

let open: ReturnType<typeof vi.fn>;
beforeEach(() => {
  open = vi.fn(() => null);
  vi.stubGlobal('open', open);
});
afterEach(() => {
  dismissToast();
  vi.useRealTimers();
});

async function openResources(handler: Parameters<typeof mockFetch>[0]) {
  const fetchMock = mockFetch(handler);
  const view = renderRoute(<ResourcesPage />, '/resources');
  await screen.findByRole('heading', { level: 1, name: 'Free Resources' });
  return { ...view, fetchMock };
}

const card = (title: string) => within(screen.getByRole('article', { name: title }));

describe('resources page', () => {
  it('shows the four catalog resources, each with a Download button, and the multi-file note', async () => {
    await openResources(() => jsonResponse({}, 401));
    const titles = screen.getAllByRole('article').map((a) => within(a).getByRole('heading', { level: 2 }).textContent);
    expect(titles).toEqual(resources.map((r) => r.title));
    for (const resource of resources) {
      const c = card(resource.title);
      expect(c.getByText(resource.description)).toBeDefined();
      expect(c.getByRole('button', { name: 'Download' })).toBeDefined();
    }
    expect(card('School Fit Ranking System').getByText(/Includes 2 files/)).toBeDefined();
    expect(card('Athletic Resume Template').queryByText(/Includes/)).toBeNull();
  });

  it('downloads one file in a new tab, showing Downloading... while pending', async () => {
    let answer!: (response: Response) => void;
    const { user, fetchMock } = await openResources((path) =>
      path.startsWith('/api/download/') ? new Promise<Response>((resolve) => (answer = resolve)) : jsonResponse({}, 401),
    );
    const c = card('Coach Outreach Email Template');

    await user.click(c.getByRole('button', { name: 'Download' }));

    const pending = c.getByRole('button', { name: 'Downloading...' }) as HTMLButtonElement;
    expect(pending.disabled).toBe(true);
    // Only the clicked resource is pending.
    expect(card('Athletic Resume Template').getByRole('button', { name: 'Download' })).toBeDefined();
    expect(fetchMock).toHaveBeenCalledWith('/api/download/coach-outreach-template', expect.objectContaining({ method: 'GET' }));

    answer(
      jsonResponse({
        success: true,
        downloadUrl: url('coach-outreach-template'),
        filename: 'HerWay-Coach-Outreach-Email-Template.pdf',
        message: 'Coach Outreach Email Template is downloading.',
      }),
    );

    expect(await screen.findByText('Download started')).toBeDefined();
    expect(screen.getByText('Coach Outreach Email Template is downloading.')).toBeDefined();
    expect(open).toHaveBeenCalledTimes(1);
    expect(open).toHaveBeenCalledWith(url('coach-outreach-template'), '_blank', 'noopener');
    expect(c.getByRole('button', { name: 'Download' })).toBeDefined();
    // A fallback link in case the browser blocked the new tab.
    expect(c.getByRole('link', { name: 'open the PDF' }).getAttribute('href')).toBe(url('coach-outreach-template'));
  });

  it('opens every file of a multi-file resource, 2 s apart', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const files = [
      { url: url('school-fit-ranking-worksheet'), filename: 'HerWay-School-Fit-Ranking-Worksheet.pdf' },
      { url: url('school-fit-scoring-guide'), filename: 'HerWay-School-Fit-Scoring-Guide.pdf' },
    ];
    const { user } = await openResources((path) =>
      path === '/api/download/school-fit-ranking'
        ? jsonResponse({ success: true, filename: 'School Fit Ranking System', multipleFiles: files, message: '2 files are opening.' })
        : jsonResponse({}, 401),
    );

    await user.click(card('School Fit Ranking System').getByRole('button', { name: 'Download' }));

    expect(await screen.findByText('Download started')).toBeDefined();
    expect(open.mock.calls).toEqual([[files[0]!.url, '_blank', 'noopener']]);
    vi.advanceTimersByTime(2000);
    await waitFor(() => expect(open).toHaveBeenCalledTimes(2));
    expect(open.mock.calls[1]).toEqual([files[1]!.url, '_blank', 'noopener']);
    vi.advanceTimersByTime(10_000);
    expect(open).toHaveBeenCalledTimes(2);
  });

  it('toasts a failed download with the server message', async () => {
    const { user } = await openResources((path) =>
      path.startsWith('/api/download/') ? jsonResponse({ message: 'There is no resource called "athletic-resume-template"' }, 404) : jsonResponse({}, 401),
    );
    const c = card('Athletic Resume Template');

    await user.click(c.getByRole('button', { name: 'Download' }));

    const toast = (await screen.findByText('Download failed')).closest('li')!;
    expect(toast.getAttribute('data-variant')).toBe('destructive');
    expect(within(toast).getByText('There is no resource called "athletic-resume-template"')).toBeDefined();
    expect(open).not.toHaveBeenCalled();
    expect((c.getByRole('button', { name: 'Download' }) as HTMLButtonElement).disabled).toBe(false);
  });
});
