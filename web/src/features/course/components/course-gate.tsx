import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import type { CourseReply } from '@herway/shared/contracts/course';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { ApiError, getErrorMessage } from '@/lib/api-client';
import { NotEntitled } from './not-entitled';

/** The course once it is read; what she can buy when she does not hold it (403); the failure otherwise. */
export function CourseGate({ query, children }: { query: UseQueryResult<CourseReply>; children: (course: CourseReply) => ReactNode }) {
  if (query.data) return children(query.data);
  if (query.error instanceof ApiError && query.error.status === 403) return <NotEntitled />;
  if (query.isError) {
    return (
      <div role="alert" className="rounded-2xl border border-danger-700/30 bg-danger-50 p-6 text-center">
        <p className="font-semibold text-danger-800">{getErrorMessage(query.error)}</p>
        <Button variant="outline" className="mt-4" onClick={() => void query.refetch()} disabled={query.isFetching}>
          Try again
        </Button>
      </div>
    );
  }
  return <Spinner label="Loading your course…" className="min-h-[30vh]" />;
}
