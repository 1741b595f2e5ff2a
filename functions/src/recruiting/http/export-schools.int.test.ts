import { describe, expect, inject, it } from 'vitest';
import { createTestAccount } from '../../testing/accounts';
import { addSchool, recruitingCall } from '../../testing/recruiting';

const siteUrl = inject('siteUrl');

const call = (method: string, path: string, cookie: string, body?: unknown) => recruitingCall(siteUrl, method, path, cookie, body);
const add = (cookie: string, body: Record<string, unknown>) => addSchool(siteUrl, cookie, body);

describe('GET /api/schools/export', () => {
  it('downloads as a CSV file of her schools, formulas neutralised', async () => {
    const athlete = await createTestAccount();
    const school = await add(athlete.cookie, { name: '=HYPERLINK("x")', division: 'naia', athleticFit: 4, notes: 'Line one, "quoted"' });
    await call('PATCH', `/api/schools/${school.id}`, athlete.cookie, { status: 'offer' });
    const response = await call('GET', '/api/schools/export', athlete.cookie);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/csv');
    expect(response.headers.get('content-disposition')).toMatch(/attachment; filename="herway-schools-\d{4}-\d{2}-\d{2}\.csv"/);
    const lines = (await response.text()).replace(/^\uFEFF/, '').split('\r\n');
    expect(lines[0]).toBe('School,Division,Status,Overall,Athletic,Academic,Social,Financial,Next step,Next step date,Notes');
    expect(lines[1]).toBe(`"'=HYPERLINK(""x"")",NAIA,Offer,4,4,,,,,,"Line one, ""quoted"""`);
  });
});
