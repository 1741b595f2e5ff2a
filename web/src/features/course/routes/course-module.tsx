import { ArrowLeft, CheckCircle2, FileText, PlayCircle } from 'lucide-react';
import { Link, useParams, useSearchParams } from 'react-router';
import type { CourseReply, PlayerModule } from '@herway/shared/contracts/course';
import { Badge } from '@/components/ui/badge';
import { buttonVariants } from '@/components/ui/button';
import { Container } from '@/components/ui/container';
import { PageHeading } from '@/components/ui/page-heading';
import { PageGuard } from '@/features/auth/components/page-guard';
import { useNoIndex } from '@/lib/use-no-index';
import { usePageTitle } from '@/lib/use-page-title';
import { cn } from '@/lib/cn';
import { useCourse } from '../api/course';
import { CourseGate } from '../components/course-gate';
import { CoursePercent } from '../components/course-percent';
import { LessonView } from '../components/lesson-view';
import { lessonPath, lessonsDone, moduleLabel, moduleStateLabel } from '../lib/labels';

/** The lesson to show: the one asked for, else the last one she opened here, else the first not completed, else the first. */
function chosenLesson(course: CourseReply, module: PlayerModule, asked: string | null) {
  const lessons = module.lessons;
  return (
    lessons.find((lesson) => lesson.assetId === asked) ??
    lessons.find((lesson) => lesson.assetId === course.lastLesson?.assetId) ??
    lessons.find((lesson) => !lesson.progress.completed) ??
    lessons[0]
  );
}

function LessonList({ module, current }: { module: PlayerModule; current: string | undefined }) {
  return (
    <nav aria-label="Lessons">
      <ol className="grid gap-2">
        {module.lessons.map((lesson) => {
          const Icon = lesson.progress.completed ? CheckCircle2 : lesson.contentType === 'video' ? PlayCircle : FileText;
          const active = lesson.assetId === current;
          return (
            <li key={lesson.assetId}>
              <Link
                to={lessonPath(module.number, lesson.assetId)}
                aria-current={active ? 'page' : undefined}
                className={cn(
                  'flex min-w-0 items-start gap-2 rounded-xl px-3 py-2 text-sm',
                  active ? 'bg-plum-100 font-semibold text-plum-900' : 'text-ink hover:bg-plum-50',
                )}
              >
                <Icon className={cn('mt-0.5 size-4 shrink-0', lesson.progress.completed ? 'text-emerald-700' : 'text-plum-700')} aria-hidden="true" />
                <span className="min-w-0 break-words">{lesson.title}</span>
                <span className="sr-only">{lesson.progress.completed ? ' (completed)' : ''}</span>
              </Link>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}

function ModuleView({ course, module, asked }: { course: CourseReply; module: PlayerModule; asked: string | null }) {
  const lesson = chosenLesson(course, module, asked);
  return (
    <div className="grid gap-6">
      <p className="-mt-3 text-lg font-semibold break-words text-plum-800">{module.title}</p>
      <div className="flex flex-wrap items-center gap-2">
        <Badge variant={module.state === 'released' ? 'success' : 'outline'}>{moduleStateLabel(module)}</Badge>
        {module.state === 'released' ? <span className="text-sm text-muted">{lessonsDone(module)}</span> : null}
      </div>
      <CoursePercent percent={course.percentComplete} />
      {module.state !== 'released' ? (
        <p className="rounded-2xl bg-plum-50 p-6 text-plum-900">This module is not released yet. We will e-mail you as soon as it is.</p>
      ) : lesson ? (
        <div className="grid gap-6 lg:grid-cols-[16rem_minmax(0,1fr)]">
          <LessonList module={module} current={lesson.assetId} />
          <LessonView key={lesson.assetId} lesson={lesson} />
        </div>
      ) : (
        <p className="text-muted">This module has no lessons yet.</p>
      )}
    </div>
  );
}

function ModuleContent({ number }: { number: number }) {
  const course = useCourse();
  const [search] = useSearchParams();
  return (
    <CourseGate query={course}>
      {(data) => {
        const module = data.modules.find((candidate) => candidate.number === number);
        if (!module) return <p role="alert">There is no such module: the modules are numbered 0 to 8.</p>;
        return <ModuleView course={data} module={module} asked={search.get('lesson')} />;
      }}
    </CourseGate>
  );
}

/** /course/learn/{module}: one module's lessons, the lesson player, and her progress. */
export default function CourseModuleRoute() {
  const params = useParams();
  const number = /^[0-8]$/.test(params.module ?? '') ? Number(params.module) : -1;
  const title = number >= 0 ? moduleLabel(number) : 'Course';
  usePageTitle(title);
  useNoIndex();
  return (
    <PageGuard role="athlete" title={title} what="your course">
      {() => (
        <Container className="grid gap-6 py-10 sm:py-12">
          <Link to="/course/learn" className={buttonVariants({ variant: 'outline', size: 'sm', className: 'justify-self-start' })}>
            <ArrowLeft className="size-4" aria-hidden="true" />
            All modules
          </Link>
          <PageHeading>{number >= 0 ? title : 'No such module'}</PageHeading>
          {number >= 0 ? <ModuleContent number={number} /> : <p role="alert">There is no such module: the modules are numbered 0 to 8.</p>}
        </Container>
      )}
    </PageGuard>
  );
}
