// Content of "20 Questions to Ask a College Coach": five groups of four questions, each with
// a short reason to ask it. Plain ASCII only (see pdf/text-wrap.ts).

export interface CoachQuestion {
  question: string;
  /** One or two sentences: what the answer tells the athlete. */
  why: string;
}

export interface QuestionGroup {
  title: string;
  questions: readonly CoachQuestion[];
}

export const twentyQuestionsIntro =
  'Coaches are deciding whether you fit their program, and you should be deciding whether their program fits you. Bring these questions to every phone call, video call and campus visit. The answers tell you what four years there would really be like.';

export const howToUse: readonly string[] = [
  'Pick five or six questions for each conversation instead of reading all twenty at once. Start with the ones that matter most to you.',
  'Ask the questions yourself. Parents: sit in, listen and take notes, and save your own questions for the end. Coaches want to hear from the athlete.',
  'Write the answers down right after the call, while you still remember the details, and compare programs side by side.',
  "Ask current players some of the same questions. If their answers match the coach's, that is a great sign.",
];

export const questionGroups: readonly QuestionGroup[] = [
  {
    title: 'Roster & Your Role',
    questions: [
      {
        question: 'Where am I on your recruiting list, and what position do you see me playing?',
        why: 'Tells you whether you are a top target or a backup option, and whether the coach sees you in the role you want.',
      },
      {
        question: 'How many players at my position are on the roster now, and how many are you recruiting in my class?',
        why: 'Lets you estimate the real competition for playing time in your first two years.',
      },
      {
        question: 'What would my first year look like: competing for playing time, developing, or redshirting?',
        why: 'Sets honest expectations about minutes before you commit, not after you arrive.',
      },
      {
        question: 'How do you decide who starts and who plays?',
        why: 'Shows whether spots are earned in practice, by seniority or by stats, and what you would need to do to earn one.',
      },
    ],
  },
  {
    title: 'Program & Culture',
    questions: [
      {
        question: 'How would your current players describe the team culture?',
        why: 'A coach who knows the answer cares about culture. Ask the players the same question and compare.',
      },
      {
        question: 'What does a typical week look like, in season and out of season?',
        why: 'Practices, lifting, film, travel and required study hall show how much time is left for classes, rest and a social life.',
      },
      {
        question: 'How do you communicate with players, and how do you support a player who is struggling?',
        why: 'Your coach will be a big part of your life for four years. Make sure the coaching style brings out your best.',
      },
      {
        question: 'What are your goals for the program over the next few years, and do you expect the staff to stay the same?',
        why: 'Coaches change jobs often. Know what you are joining, and choose a school you would still love with a different coach.',
      },
    ],
  },
  {
    title: 'Academics',
    questions: [
      {
        question: 'Can athletes in your program major in [my intended major]? Has a current player done it?',
        why: 'Some majors have labs, clinicals or student teaching that clash with practice. Hear how real players make it work.',
      },
      {
        question: 'What academic support do athletes get: tutors, advisors, study hall, priority registration?',
        why: 'Good support keeps you eligible and on track to graduate on time, even in your busiest season.',
      },
      {
        question: 'What are the team GPA and the graduation rate of your players?',
        why: 'Shows how much the program values school. A coach who is proud of academics will know the numbers.',
      },
      {
        question: 'How do you handle missed classes and exams when the team travels?',
        why: 'Knowing the travel schedule and the make-up rules avoids stress during midterms and finals.',
      },
    ],
  },
  {
    title: 'Scholarships & Money',
    questions: [
      {
        question: 'Do you see me as a scholarship athlete, and what kind of aid could be available to me?',
        why: 'Many programs split athletic aid across the roster, and scholarship and roster rules are changing. Ask how it works in this program right now.',
      },
      {
        question: 'Is athletic aid renewed every year, and what happens to it if I am injured or the coach leaves?',
        why: 'Tells you how secure an offer is over four years, not just for the first one.',
      },
      {
        question: 'Can athletic aid be combined with academic scholarships or need-based aid here?',
        why: 'Academic and need-based aid can cover a big share of the cost, and they are the main source of aid at Division III schools, which give no athletic scholarships.',
      },
      {
        question: 'What costs are not covered: gear, travel, summer school, housing during breaks?',
        why: "Your family's real yearly cost matters more than the headline scholarship number.",
      },
    ],
  },
  {
    title: 'Recruiting Process',
    questions: [
      {
        question: 'What is your recruiting timeline for my class, and when do you expect to make offers?',
        why: 'Helps you plan visits and decisions without being rushed or left waiting.',
      },
      {
        question: 'What else would you like from me: more video, transcripts, test scores, a camp or a visit?',
        why: 'Gives you a clear to-do list and shows the coach you are serious about the program.',
      },
      {
        question: 'Can I visit campus, watch a practice and spend time with current players?',
        why: 'Players are the best source of the truth about a program, and a practice shows the coaching style in action.',
      },
      {
        question: 'If you make me an offer, how long will I have to decide?',
        why: 'Some offers come with short deadlines. Knowing yours lets you compare schools calmly and talk it over with your family.',
      },
    ],
  },
];

/** All twenty questions in the order they are numbered. */
export const coachQuestions: readonly CoachQuestion[] = questionGroups.flatMap((g) => g.questions);

export const afterTheCall: readonly string[] = [
  'Send a short thank-you email within 24 hours, mentioning one thing you learned.',
  "Add the program's answers to your School Fit Ranking worksheet.",
  'Note anything you still need to ask, and any next step the coach asked for.',
];
