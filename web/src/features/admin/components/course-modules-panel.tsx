import type { Asset } from '@herway/shared/contracts/content';
import { Spinner } from '@/components/ui/spinner';
import { getErrorMessage } from '@/lib/api-client';
import { useAdminCourse } from '../api/course-modules';
import { CourseModuleCard } from './course-module-card';

/**
 * The Course Packet's modules (docs/course-player.md): the uploaded Course Packet files become lessons of a
 * module, in order, and a module is released now or on a date (its athletes are e-mailed once).
 */
export function CourseModulesPanel({ assets }: { assets: readonly Asset[] }) {
  const course = useAdminCourse();
  if (!course.data) {
    return course.isError ? <p role="alert">{getErrorMessage(course.error)}</p> : <Spinner label="Loading the course…" className="py-8" />;
  }
  const attached = new Set(course.data.modules.flatMap((module) => module.lessons.map((lesson) => lesson.assetId)));
  const available = assets.filter((asset) => asset.courseId === 'course_packet' && asset.isActive && !attached.has(asset.id));
  return (
    <ol className="grid gap-4" aria-label="Modules and their lessons">
      {course.data.modules.map((module) => (
        <CourseModuleCard key={module.number} module={module} available={available} />
      ))}
    </ol>
  );
}
