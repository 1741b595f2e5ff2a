import type { AccountType } from '@herway/shared/contracts/family';

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
