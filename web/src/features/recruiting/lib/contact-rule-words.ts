import type { ListedSchool } from '@herway/shared/contracts/recruiting';

// A school's coach-contact rule in her words (docs/recruiting-workspace.md#contact-rules).

type ContactRule = NonNullable<ListedSchool['contactRule']>;

const dayFormat = new Intl.DateTimeFormat('en-US', { timeZone: 'UTC', month: 'long', day: 'numeric', year: 'numeric' });
/** '2027-06-15' → 'June 15, 2027'. */
const day = (isoDay: string) => dayFormat.format(new Date(`${isoDay}T00:00:00Z`));

/** The one line her school card leads with: can its coaches contact her now, and from when. */
export function contactHeadline(rule: ContactRule): string {
  switch (rule.status) {
    case 'open':
      return rule.opensOn ? `Coaches may contact you now (since ${day(rule.opensOn)})` : 'Coaches may contact you now';
    case 'not_yet':
      return `Coaches may contact you from ${day(rule.opensOn ?? '')}`;
    case 'no_date':
      return 'No contact date in this division';
    case 'unknown':
      return 'Add your graduation year to your profile to see when coaches may contact you';
  }
}
