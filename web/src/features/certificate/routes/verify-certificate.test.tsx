import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '@/testing/fake-api';
import { jsonResponse, renderRoute } from '@/testing/test-utils';
import VerifyCertificateRoute from '@/features/certificate/routes/verify-certificate';

const CODE = 'ABCDE23456';

function openPage(answer: Response, code = CODE) {
  fakeApi({ [`GET /api/certificates/${code}`]: answer });
  renderRoute(<VerifyCertificateRoute />, `/verify/${code}`, '/verify/:code');
}

describe('/verify/:code', () => {
  it('confirms the certificate with her first name, last initial, the course and the date, and is never indexed', async () => {
    openPage(jsonResponse({ firstName: 'Maya', lastInitial: 'L.', courseTitle: 'Complete Course Packet', completedAt: '2026-11-20T15:00:00.000Z' }));
    expect(await screen.findByRole('heading', { name: 'Certificate confirmed' })).toBeDefined();
    expect(screen.getByText('Maya L.')).toBeDefined();
    expect(screen.getByText(/completed the HerWay/).textContent).toBe('Maya L. completed the HerWay Complete Course Packet on November 20, 2026.');
    expect(screen.getByText(`Certificate code ${CODE}.`)).toBeDefined();
    expect(document.head.querySelector('meta[name="robots"]')?.getAttribute('content')).toContain('noindex');
  });

  it('says "We could not find this certificate" on a 404', async () => {
    openPage(jsonResponse({ message: 'We could not find this certificate.' }, 404));
    expect(await screen.findByRole('heading', { name: 'We could not find this certificate' })).toBeDefined();
    expect(screen.queryByText(/completed the HerWay/)).toBeNull();
  });

  it('says the same of a code that is not one (400)', async () => {
    openPage(jsonResponse({ message: 'A certificate code is 10 letters and digits: check the address' }, 400), 'nope');
    expect(await screen.findByRole('heading', { name: 'We could not find this certificate' })).toBeDefined();
  });
});
