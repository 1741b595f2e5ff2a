import { Check } from 'lucide-react';
import { coursePacket } from '@herway/shared/catalog/course';
import { Container } from '@/components/ui/container';
import { SectionIntro } from '@/components/ui/section-intro';

/** What the course gives an athlete (catalog `benefits`). */
export function CourseBenefits() {
  return (
    <section aria-labelledby="course-benefits-heading" className="bg-plum-50 py-16 sm:py-24">
      <Container className="grid grid-cols-1 gap-10 lg:grid-cols-[1fr_1.3fr] lg:items-center lg:gap-16">
        <SectionIntro id="course-benefits-heading" align="start" eyebrow="Why the course" title="Everything we wish we had known">
          <p>
            When we were recruited, we pieced it together from club coaches, older teammates and a lot of guessing. The course puts it all in one place, so you
            can start early and move with confidence.
          </p>
        </SectionIntro>
        <ul className="grid grid-cols-1 gap-3 sm:grid-cols-2">
          {coursePacket.benefits.map((benefit) => (
            <li key={benefit} className="flex gap-3 rounded-2xl bg-white p-4 shadow-sm shadow-plum-900/5">
              <span className="flex size-6 shrink-0 items-center justify-center rounded-full bg-plum-700 text-white">
                <Check className="size-3.5" strokeWidth={3} aria-hidden="true" />
              </span>
              <span className="text-ink">{benefit}</span>
            </li>
          ))}
        </ul>
      </Container>
    </section>
  );
}
