import { Clock } from 'lucide-react';
import { coursePacket, courseTotalMinutes } from '@herway/shared/catalog/course';
import { Container } from '@/components/ui/container';
import { SectionIntro } from '@/components/ui/section-intro';

/** The nine modules, numbered 0-8, with their lengths and the total. */
export function CourseModules() {
  const modules = coursePacket.modules;
  return (
    <section aria-labelledby="course-modules-heading" className="py-16 sm:py-24">
      <Container>
        <SectionIntro id="course-modules-heading" eyebrow="What’s inside" title="Nine modules, start to signing day">
          <p>
            An introduction and {modules.length - 1} focused modules, {courseTotalMinutes} minutes in total. Watch them in order or jump to what you need now.
          </p>
        </SectionIntro>
        <ol className="mx-auto mt-12 grid grid-cols-1 max-w-4xl gap-4">
          {modules.map((module) => (
            <li key={module.number} className="flex gap-4 rounded-3xl border border-plum-100 bg-white p-5 shadow-sm shadow-plum-900/5 sm:gap-6 sm:p-6">
              <span
                aria-hidden="true"
                className="flex size-12 shrink-0 items-center justify-center rounded-2xl bg-plum-700 text-xl font-extrabold text-white sm:size-14 sm:text-2xl"
              >
                {module.number}
              </span>
              <div className="min-w-0 flex-1">
                <div className="flex flex-col gap-1 sm:flex-row sm:items-baseline sm:justify-between sm:gap-4">
                  <h3 className="text-lg font-bold text-ink">
                    <span className="sr-only">Module {module.number}: </span>
                    {module.title}
                  </h3>
                  <p className="flex shrink-0 items-center gap-1.5 text-sm font-medium text-plum-700">
                    <Clock className="size-4" aria-hidden="true" />
                    {module.durationMinutes} min
                  </p>
                </div>
                <p className="mt-2 text-pretty text-muted">{module.description}</p>
              </div>
            </li>
          ))}
        </ol>
        <p className="mx-auto mt-6 max-w-4xl text-right text-sm font-semibold text-ink">Total: {courseTotalMinutes} minutes</p>
      </Container>
    </section>
  );
}
