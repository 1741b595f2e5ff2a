import { queryOptions, useQuery } from '@tanstack/react-query';
import { publicCertificateReplySchema, type PublicCertificateReply } from '@herway/shared/contracts/certificate';
import { ApiError, callRoute } from '@/lib/api-client';
import { verifyCertificateQueryKey } from '@/lib/query-keys';

// The public check of a course certificate (docs/course-player.md#certificate).

/** Unknown or withdrawn (404) or not a code (400) is an answer, not a hiccup. */
const retryServerErrors = (failureCount: number, error: Error) => !(error instanceof ApiError && error.status < 500) && failureCount < 1;

/** GET /api/certificates/{code} (public): what confirms a certificate. */
export function verifyCertificate(code: string, { signal }: { signal?: AbortSignal } = {}): Promise<PublicCertificateReply> {
  return callRoute('course/verify-certificate', { path: { code }, schema: publicCertificateReplySchema, signal });
}

export function useVerifiedCertificate(code: string) {
  return useQuery(
    queryOptions({ queryKey: verifyCertificateQueryKey(code), queryFn: ({ signal }) => verifyCertificate(code, { signal }), retry: retryServerErrors }),
  );
}
