import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { CourseProgressSummary } from '@herway/shared/contracts/course';
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
  pdfPath: '/api/course/certificate/pdf',
  verifyPath: '/verify/ABCDE23456',
};

const course = (percentComplete: number): CourseProgressSummary => ({ percentComplete, releasedModules: 9, currentModule: null, next: null });
const entitled = { entitlements: [{ courseId: 'course_packet' as const, grantedAt: '2025-09-01T12:00:00.000Z', expiresAt: null, isActive: true }] };

function openDashboard(percentComplete: number, hasCertificate = false) {
  setSignedInHint(true);
  const api = fakeApi({
    'GET /api/auth/user': jsonResponse(ava),
    'GET /api/dashboard': jsonResponse(
      aDashboard({ ...entitled, course: course(percentComplete), ...(hasCertificate ? { hasCertificate: true as const } : {}) }),
    ),
    'GET /api/course/certificate': jsonResponse(CERTIFICATE),
    'DELETE /api/course/certificate': jsonResponse({ success: true }),
  });
  renderRoute(<DashboardPage />, '/dashboard');
  return api;
}

describe('the certificate card on the dashboard', () => {
  it('shows "Course completed", the PDF, the verify link, the coach page and Withdraw once every lesson is done', async () => {
    openDashboard(100);
    const card = within(await screen.findByRole('region', { name: 'Course completed' }));
    expect(await card.findByText('Ava Johnson completed the Complete Course Packet on November 20, 2026.')).toBeDefined();
    expect(card.getByRole('link', { name: /Download certificate \(PDF\)/ }).getAttribute('href')).toBe('/api/course/certificate/pdf');
    expect((card.getByLabelText(/Verify link/) as HTMLInputElement).value).toBe(`${window.location.origin}/verify/ABCDE23456`);
    expect(card.getByRole('link', { name: 'Add to my coach page' }).getAttribute('href')).toBe('/profile');
  });

  it('withdraws it and reads nothing more until she asks for a new one', async () => {
    const api = openDashboard(100);
    const card = within(await screen.findByRole('region', { name: 'Course completed' }));
    fireEvent.click(await card.findByRole('button', { name: 'Withdraw' }));
    expect(await card.findByText('Certificate withdrawn: its verify link no longer works.')).toBeDefined();
    expect(api.callsTo('DELETE /api/course/certificate')).toHaveLength(1);
    expect(api.callsTo('GET /api/course/certificate')).toHaveLength(1);
    fireEvent.click(card.getByRole('button', { name: 'Get a new certificate' }));
    await waitFor(() => expect(api.callsTo('GET /api/course/certificate')).toHaveLength(2));
    expect(await card.findByRole('link', { name: /Download certificate/ })).toBeDefined();
  });

  it('stays once issued when the course grew since (a lesson added: below 100%)', async () => {
    openDashboard(94, true);
    const card = within(await screen.findByRole('region', { name: 'Course completed' }));
    expect(await card.findByRole('link', { name: /Download certificate/ })).toBeDefined();
  });

  it('is not there, and nothing is asked, before every lesson is done', async () => {
    const api = openDashboard(99);
    expect(await screen.findByRole('region', { name: 'Your Course Packet' })).toBeDefined();
    expect(screen.queryByRole('region', { name: 'Course completed' })).toBeNull();
    expect(api.callsTo('GET /api/course/certificate')).toHaveLength(0);
  });
});
