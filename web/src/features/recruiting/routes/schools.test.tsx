import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { dismissToast } from '@/components/ui/toast/use-toast';
import { setSignedInHint } from '@/features/auth/api/get-current-user';
import { ava } from '@/testing/fixtures';
import { fakeApi } from '@/testing/fake-api';
import { jsonResponse, renderRoute } from '@/testing/test-utils';
import { contactRuleView } from '@herway/shared/catalog/contact-rules';
import { aSchool } from '../testing/fixtures';
import SchoolsPage from '@/features/recruiting/routes/schools';

afterEach(() => dismissToast());

const softball2029 = { sports: 'Softball', graduationYear: 2029 };
const duke = aSchool('Duke University', {
  division: 'ncaa_d1',
  athleticFit: 4,
  academicFit: 5,
  overallScore: 4.5,
  status: 'contacted',
  contactRule: contactRuleView('ncaa_d1', softball2029, '2026-11-29'),
});
const pomona = aSchool('Pomona College', {
  division: 'ncaa_d3',
  athleticFit: 3,
  overallScore: 3,
  contactRule: contactRuleView('ncaa_d3', softball2029, '2026-11-29'),
});
const stanford = aSchool('Stanford University', {
  division: 'ncaa_d1',
  athleticFit: 5,
  overallScore: 5,
  status: 'visit',
  contactRule: contactRuleView('ncaa_d1', softball2029, '2026-11-29'),
});

function openSchools(path = '/schools') {
  setSignedInHint(true);
  const api = fakeApi({
    'GET /api/auth/user': jsonResponse(ava),
    'GET /api/schools': jsonResponse({ schools: [pomona, duke, stanford], limit: 100 }),
    [`PATCH /api/schools/${pomona.id}`]: (body) => jsonResponse({ school: { ...pomona, ...(body as object), overallScore: 3.5 } }),
  });
  renderRoute(<SchoolsPage />, path);
  return api;
}

const names = async () =>
  within(await screen.findByRole('list', { name: 'Your schools' }))
    .getAllByRole('heading', { level: 3 })
    .map((h) => h.textContent);

describe('/schools', () => {
  it('lists her schools best overall score first, sorts by name and filters by status and division', async () => {
    openSchools();
    const user = userEvent.setup();
    expect(await names()).toEqual(['Stanford University', 'Duke University', 'Pomona College']);
    expect(screen.getByText('3 of 100 schools')).toBeDefined();
    await user.selectOptions(screen.getByLabelText('Sort by'), 'name');
    expect(await names()).toEqual(['Duke University', 'Pomona College', 'Stanford University']);
    await user.selectOptions(screen.getByLabelText('Division'), 'ncaa_d1');
    expect(await names()).toEqual(['Duke University', 'Stanford University']);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'visit');
    expect(await names()).toEqual(['Stanford University']);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'offer');
    expect(await screen.findByText('No school matches these filters.')).toBeDefined();
  });

  it('sends a score as she picks it and shows the overall score the server answers', async () => {
    const api = openSchools();
    const user = userEvent.setup();
    await user.selectOptions(await screen.findByLabelText('Academic fit for Pomona College', undefined), '4');
    await waitFor(() => expect(api.callsTo(`PATCH /api/schools/${pomona.id}`)).toHaveLength(1));
    expect(api.callsTo(`PATCH /api/schools/${pomona.id}`)[0]?.body).toEqual({ academicFit: 4 });
    expect(await screen.findByLabelText('Overall score 3.5')).toBeDefined();
  });

  it('says per school when its coaches may contact her, with the rule, its source and the compliance office, and sorts by it', async () => {
    openSchools();
    const user = userEvent.setup();
    const dukeRule = await screen.findByLabelText('Coach contact at Duke University');
    expect(dukeRule.textContent).toContain('Coaches may contact you from September 1, 2027');
    expect(dukeRule.textContent).toContain('check with the school’s compliance office');
    expect(within(dukeRule).getByRole('link', { name: 'Source' }).getAttribute('href')).toMatch(/^https:\/\//);
    expect(screen.getByLabelText('Coach contact at Pomona College').textContent).toContain('No contact date in this division');
    await user.selectOptions(screen.getByLabelText('Sort by'), 'contact');
    expect(await names()).toEqual(['Pomona College', 'Duke University', 'Stanford University']);
  });

  it('offers her list as a CSV file', async () => {
    openSchools();
    const link = await screen.findByRole('link', { name: 'Download CSV' });
    expect(link.getAttribute('href')).toBe('/api/schools/export');
    expect(link.hasAttribute('download')).toBe(true);
  });
});
