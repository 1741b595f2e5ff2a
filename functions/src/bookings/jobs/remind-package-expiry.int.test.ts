import { describe, expect, inject, it } from 'vitest';
import { buildMentorshipPackage, createMentorshipPackage, getPackageRecord, mentorshipPackageTransactItems } from '../store/package-repo';
import { writeTransaction } from '../../kernel/store/transaction';
import { createTestAccount } from '../../testing/accounts';
import { emailsTo } from '../../testing/emails';
import { linkFamily } from '../../testing/family';
import { remindExpiringPackages } from '../package-expiry-reminders';
import { handler } from './remind-package-expiry';

// The expiry reminder (docs/sessions-and-reminders.md) on a controlled clock: 14 days before a
// package with sessions left expires, one e-mail to her and one to each linked guardian.

const siteUrl = inject('siteUrl');
const sesUrl = inject('sesUrl');
const DAY_MS = 24 * 60 * 60 * 1000;
const now = new Date('2031-03-01T15:00:00.000Z');
const inDays = (days: number, from = now) => new Date(from.getTime() + days * DAY_MS).toISOString();
const reminders = async (address: string) =>
  (await emailsTo(sesUrl, address)).filter((email) => / left on .* package: (they|it) expires? on /.test(email.subject));

describe('the package expiry reminder', () => {
  it('reminds her and her linked guardian once of a package expiring within 14 days (13 and 14, not 15 until a day later), never of one with no session left', async () => {
    const athlete = await createTestAccount({ firstName: 'Maya' });
    const guardian = await createTestAccount({ group: 'guardian', firstName: 'Dana', email: `dana-${crypto.randomUUID()}@example.com` });
    await linkFamily(siteUrl, sesUrl, athlete, guardian);
    const make = (days: number) =>
      createMentorshipPackage({ userId: athlete.sub, packageType: 'growth', amount: 1, totalSessions: 2, accessExpiresAt: inDays(days) });
    const [in13, in14, in15] = [await make(13), await make(14), await make(15)];
    const used = {
      ...buildMentorshipPackage({ userId: athlete.sub, packageType: 'starter', amount: 1, totalSessions: 2, accessExpiresAt: inDays(10) }),
      sessionsUsed: 2,
      sessionsRemaining: 0,
    };
    await writeTransaction(mentorshipPackageTransactItems(used));

    const first = await remindExpiringPackages(now);
    expect(first.reminded).toEqual(expect.arrayContaining([in13.id, in14.id]));
    expect(first.reminded).not.toContain(in15.id);
    expect(first.reminded).not.toContain(used.id);
    const hers = await reminders(athlete.email);
    expect(hers.map((email) => email.subject).sort()).toEqual([
      '2 sessions left on your Growth package: they expire on Mar 14, 2031',
      '2 sessions left on your Growth package: they expire on Mar 15, 2031',
    ]);
    expect(hers[0]?.body.text).toContain('/sessions');
    const theirs = await reminders(guardian.email);
    expect(theirs.map((email) => email.subject).sort()).toEqual([
      "2 sessions left on Maya's Growth package: they expire on Mar 14, 2031",
      "2 sessions left on Maya's Growth package: they expire on Mar 15, 2031",
    ]);

    expect((await remindExpiringPackages(now)).reminded).toEqual([]);
    const nextDay = await handler({ now: inDays(1) });
    expect(nextDay.reminded).toEqual([in15.id]);
    expect(await reminders(athlete.email)).toHaveLength(3);
    expect(await reminders(guardian.email)).toHaveLength(3);
    expect((await handler({ now: inDays(2) })).reminded).toEqual([]);
    expect(await getPackageRecord(athlete.sub, used.id)).toMatchObject({ sessionsRemaining: 0 });
  });

  it('two runs at once send one e-mail', async () => {
    const athlete = await createTestAccount();
    const later = new Date(now.getTime() + 60 * DAY_MS);
    const pkg = await createMentorshipPackage({ userId: athlete.sub, packageType: 'starter', amount: 1, totalSessions: 1, accessExpiresAt: inDays(7, later) });
    const runs = await Promise.all([remindExpiringPackages(later), remindExpiringPackages(later), handler({ now: later.toISOString() })]);
    expect(runs.flatMap((run) => run.reminded).filter((id) => id === pkg.id)).toHaveLength(1);
    const hers = await reminders(athlete.email);
    expect(hers.map((email) => email.subject)).toEqual(['1 session left on your Starter package: it expires on May 7, 2031']);
  });
});
