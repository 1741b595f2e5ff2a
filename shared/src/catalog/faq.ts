// FAQ entries shown on /faq, consistent with the policies the terms state (docs/product-rules.md#policies-the-terms-state).
// Prices, session counts and lengths are read from the catalog so the answers never drift.
import { formatUsd } from '../format';
import { coursePacket, courseTotalMinutes } from './course';
import { elitePackage, FREE_CONSULTATION_MINUTES, PAID_SESSION_MINUTES, paidPackages } from './packages';

/** FAQ categories in tab order. The web adds its own 'all' tab in front (the default). */
export const faqCategories = ['general', 'mentorship', 'course', 'payment', 'recruiting'] as const;
export type FaqCategory = (typeof faqCategories)[number];

export const faqCategoryLabels: Readonly<Record<FaqCategory, string>> = {
  general: 'General',
  mentorship: 'Mentorship',
  course: 'Course',
  payment: 'Payment',
  recruiting: 'Recruiting',
};

// Plain data: the page reads it without loading Zod; faq.test.ts parses every item.
export interface FaqItem {
  question: string;
  answer: string;
  category: FaqCategory;
}

export const MIN_ATHLETE_AGE = 13;
export const REPLY_WITHIN_HOURS = 24;
export const RESCHEDULE_NOTICE_HOURS = 24;

const packageList = paidPackages
  .map((p) => `${p.title}: ${p.sessions} sessions for ${formatUsd(p.priceCents)} (${formatUsd(p.pricePerSessionCents)} per session)`)
  .join('; ');
const coursePrice = formatUsd(coursePacket.priceCents);

export const faqItems: readonly FaqItem[] = [
  // General
  {
    category: 'general',
    question: 'Who is HerWay for?',
    answer: `HerWay is for female high-school athletes aged ${MIN_ATHLETE_AGE} and over, in any sport, who want to play in college, and for the parents and guardians supporting them. Whether you are just starting to think about recruiting or already talking to coaches, we meet you where you are.`,
  },
  {
    category: 'general',
    question: 'Who are the mentors?',
    answer: `HerWay was founded by two current college athletes, who mentor every athlete personally (meet them on the About page). We went through recruiting ourselves and built HerWay to be the guide we wish we had: for female athletes, by female athletes.`,
  },
  {
    category: 'general',
    question: 'Is there a minimum age?',
    answer: `Yes. Athletes must be at least ${MIN_ATHLETE_AGE} years old to create an account. We encourage parents and guardians to be involved, and a parent or guardian should complete purchases for athletes under 18.`,
  },
  {
    category: 'general',
    question: 'How do I get started?',
    answer: `Book a free ${FREE_CONSULTATION_MINUTES}-minute consultation through our contact page. We will learn about your sport, goals and timeline and suggest clear next steps. You can also download our four free recruiting resources right away.`,
  },
  {
    category: 'general',
    question: 'How quickly will you reply to my message?',
    answer: `We reply to every message within ${REPLY_WITHIN_HOURS} hours.`,
  },

  // Mentorship
  {
    category: 'mentorship',
    question: 'How do mentorship sessions work?',
    answer: `Each session is a ${PAID_SESSION_MINUTES}-minute one-on-one video call with one of our college-athlete mentors. After you buy a package you choose your mentor and book your sessions through her scheduling link; your dashboard and sessions page show how many sessions you have used and how many remain.`,
  },
  {
    category: 'mentorship',
    question: 'What is the difference between the packages?',
    answer: `All packages include one-on-one ${PAID_SESSION_MINUTES}-minute sessions; larger packages cost less per session and cover more, such as highlight video review and school fit strategy. ${packageList}. The ${elitePackage.title} package also includes the Complete Course Packet (a ${coursePrice} value).`,
  },
  {
    category: 'mentorship',
    question: 'What happens in the free consultation?',
    answer: `The free consultation is a ${FREE_CONSULTATION_MINUTES}-minute video call with no obligation. We look at where you are in the recruiting process, answer your and your parents’ questions and give you personalized next steps, whether or not you choose a package.`,
  },
  {
    category: 'mentorship',
    question: 'Can I reschedule a session?',
    answer: `Yes, with at least ${RESCHEDULE_NOTICE_HOURS} hours’ notice, using the link in your booking confirmation or by contacting us. Sessions cancelled or missed with less than ${RESCHEDULE_NOTICE_HOURS} hours’ notice are not refunded.`,
  },
  {
    category: 'mentorship',
    question: 'Can I choose my mentor?',
    answer: `Yes. After your purchase you pick the mentor you would like to work with and book your sessions through her scheduling link.`,
  },

  // Course
  {
    category: 'course',
    question: 'What is in the Complete Course Packet?',
    answer: `The packet has ${coursePacket.modules.length - 1} modules plus an introduction, about ${courseTotalMinutes} minutes in total, covering NCAA and NAIA divisions, academics and eligibility, your athletic resume, highlight videos, emailing coaches, social media, campus visits, and offers and scholarships.`,
  },
  {
    category: 'course',
    question: 'How long do I have access to the course?',
    answer: `For life. The course is a one-time payment of ${coursePrice} with lifetime access, so you can come back to any module at every stage of your recruiting journey.`,
  },
  {
    category: 'course',
    question: 'When will the course be available?',
    answer: `The Complete Course Packet is coming soon, and sold as a pre-order until then. As soon as its first module is released, we e-mail everyone who bought it, and the modules appear in their dashboard, ready to download.`,
  },
  {
    category: 'course',
    question: 'Is the course included in a mentorship package?',
    answer: `Yes. The ${elitePackage.title} package (${elitePackage.sessions} sessions for ${formatUsd(elitePackage.priceCents)}) includes the Complete Course Packet at no extra cost, a ${coursePrice} value.`,
  },

  // Payment
  {
    category: 'payment',
    question: 'How do I pay, and is it secure?',
    answer: `We accept major credit and debit cards. Payments are processed securely by Stripe; your card details go straight to Stripe and are never stored on our servers. You receive a receipt by e-mail.`,
  },
  {
    category: 'payment',
    question: 'Can I get a refund?',
    answer: `All sales are final. Mentorship packages are non-refundable once purchased, and the course and downloads are non-refundable once accessed or delivered. If we have to cancel a service we provide, you may receive a full refund.`,
  },
  {
    category: 'payment',
    question: 'Do you offer discount codes?',
    answer: `From time to time, yes. Enter your code in the discount field at checkout and select Apply; the discounted price is shown before you pay. One code can be used per order.`,
  },
  {
    category: 'payment',
    question: 'Can a parent or guardian pay for my package?',
    answer: `Yes. At checkout we ask for the parent or guardian’s name, the athlete’s name and an e-mail address for the receipt.`,
  },

  // Recruiting
  {
    category: 'recruiting',
    question: 'When should I start the recruiting process?',
    answer: `The earlier the better: freshman and sophomore year are the time to build your grades, your skills and your list of schools. NCAA rules limit when coaches may contact you (for many Division I sports, not before June 15 after sophomore year; rules vary by sport and division), but you can email coaches and attend camps at any time.`,
  },
  {
    category: 'recruiting',
    question: 'What is the difference between NCAA Division I, II, III and the NAIA?',
    answer: `Division I programs usually demand the biggest time commitment and offer the most athletic scholarships. Division II combines competitive athletics with partial scholarships. Division III offers no athletic scholarships but strong academic aid and more balance. NAIA schools have their own rules and scholarships and often more flexible recruiting. The right level is the one where you will play, learn and be happy.`,
  },
  {
    category: 'recruiting',
    question: 'Do I need a highlight video?',
    answer: `For most sports, yes. Coaches often watch a video before they see you play. Keep it to a few minutes, put your best clips first, make it easy to spot you, and include your name, graduation year, position and contact details.`,
  },
  {
    category: 'recruiting',
    question: 'Do I need to register with the NCAA Eligibility Center?',
    answer: `If you hope to play Division I or II, yes, and it is best to register early in high school, ideally by sophomore year. Division III schools do not require certification, and the NAIA has its own Eligibility Center. Keep taking approved core courses and keep your GPA up.`,
  },
  {
    category: 'recruiting',
    question: 'Is it too late to get recruited as a junior or senior?',
    answer: `No. Many Division II, Division III, NAIA and junior college programs recruit well into senior year. A focused school list, a good highlight video and direct outreach to coaches can still open doors.`,
  },
];

/** The FAQ items of one category, or all of them for 'all'. */
export function faqItemsFor(category: FaqCategory | 'all'): readonly FaqItem[] {
  return category === 'all' ? faqItems : faqItems.filter((item) => item.category === category);
}
