import type { AccountType } from '@herway/shared/contracts/family';
import type { FamilyAthleteReply } from '@herway/shared/contracts/family-athlete';

const dayFormat = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric' });

/** 'Aug 22, 2025' in her time zone. */
export const formatDay = (iso: string): string => dayFormat.format(new Date(iso));

/** The invite field's label: who she invites, from her side of the link. */
export function inviteLabel(accountType: AccountType): string {
  return accountType === 'athlete' ? "Your parent's or guardian's e-mail" : "Your athlete's e-mail";
}

/** How the accept page names the seat she is invited to: 'her parent or guardian', or 'her athlete'. */
export function invitedRole(invitedAs: AccountType): string {
  return invitedAs === 'guardian' ? 'her parent or guardian' : 'her athlete';
}

/** The account the accept page offers to create: 'Create a parent or guardian account'. */
export function createAccountLabel(accountType: AccountType): string {
  return accountType === 'guardian' ? 'Create a parent or guardian account' : 'Create an athlete account';
}

/** A person's name as a link shows her, her e-mail when she gave no name. */
export function fullName(person: { firstName: string; lastName: string; email: string }): string {
  return `${person.firstName} ${person.lastName}`.trim() || person.email;
}

type WorkspaceSchool = NonNullable<FamilyAthleteReply['workspace']>['schools'][number];
const calendarDay = new Intl.DateTimeFormat('en-US', { timeZone: 'UTC', month: 'short', day: 'numeric', year: 'numeric' });

/** When a school's coaches may contact her, as her family reads it; null for a school with no division. */
export function contactLine(rule: WorkspaceSchool['contactRule']): string | null {
  if (!rule) return null;
  const opens = rule.opensOn ? calendarDay.format(new Date(`${rule.opensOn}T00:00:00Z`)) : '';
  switch (rule.status) {
    case 'open':
      return 'Coaches may contact her now';
    case 'not_yet':
      return `Coaches may contact her from ${opens}`;
    case 'no_date':
      return 'No contact date in this division';
    case 'unknown':
      return 'Her contact date needs her graduation year';
  }
}

/** Her coach link's count for the school: how often it was opened, never a claim of interest. */
export function coachLinkLine(link: WorkspaceSchool['coachLink']): string | null {
  if (!link) return null;
  if (link.opens === 0) return 'Coach link not opened yet';
  const times = link.opens === 1 ? '1 time' : `${link.opens} times`;
  return `Coach link opened ${times}${link.lastOpenedAt ? `, last on ${formatDay(link.lastOpenedAt)}` : ''}`;
}
