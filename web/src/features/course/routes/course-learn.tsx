import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import type { CourseReply } from '@herway/shared/contracts/course';
import { buttonVariants } from '@/components/ui/button';
import { Container } from '@/components/ui/container';
import { PageHeading } from '@/components/ui/page-heading';
import { PageGuard } from '@/features/auth/components/page-guard';
import { useNoIndex } from '@/lib/use-no-index';
import { usePageTitle } from '@/lib/use-page-title';
import { useCourse } from '../api/course';
import { CourseGate } from '../components/course-gate';
import { CoursePercent } from '../components/course-percent';
import { ModuleList } from '../components/module-list';
import { lessonPath, moduleLabel } from '../lib/labels';

function CourseOverview({ course }: { course: CourseReply }) {
  const next = course.next;
  return (
    <div className="grid gap-8">
      <section aria-label="Your progress" className="grid gap-4 rounded-2xl border border-plum-100 bg-white p-6 shadow-sm shadow-plum-900/5">
        <CoursePercent percent={course.percentComplete} />
        {next ? (
          <div className="grid gap-3">
            <p className="min-w-0 text-sm break-words text-muted">
              Next: {moduleLabel(next.moduleNumber)} · {next.title}
            </p>
            <Link to={lessonPath(next.moduleNumber, next.assetId)} className={buttonVariants({ className: 'justify-self-start' })}>
              Continue
              <ArrowRight className="size-4" aria-hidden="true" />
            </Link>
          </div>
        ) : (
          <p className="text-muted">You have completed every lesson released so far. We will e-mail you when the next module is released.</p>
        )}
      </section>
      <ModuleList modules={course.modules} />
    </div>
  );
}

function CourseContent() {
  const course = useCourse();
  return <CourseGate query={course}>{(data) => <CourseOverview course={data} />}</CourseGate>;
}

/** /course/learn: the Course Packet's modules with her progress and 'Continue' (athletes who hold it; others see what they can buy). */
export default function CourseLearnRoute() {
  usePageTitle('Your Course');
  useNoIndex();
  return (
    <PageGuard role="athlete" title="Your Course" what="your course">
      {() => (
        <Container className="grid gap-8 py-10 sm:py-12">
          <div>
            <PageHeading>Your Course</PageHeading>
            <p className="mt-3 max-w-2xl text-lg text-pretty text-muted">The Complete Course Packet: watch and read at your own pace; we keep your place.</p>
          </div>
          <CourseContent />
        </Container>
      )}
    </PageGuard>
  );
}
