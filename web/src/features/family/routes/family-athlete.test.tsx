import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { FamilyAthleteReply } from '@herway/shared/contracts/family-athlete';
import { setSignedInHint } from '@/features/auth/api/get-current-user';
import { fakeApi } from '@/testing/fake-api';
import { jsonResponse, renderRoute } from '@/testing/test-utils';
import { anAthleteView, dana } from '../testing/fixtures';
import FamilyAthletePage from './family-athlete';

const main = () => within(screen.getByRole('main'));
const region = (name: string) => within(main().getByRole('region', { name }));
const VIEW_API = 'GET /api/family/athletes/user-ava';

function openAthlete(routes: Parameters<typeof fakeApi>[0]) {
  setSignedInHint(true);
  const api = fakeApi({ 'GET /api/auth/user': jsonResponse(dana), ...routes });
  return { api, ...renderRoute(<FamilyAthletePage />, '/family/athletes/user-ava', '/family/athletes/:athleteId') };
}

describe('/family/athletes/:athleteId', () => {
  it("shows a guardian her athlete's packages, sessions, course, action items and payments; notes only where shared", async () => {
    openAthlete({ [VIEW_API]: jsonResponse(anAthleteView()) });
    expect(await main().findByRole('heading', { level: 1, name: 'Ava Lopez' })).toBeDefined();
    expect(region('Mentorship packages').getByText('3 of 5 sessions left · expires Mar 1, 2099')).toBeDefined();
    expect(region('Upcoming sessions').getByText('With Maya Reynolds')).toBeDefined();
    expect(region('Upcoming sessions').getByText('Scheduled')).toBeDefined();

    const past = region('Past sessions');
    expect(past.getAllByRole('listitem').filter((item) => item.textContent?.includes('Mentor’s notes'))).toHaveLength(1);
    expect(past.getByText('Great film review; email three coaches.')).toBeDefined();
    expect(region('Course Packet').getByRole('progressbar', { name: 'Course progress' }).getAttribute('aria-valuenow')).toBe('40');
    expect(region('Open action items').getByText('Due Dec 15, 2025 · from Jordan Ellis')).toBeDefined();

    const payment = region('Payments');
    expect(payment.getByText('Growth Package')).toBeDefined();
    expect(payment.getByText('$448')).toBeDefined();
    expect(payment.getByText('Paid Sep 1, 2025 · $100 refunded')).toBeDefined();
    expect(region('Recruiting workspace').getByText('Ava hasn’t shared her recruiting workspace with you.')).toBeDefined();
    expect(main().getByRole('link', { name: 'Back to Family' }).getAttribute('href')).toBe('/family');
    // The pricing page, which carries her id on to the checkout.
    expect(main().getByRole('link', { name: 'Buy sessions for Ava' }).getAttribute('href')).toBe('/mentorship?for=user-ava');
  });

  it('shows her workspace when she shares it', async () => {
    const workspace = {
      graduationYear: 2027,
      sports: 'Soccer',
      position: 'Midfielder',
      schools: [
        {
          name: 'Stanford University',
          division: 'D1',
          status: 'contacted',
          contactRule: { status: 'not_yet' as const, opensOn: '2027-06-15', summary: 'x', sources: [], checkedOn: '2026-11-29' },
          coachLink: { opens: 2, lastOpenedAt: '2026-11-24T15:00:00.000Z' },
        },
        { name: 'Pomona College', division: 'D3', status: 'researching', contactRule: null, coachLink: null },
      ],
    };
    openAthlete({ [VIEW_API]: jsonResponse(anAthleteView({ workspace })) });
    const shared = within(await main().findByRole('region', { name: 'Recruiting workspace' }));
    expect(shared.getByText('Soccer · Midfielder · Class of 2027')).toBeDefined();
    expect(shared.getByText('Stanford University')).toBeDefined();
    expect(shared.getByText('Coaches may contact her from Jun 15, 2027 · Coach link opened 2 times, last on Nov 24, 2026')).toBeDefined();
  });

  it('gives and withdraws the coach-contact agreement, reading out the answer', async () => {
    let given = false;
    const { api, user } = openAthlete({
      [VIEW_API]: () => jsonResponse(anAthleteView({ contactConsent: { given, givenAt: null, givenBy: null } })),
      'PUT /api/family/athletes/user-ava/contact-consent': (body) => {
        given = (body as { consent: boolean }).consent;
        const contactConsent = { given, givenAt: '2025-12-02T10:00:00.000Z', givenBy: 'Dana Lopez' };
        return jsonResponse({ message: given ? 'Coaches can now see her contact details.' : 'Coaches no longer see her contact details.', contactConsent });
      },
    });
    const toggle = await main().findByRole('switch', { name: 'Let coaches see Ava’s contact details' });
    expect(toggle.getAttribute('aria-checked')).toBe('false');
    expect(toggle.getAttribute('aria-describedby')).toBeTruthy();
    expect(document.getElementById(toggle.getAttribute('aria-describedby')!)?.textContent).toMatch(/Coaches who open the page she shares/);

    await user.click(toggle);
    expect(await main().findByText('Coaches can now see her contact details.')).toBeDefined();
    await waitFor(() => expect(toggle.getAttribute('aria-checked')).toBe('true'));
    expect(main().getByText('Given by Dana Lopez on Dec 2, 2025.')).toBeDefined();

    await user.click(toggle);
    expect(await main().findByText('Coaches no longer see her contact details.')).toBeDefined();
    expect(toggle.getAttribute('aria-checked')).toBe('false');
    expect(api.callsTo('PUT /api/family/athletes/user-ava/contact-consent').map((call) => call.body)).toEqual([{ consent: true }, { consent: false }]);
  });

  it('says so, with the way back, when she is not (or no longer) linked', async () => {
    openAthlete({ [VIEW_API]: jsonResponse({ message: "We couldn't find that athlete among your family links." }, 404) });
    expect((await main().findByRole('alert')).textContent).toContain("We couldn't find that athlete among your family links.");
    expect(main().getByRole('link', { name: 'Go to your Family page' }).getAttribute('href')).toBe('/family');
  });

  it('offers to try again when the page could not be read', async () => {
    const view = (_body: unknown, call: number) =>
      call === 1 ? jsonResponse({ message: 'Internal error' }, 500) : jsonResponse(anAthleteView() satisfies FamilyAthleteReply);
    const { user } = openAthlete({ [VIEW_API]: view });
    await user.click(await main().findByRole('button', { name: 'Try again' }));
    expect(await main().findByRole('heading', { level: 1, name: 'Ava Lopez' })).toBeDefined();
  });

  it('names the course lesson her mentor assigned with an action item', async () => {
    const [item] = anAthleteView().openActionItems;
    if (!item) throw new Error('The fixture has an open action item');
    const lesson = { id: 'lesson-1', title: 'Talking to coaches', moduleNumber: 4 };
    openAthlete({ [VIEW_API]: jsonResponse(anAthleteView({ openActionItems: [{ ...item, lesson }] })) });
    expect(await main().findByRole('heading', { level: 1, name: 'Ava Lopez' })).toBeDefined();
    expect(region('Open action items').getByText('Lesson to watch: Talking to coaches (completing it in the course ticks this item)')).toBeDefined();
  });
});
