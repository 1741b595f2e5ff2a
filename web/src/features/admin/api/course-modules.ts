import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { adminCourseReplySchema, type AdminCourseReply } from '@herway/shared/contracts/course';
import { toast } from '@/components/ui/toast/use-toast';
import { callRoute, getErrorMessage } from '@/lib/api-client';
import { ADMIN_COURSE_QUERY_KEY } from '@/lib/query-keys';

/** GET /api/admin/course: every module, its release and its lessons in order. */
export function getAdminCourse({ signal }: { signal?: AbortSignal } = {}): Promise<AdminCourseReply> {
  return callRoute('course/admin/get-admin-course', { schema: adminCourseReplySchema, signal });
}

/** `enabled: false` waits (the session notes form reads the course only once it is opened). */
export function useAdminCourse({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ queryKey: ADMIN_COURSE_QUERY_KEY, queryFn: ({ signal }) => getAdminCourse({ signal }), enabled });
}

/** PUT /api/admin/course/modules/{n}/lessons: the module's lessons in order (attach, reorder, remove). */
export function setModuleLessons({ moduleNumber, assetIds }: { moduleNumber: number; assetIds: string[] }): Promise<AdminCourseReply> {
  return callRoute('course/admin/set-module-lessons', { path: { moduleNumber }, body: { assetIds }, schema: adminCourseReplySchema });
}

/** POST /api/admin/course/modules/{n}/release: now, or at `releaseAt`. */
export function releaseModule({ moduleNumber, releaseAt }: { moduleNumber: number; releaseAt?: string }): Promise<AdminCourseReply> {
  return callRoute('course/admin/release-module', { path: { moduleNumber }, body: releaseAt ? { releaseAt } : {}, schema: adminCourseReplySchema });
}

/** A change to the course: the stored course shown at once, a toast either way. */
function useCourseChange<T>(change: (input: T) => Promise<AdminCourseReply>, success: (input: T) => string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: change,
    onSuccess: (reply, input) => {
      queryClient.setQueryData(ADMIN_COURSE_QUERY_KEY, reply);
      toast({ title: 'Course updated', description: success(input) });
    },
    onError: (error) => toast({ title: 'Not saved', description: getErrorMessage(error), variant: 'destructive' }),
  });
}

export const useSetModuleLessons = () => useCourseChange(setModuleLessons, ({ moduleNumber }) => `Module ${moduleNumber}'s lessons are saved.`);
export const useReleaseModule = () =>
  useCourseChange(releaseModule, ({ moduleNumber, releaseAt }) =>
    releaseAt
      ? `Module ${moduleNumber} will be released on ${new Date(releaseAt).toLocaleString('en-US')}.`
      : `Module ${moduleNumber} is released; athletes are e-mailed.`,
  );
