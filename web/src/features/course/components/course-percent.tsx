import { Progress } from '@/components/ui/progress';

/** '42% of the course complete', with its bar. */
export function CoursePercent({ percent }: { percent: number }) {
  return (
    <div className="grid gap-2">
      <p className="text-sm font-semibold text-ink">
        <span data-testid="course-percent">{percent}%</span> of the course complete
      </p>
      <Progress value={percent} label="Course progress" />
    </div>
  );
}
