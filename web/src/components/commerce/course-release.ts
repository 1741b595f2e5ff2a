import { useQuery } from '@tanstack/react-query';
import { courseReleaseReplySchema, type CourseReleaseReply } from '@herway/shared/contracts/content';
import { callRoute } from '@/lib/api-client';
import { COURSE_RELEASE_QUERY_KEY } from '@/lib/query-keys';

/** GET /api/course/release: whether the Course Packet has released content. */
export function getCourseRelease({ signal }: { signal?: AbortSignal } = {}): Promise<CourseReleaseReply> {
  return callRoute('course/get-course-release', { schema: courseReleaseReplySchema, signal });
}

/**
 * Whether the Course Packet is sold as a pre-order (docs/decisions/course-pre-order.md): yes until the API says content is
 * released, so no page promises materials that are not there (also while it is asked, and when
 * it cannot answer). The prerendered course page is the pre-order page. Asks nothing when not `needed`.
 */
export function useCoursePreOrder(needed = true): boolean {
  const release = useQuery({ queryKey: COURSE_RELEASE_QUERY_KEY, queryFn: ({ signal }) => getCourseRelease({ signal }), enabled: needed });
  return release.data?.released !== true;
}

/** What a pre-order buyer is told after 'Pre-order', on the course page, the checkout and the success page. */
export const PRE_ORDER_DETAILS =
  'Its modules are still being finished, so there is nothing to download yet. We will e-mail you as soon as the first module is released, and it will be on your dashboard then, with lifetime access.';
