import { Compass, HeartHandshake, Medal, Sprout, type LucideIcon } from 'lucide-react';
import { Container } from '@/components/ui/container';
import { SectionIntro } from '@/components/ui/section-intro';

const values: Array<{ title: string; text: string; Icon: LucideIcon }> = [
  {
    title: 'Female-Focused Approach',
    text: 'Women’s college sports have their own rosters, timelines and realities. Everything we teach is built for female athletes, by female athletes who have lived it.',
    Icon: HeartHandshake,
  },
  {
    title: 'Proven Experience',
    text: 'We have both been recruited and now compete in college. We share what actually worked, and what didn’t, from the emails, camps, visits and offers we went through.',
    Icon: Medal,
  },
  {
    title: 'Empowerment Over Dependency',
    text: 'We don’t run your recruiting for you. We teach you to write to coaches, present yourself and weigh offers, so you own the process and the decision.',
    Icon: Sprout,
  },
  {
    title: 'Holistic Support',
    text: 'Recruiting is more than athletics. Grades, eligibility, school fit, pressure and family conversations all matter, and we help with the whole picture.',
    Icon: Compass,
  },
];

/** 'Why We're Different': its four points. */
export function AboutValues() {
  return (
    <section aria-labelledby="about-values-heading" className="py-16 sm:py-24">
      <Container>
        <SectionIntro id="about-values-heading" eyebrow="Our approach" title="Why We're Different">
          <p>Four things guide every session we run and every piece of advice we give.</p>
        </SectionIntro>
        <ul className="mt-12 grid grid-cols-1 gap-6 sm:grid-cols-2">
          {values.map(({ title, text, Icon }) => (
            <li key={title} className="flex gap-5 rounded-3xl border border-plum-100 bg-white p-6 shadow-sm shadow-plum-900/5 sm:p-8">
              <span className="flex size-12 shrink-0 items-center justify-center rounded-2xl bg-plum-100 text-plum-700">
                <Icon className="size-6" aria-hidden="true" />
              </span>
              <div>
                <h3 className="text-lg font-bold text-ink">{title}</h3>
                <p className="mt-2 text-pretty text-muted">{text}</p>
              </div>
            </li>
          ))}
        </ul>
      </Container>
    </section>
  );
}
