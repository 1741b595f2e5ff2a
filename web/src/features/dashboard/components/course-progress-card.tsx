import { ArrowRight, GraduationCap } from 'lucide-react';
import { Link } from 'react-router';
import type { CourseProgressSummary } from '@herway/shared/contracts/course';
import { buttonVariants } from '@/components/ui/button';
import { Progress } from '@/components/ui/progress';

/** The last module's number: the catalog's nine are the introduction (Module 0) and Modules 1-8. */
const LAST_MODULE = 8;

/** 'Module 3 of 8 · 42% complete'; 'Introduction (Module 0)' first; once all released lessons are done, how many modules are out. */
export function courseProgressLine(course: CourseProgressSummary): string {
  const where =
    course.currentModule === null
      ? `${course.releasedModules} of ${LAST_MODULE + 1} modules released, all done`
      : course.currentModule === 0
        ? 'Introduction (Module 0)'
        : `Module ${course.currentModule} of ${LAST_MODULE}`;
  return `${where} · ${course.percentComplete}% complete`;
}

/** Her Course Packet on the dashboard (docs/course-player.md): how far she is and 'Continue' to the next lesson. */
export function CourseProgressCard({ course }: { course: CourseProgressSummary }) {
  const next = course.next;
  return (
    <section aria-labelledby="course-progress" className="grid gap-4 rounded-2xl border border-plum-100 bg-white p-6 shadow-sm shadow-plum-900/5">
      <div className="flex items-center gap-3">
        <GraduationCap className="size-6 text-plum-700" aria-hidden="true" />
        <h2 id="course-progress" className="text-xl font-bold text-ink">
          Your Course Packet
        </h2>
      </div>
      {course.releasedModules === 0 ? (
        <p className="text-muted">Its modules are still being finished. We will e-mail you as soon as the first one is released.</p>
      ) : (
        <>
          <p className="font-semibold text-ink">{courseProgressLine(course)}</p>
          <Progress value={course.percentComplete} label="Course progress" />
          {next ? (
            <p className="min-w-0 text-sm break-words text-muted">
              Next: Module {next.moduleNumber} · {next.title}
            </p>
          ) : null}
          <div className="flex flex-col gap-3 sm:flex-row">
            {next ? (
              <Link to={`/course/learn/${next.moduleNumber}?lesson=${encodeURIComponent(next.assetId)}`} className={buttonVariants()}>
                Continue
                <ArrowRight className="size-4" aria-hidden="true" />
              </Link>
            ) : null}
            <Link to="/course/learn" className={buttonVariants({ variant: 'outline' })}>
              All modules
            </Link>
          </div>
        </>
      )}
    </section>
  );
}
