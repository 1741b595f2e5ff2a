import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { CourseProgressSummary } from '@herway/shared/contracts/course';
import type { DashboardReply } from '@herway/shared/contracts/dashboard';
import { setSignedInHint } from '@/features/auth/api/get-current-user';
import { fakeApi } from '@/testing/fake-api';
import { aDashboard, ava } from '@/testing/fixtures';
import { jsonResponse, renderRoute } from '@/testing/test-utils';
import DashboardPage from '../routes/dashboard';

const CERTIFICATE = {
  code: 'ABCDE23456',
  courseTitle: 'Complete Course Packet',
  completedAt: '2026-11-20T15:00:00.000Z',
  displayName: 'Ava Johnson',
  nameShown: 'full' as const,
  onCoachPage: false,
  pdfPath: '/api/course/certificate/pdf',
  verifyPath: '/verify/ABCDE23456',
};

const course = (percentComplete: number): CourseProgressSummary => ({ percentComplete, releasedModules: 9, currentModule: null, next: null });
const entitled = { entitlements: [{ courseId: 'course_packet' as const, grantedAt: '2025-09-01T12:00:00.000Z', expiresAt: null, isActive: true }] };

function openDashboard(percentComplete: number, hasCertificate = false) {
  setSignedInHint(true);
  const api = fakeApi({
    'GET /api/auth/user': jsonResponse(ava),
    'GET /api/dashboard': jsonResponse(aDashboard({ ...entitled, course: course(percentComplete), ...(hasCertificate ? { certificate: CERTIFICATE } : {}) })),
    'GET /api/course/certificate': jsonResponse(CERTIFICATE),
    'DELETE /api/course/certificate': jsonResponse({ success: true }),
    'PATCH /api/course/certificate': jsonResponse({ ...CERTIFICATE, displayName: 'Ava J.', nameShown: 'initial' }),
  });
  const { queryClient } = renderRoute(<DashboardPage />, '/dashboard');
  return Object.assign(api, { queryClient });
}

/** The certificate her dashboard's answer holds now: what the page shows when she comes back to it. */
const certificateInDashboard = (api: ReturnType<typeof openDashboard>) => api.queryClient.getQueryData<DashboardReply>(['/api/dashboard'])?.certificate;

/** The card once she asked for her certificate (pressed "Get my certificate"), or at once when she holds one. */
async function issuedCard(api: ReturnType<typeof openDashboard>, held: boolean) {
  const card = within(await screen.findByRole('region', { name: 'Course completed' }));
  if (!held) {
    expect(api.callsTo('GET /api/course/certificate')).toHaveLength(0);
    fireEvent.click(await card.findByRole('button', { name: 'Get my certificate' }));
  }
  await card.findByRole('link', { name: /Download certificate \(PDF\)/ });
  return card;
}

describe('the certificate card on the dashboard', () => {
  it('offers the certificate once every lesson is done, and issues it only when she asks: then the PDF, the verify link and Withdraw', async () => {
    const api = openDashboard(100);
    const card = await issuedCard(api, false);
    expect(api.callsTo('GET /api/course/certificate')).toHaveLength(1);
    expect(card.getByText('Ava Johnson completed the Complete Course Packet on November 20, 2026.')).toBeDefined();
    expect(card.getByRole('link', { name: /Download certificate \(PDF\)/ }).getAttribute('href')).toBe('/api/course/certificate/pdf');
    expect((card.getByLabelText(/Verify link/) as HTMLInputElement).value).toBe(`${window.location.origin}/verify/ABCDE23456`);
    expect(card.getByRole('button', { name: 'Withdraw' })).toBeDefined();
  });

  it('shows the one she holds with the dashboard, reading nothing more', async () => {
    const api = openDashboard(100, true);
    await issuedCard(api, true);
    expect(api.callsTo('GET /api/course/certificate')).toHaveLength(0);
  });

  it('saves how her name reads and shows the name the server answers', async () => {
    const api = openDashboard(100, true);
    const card = await issuedCard(api, true);
    expect((card.getByRole('radio', { name: 'My full name' }) as HTMLInputElement).checked).toBe(true);
    fireEvent.click(card.getByRole('radio', { name: 'My first name and last initial' }));
    expect(await card.findByText('Ava J. completed the Complete Course Packet on November 20, 2026.')).toBeDefined();
    expect(api.callsTo('PATCH /api/course/certificate').map((call) => call.body)).toEqual([{ nameShown: 'initial' }]);
    expect((card.getByRole('radio', { name: 'My first name and last initial' }) as HTMLInputElement).checked).toBe(true);
  });

  it('puts it on her coach page with the switch', async () => {
    const api = openDashboard(100, true);
    const card = await issuedCard(api, true);
    const coachPage = card.getByRole('switch', { name: 'Show it on my coach page' });
    expect(coachPage.getAttribute('aria-checked')).toBe('false');
    fireEvent.click(coachPage);
    await waitFor(() => expect(api.callsTo('PATCH /api/course/certificate').map((call) => call.body)).toEqual([{ onCoachPage: true }]));
  });

  it('withdraws it and reads nothing more until she asks for a new one', async () => {
    const api = openDashboard(100, true);
    const card = await issuedCard(api, true);
    fireEvent.click(card.getByRole('button', { name: 'Withdraw' }));
    expect(await card.findByText('Certificate withdrawn: its verify link no longer works.')).toBeDefined();
    expect(api.callsTo('DELETE /api/course/certificate')).toHaveLength(1);
    expect(api.callsTo('GET /api/course/certificate')).toHaveLength(0);
    fireEvent.click(card.getByRole('button', { name: 'Get a new certificate' }));
    await waitFor(() => expect(api.callsTo('GET /api/course/certificate')).toHaveLength(1));
    expect(await card.findByRole('link', { name: /Download certificate/ })).toBeDefined();
  });

  it('stays once issued when the course grew since (a lesson added: below 100%)', async () => {
    const api = openDashboard(94, true);
    await issuedCard(api, true);
  });

  it('is not there, and nothing is asked, before every lesson is done', async () => {
    const api = openDashboard(99);
    expect(await screen.findByRole('region', { name: 'Your Course Packet' })).toBeDefined();
    expect(screen.queryByRole('region', { name: 'Course completed' })).toBeNull();
    expect(api.callsTo('GET /api/course/certificate')).toHaveLength(0);
  });

  it('keeps her dashboard’s copy in step, so coming back shows what she chose, not what she withdrew', async () => {
    const api = openDashboard(100);
    const card = await issuedCard(api, false);
    expect(certificateInDashboard(api)?.code).toBe('ABCDE23456');
    fireEvent.click(card.getByRole('radio', { name: 'My first name and last initial' }));
    await waitFor(() => expect(certificateInDashboard(api)?.nameShown).toBe('initial'));
    fireEvent.click(card.getByRole('button', { name: 'Withdraw' }));
    expect(await card.findByText('Certificate withdrawn: its verify link no longer works.')).toBeDefined();
    expect(certificateInDashboard(api)).toBeUndefined();
  });

  it('says why when it cannot be issued, and lets her ask again', async () => {
    setSignedInHint(true);
    const api = fakeApi({
      'GET /api/auth/user': jsonResponse(ava),
      'GET /api/dashboard': jsonResponse(aDashboard({ ...entitled, course: course(100) })),
      'GET /api/course/certificate': jsonResponse({ message: 'Finish every lesson of the course first.' }, 409),
    });
    renderRoute(<DashboardPage />, '/dashboard');
    const card = within(await screen.findByRole('region', { name: 'Course completed' }));
    fireEvent.click(await card.findByRole('button', { name: 'Get my certificate' }));
    expect((await card.findByRole('alert')).textContent).toBe('Finish every lesson of the course first.');
    fireEvent.click(card.getByRole('button', { name: 'Get my certificate' }));
    await waitFor(() => expect(api.callsTo('GET /api/course/certificate')).toHaveLength(2));
  });
});
