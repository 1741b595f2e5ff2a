// Content of the Athletic Resume Template: the fill-in fields of the one-page template and
// the tips on page two.

export interface FieldGroup {
  title: string;
  fields: readonly string[];
}

export const resumeIntro = 'One page that shows a coach who you are as an athlete and as a student.';

/** The line under the athlete's name. */
export const identityFields: readonly string[] = ['Grad year', 'Sport', 'Position(s)', 'Jersey #'];

export const contactFields: FieldGroup = {
  title: 'Contact',
  fields: ['Email', 'Phone', 'City, State', 'Parent/guardian', 'Parent phone / email'],
};

export const academicFields: FieldGroup = {
  title: 'Academics',
  fields: ['High school', 'GPA (unweighted / weighted)', 'SAT / ACT', 'Class rank / honors', 'Intended major', 'NCAA / NAIA ID'],
};

export const athleticFields: FieldGroup = {
  title: 'Athletic profile',
  fields: ['Primary / secondary position', 'Height / weight', 'Dominant hand / foot', 'Club team & level', 'High school team', 'Key measurables'],
};

export const referenceFields: FieldGroup = {
  title: 'Coach references',
  fields: ['Club coach', 'Phone / email', 'High school coach', 'Phone / email'],
};

export const statsColumns: readonly string[] = ['Season', 'Team & level', 'Games', 'Key stats'];
export const scheduleColumns: readonly string[] = ['Dates', 'Event', 'City, State', 'Team / jersey #'];
export const TABLE_ROWS = 3;

export const awardsTitle = 'Awards & honors';
export const AWARD_LINES = 3;
export const linksTitle = 'Highlight video & links';
export const linkFields: readonly string[] = ['Highlight video', 'Full game film', 'Recruiting profile'];

export const resumeTips: readonly string[] = [
  'Keep it to one page, with your name, grad year, position and highlight link where a coach sees them first.',
  'Use numbers a coach can check: stats, times and measurables, each with the season and level they come from.',
  'Always include academics. Your GPA and test scores tell a coach you can be admitted, and strong grades can open academic aid.',
  'Add your NCAA Eligibility Center ID or NAIA ID as soon as you have one.',
  'List coaches as references only after asking them, and check that their phone numbers and emails are current.',
  'Keep the schedule up to date before every season and tournament; it is how coaches plan to watch you.',
  'Be honest. An inflated height or stat is easy to check and costs you trust.',
  'Save it as a PDF named like First-Last-2027-Soccer-Resume.pdf and paste the key lines into your emails as well.',
];

export const sampleEntries: readonly { field: string; example: string }[] = [
  { field: 'Identity', example: 'Class of 2027 | Soccer | Center back / outside back | #4' },
  { field: 'Stats', example: '2025 | Lakeside FC ECNL U17 | 22 | 3 goals, 6 assists, 1,820 minutes, 9 clean sheets' },
  { field: 'Measurables', example: '5\'8" | 40-yd dash 5.3 s | vertical jump 19 in' },
  { field: 'Schedule', example: 'Jun 12-15 | Summer Showcase | Richmond, VA | Lakeside FC / #4' },
  { field: 'Award', example: 'All-Conference First Team, 2025; Team captain, 2025-26' },
];

export const beforeYouSend: readonly string[] = [
  'Your name, grad year, position and highlight link are at the top.',
  'Every phone number and email on it is current.',
  'GPA, test scores and stats are from this season.',
  'The schedule covers your next three to six months of events.',
  'It is saved as a PDF with your name in the file name.',
  'A parent or coach has proofread it.',
];
