import type { PlayerModule } from '@herway/shared/contracts/course';

/** 'Module 3' (0 is the introduction, still Module 0 as on the course page). */
export const moduleLabel = (number: number) => `Module ${number}`;

/** 'Released', 'Coming Dec 1' or 'Coming soon'. */
export function moduleStateLabel(module: Pick<PlayerModule, 'state' | 'releaseAt'>): string {
  if (module.state === 'released') return 'Released';
  if (!module.releaseAt) return 'Coming soon';
  return `Coming ${new Date(module.releaseAt).toLocaleDateString('en-US', { month: 'short', day: 'numeric' })}`;
}

/** '2 of 3 lessons done'. */
export function lessonsDone(module: Pick<PlayerModule, 'lessons' | 'completedLessons'>): string {
  return `${module.completedLessons} of ${module.lessons.length} ${module.lessons.length === 1 ? 'lesson' : 'lessons'} done`;
}

/** Where a lesson opens in the player. */
export const lessonPath = (moduleNumber: number, assetId: string) => `/course/learn/${moduleNumber}?lesson=${encodeURIComponent(assetId)}`;
