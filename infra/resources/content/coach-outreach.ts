// Content of the Coach Outreach Email Template: the subject-line formula, the first email,
// the follow-up and a do/don't checklist. Text in [brackets] is for the athlete to replace.

export interface EmailTemplate {
  title: string;
  /** When to send it. */
  when: string;
  subject: string;
  /** Paragraphs of the body; '\n' starts a new line inside one. */
  body: readonly string[];
}

export const outreachIntro =
  'Your first email is often the first time a college coach hears your name. Coaches read a lot of email, so make yours short, personal and easy to act on. Copy these templates, replace everything in [brackets], and make every email about one school.';

export const subjectFormula = '[Grad Year] [Position] | [Club Team] / [High School] | [GPA] GPA | [Hook]';

export const subjectExamples: readonly string[] = [
  '2027 Center Back | Lakeside FC ECNL / Central High | 3.8 GPA | Highlights inside',
  '2026 Outside Hitter | Coastal Elite 17s | 3.9 GPA | Playing at your camp June 14',
  '2028 Point Guard | Metro Stars / West High | 4.0 GPA | Schedule for the spring',
];

export const subjectTips: readonly string[] = [
  'The hook is the one thing you want the coach to act on: new highlights, an event they will attend, or their camp.',
  'Keep it under about 80 characters so it is not cut off on a phone.',
];

const signature =
  '[Your Full Name]\n[Grad Year] [Position] | [Club Team] / [High School]\n[Email] | [Phone] | [Highlight Video Link]\nParent/guardian: [Name], [Email], [Phone]\nClub coach: [Name], [Email], [Phone]\nHigh school coach: [Name], [Email], [Phone]';

export const introEmail: EmailTemplate = {
  title: 'Template 1: Your first email',
  when: 'Send it to the head coach and the assistant who recruits your position, one school at a time.',
  subject: subjectFormula,
  body: [
    'Dear Coach [Last Name],',
    "My name is [Your Full Name], and I am a [Grad Year] [Position] at [High School] in [City, State], playing club for [Club Team] ([League or Level]). I am very interested in [College Name] because [one specific reason: your major, the team's style of play, a recent result, something you saw on a visit].",
    'A little about me:\n- Height: [Height]; dominant [hand/foot]: [Left/Right]\n- Academics: [GPA] GPA (unweighted), [SAT/ACT score, if taken]; intended major: [Major]\n- Athletics: [2-3 key stats or honors, e.g. "All-Conference 2025, 12 assists per set"]\n- Highlight video: [Link]\n- Athletic resume: attached',
    'Where you can see me play next:\n- [Event Name], [Dates], [City, State] - [Team Name], jersey #[Number]\n- [Event Name], [Dates], [City, State] - [Team Name], jersey #[Number]',
    'I would love to learn more about your program and what you look for in a [Position]. Thank you for your time, and I hope to hear from you.',
    `Sincerely,\n${signature}`,
  ],
};

export const followUpEmail: EmailTemplate = {
  title: 'Template 2: Follow-up',
  when: 'Send it two to three weeks after your first email if you have not heard back, or any time you have real news.',
  subject: 'Update: [Grad Year] [Position] [Your Name] | [New Highlights / Upcoming Event]',
  body: [
    'Dear Coach [Last Name],',
    'I emailed you on [Date] about my interest in [College Name], and I wanted to share a quick update: [new result, new highlight video, improved grade or test score, or your upcoming schedule].',
    'New highlights: [Link]\nNext event: [Event Name], [Dates], [City, State] - [Field/Court] at [Time], jersey #[Number]',
    'I am still very interested in [College Name] because [reason]. Please let me know if I can send anything else, such as my transcript or test scores.',
    `Thank you,\n${signature}`,
  ],
};

export const sendingTips: readonly string[] = [
  "Email the head coach and the assistant who recruits your position; both are usually listed on the team's staff page.",
  'Follow up with something new (a result, a video, a schedule), not just "checking in". After two or three follow-ups with no answer, focus on other schools.',
  'Many coaches are limited in when they can reply to younger athletes. Silence does not always mean no, so keep them updated.',
  'Keep a simple log: school, coach, date sent, reply, next step.',
];

export const dos: readonly string[] = [
  'Write and send the email yourself, from your own email account.',
  'Use a simple, professional address, like firstname.lastname@...',
  "Personalize every email: the coach's name, the school and one real reason you are interested.",
  'Put your highlight link near the top and check it opens without a login.',
  "Proofread, and double-check the coach's name and the school name.",
  'Reply to every coach within a day or two, even to say no thank you.',
];

export const donts: readonly string[] = [
  'Send one email to many coaches, or CC several schools at once.',
  'Copy and paste without changing the school name. Coaches notice.',
  'Write your life story: keep the message under about 200 words plus your details.',
  'Attach large video files; send a link instead.',
  'Let a parent write or send the email for you.',
  'Give up after one email with no reply.',
];
