import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { courseReplySchema, lessonLinkReplySchema, saveProgressReplySchema } from '@herway/shared/contracts/course';
import type { CourseReply, LessonLinkReply, SaveProgressBody, SaveProgressReply } from '@herway/shared/contracts/course';
import { retryOnce } from '@/lib/query-client';
import { callRoute } from '@/lib/api-client';
import { apiPath, routeMethod } from '@/lib/api-paths';
import { COURSE_QUERY_KEY, DASHBOARD_QUERY_KEY } from '@/lib/query-keys';
import { courseLessonLinkQueryKey } from '@/lib/query-keys';

/** GET /api/course: the modules, the lessons of the released ones and her progress (403 without the course). */
export function getCourse({ signal }: { signal?: AbortSignal } = {}): Promise<CourseReply> {
  return callRoute('course/get-course', { schema: courseReplySchema, signal });
}

/** Read again when opened 10 minutes after the last read: its captions and transcript links last 20. */
export const getCourseQueryOptions = () =>
  queryOptions({ queryKey: COURSE_QUERY_KEY, queryFn: ({ signal }) => getCourse({ signal }), retry: retryOnce, staleTime: 10 * 60_000 });

export function useCourse() {
  return useQuery(getCourseQueryOptions());
}

/** GET /api/course/lessons/{assetId}/link: a 20-minute link that plays or shows the lesson. */
export function getLessonLink(assetId: string, { signal }: { signal?: AbortSignal } = {}): Promise<LessonLinkReply> {
  return callRoute('course/get-lesson-link', { path: { assetId }, schema: lessonLinkReplySchema, signal });
}

/** The lesson's link, asked when the lesson opens and again once it is old (it lasts 20 minutes). */
export function useLessonLink(assetId: string) {
  return useQuery({
    queryKey: courseLessonLinkQueryKey(assetId),
    queryFn: ({ signal }) => getLessonLink(assetId, { signal }),
    retry: retryOnce,
    staleTime: 10 * 60_000,
    gcTime: 0,
    refetchOnWindowFocus: false,
  });
}

/** PUT /api/course/progress/{assetId}: where she stopped, and whether she completed it; answers what is stored. */
export function saveProgress(assetId: string, body: SaveProgressBody): Promise<SaveProgressReply> {
  return callRoute('course/save-progress', { path: { assetId }, body, schema: saveProgressReplySchema });
}

/** Saves progress; a completion refreshes the course and the dashboard (their percent changes). */
export function useSaveProgress() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['save-progress'],
    mutationFn: ({ assetId, body }: { assetId: string; body: SaveProgressBody }) => saveProgress(assetId, body),
    onSuccess: async (reply, { body }) => {
      queryClient.setQueryData<CourseReply>(COURSE_QUERY_KEY, (course) => course && withProgress(course, reply));
      if (body.completed) {
        await Promise.all([queryClient.invalidateQueries({ queryKey: COURSE_QUERY_KEY }), queryClient.invalidateQueries({ queryKey: DASHBOARD_QUERY_KEY })]);
      }
    },
  });
}

/** The course with one lesson's stored progress put in. */
export function withProgress(course: CourseReply, saved: SaveProgressReply): CourseReply {
  return {
    ...course,
    modules: course.modules.map((module) => ({
      ...module,
      lessons: module.lessons.map((lesson) => (lesson.assetId === saved.assetId ? { ...lesson, progress: saved.progress } : lesson)),
    })),
  };
}

/** When she closes the tab: the last position, sent with keepalive so it outlives the page (same JSON PUT as saveProgress). */
export function saveProgressOnLeave(assetId: string, body: SaveProgressBody): void {
  void fetch(apiPath('course/save-progress', { assetId }), {
    method: routeMethod('course/save-progress'),
    credentials: 'include',
    keepalive: true,
    headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
    body: JSON.stringify(body),
  }).catch(() => undefined);
}
