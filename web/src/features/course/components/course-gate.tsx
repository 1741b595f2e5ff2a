import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import type { CourseReply } from '@herway/shared/contracts/course';
import { Spinner } from '@/components/ui/spinner';
import { ApiError, getErrorMessage } from '@/lib/api-client';
import { LoadFailed } from '@/components/ui/load-failed';
import { NotEntitled } from './not-entitled';

/** The course once it is read; what she can buy when she does not hold it (403); the failure otherwise. */
export function CourseGate({ query, children }: { query: UseQueryResult<CourseReply>; children: (course: CourseReply) => ReactNode }) {
  if (query.data) return children(query.data);
  if (query.error instanceof ApiError && query.error.status === 403) return <NotEntitled />;
  if (query.isError) {
    return <LoadFailed message={getErrorMessage(query.error)} onRetry={() => void query.refetch()} retrying={query.isFetching} />;
  }
  return <Spinner label="Loading your course…" className="min-h-[30vh]" />;
}
