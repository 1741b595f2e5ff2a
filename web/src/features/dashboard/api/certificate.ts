import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { certificateReplySchema, type CertificateReply, type UpdateCertificateBody } from '@herway/shared/contracts/certificate';
import { successReplySchema, type SuccessReply } from '@herway/shared/contracts/common';
import { ApiError, callRoute } from '@/lib/api-client';
import { CERTIFICATE_QUERY_KEY } from '@/lib/query-keys';

// Her course certificate on the dashboard (docs/course-player.md#certificate).

/** GET /api/course/certificate (athlete): her certificate, issued on the first call once she completed the course (so only read once she asked for it or holds one). */
export function getCertificate({ signal }: { signal?: AbortSignal } = {}): Promise<CertificateReply> {
  return callRoute('course/get-certificate', { schema: certificateReplySchema, signal });
}

/** Not complete yet (409) or no course (403) is an answer, not a hiccup. */
const retryServerErrors = (failureCount: number, error: Error) => !(error instanceof ApiError && error.status < 500) && failureCount < 1;

/**
 * Her certificate: `held` is the copy her dashboard came with (so the card shows it with the page),
 * kept until a change she makes here replaces it (never refetched: only her own changes alter it).
 */
export function useCertificate({ enabled, held }: { enabled: boolean; held: CertificateReply | undefined }) {
  return useQuery(
    queryOptions({
      queryKey: CERTIFICATE_QUERY_KEY,
      queryFn: ({ signal }) => getCertificate({ signal }),
      enabled,
      retry: retryServerErrors,
      initialData: held,
      staleTime: Number.POSITIVE_INFINITY,
    }),
  );
}

/** PATCH /api/course/certificate: how her name reads on it, whether her coach page shows it. */
export function updateCertificate(changes: UpdateCertificateBody): Promise<CertificateReply> {
  return callRoute('course/update-certificate', { body: changes, schema: certificateReplySchema });
}

export function useUpdateCertificate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['update-certificate'],
    mutationFn: updateCertificate,
    onSuccess: (certificate) => queryClient.setQueryData(CERTIFICATE_QUERY_KEY, certificate),
  });
}

/** DELETE /api/course/certificate: its verify link answers "not found" from then on. */
export function withdrawCertificate(): Promise<SuccessReply> {
  return callRoute('course/withdraw-certificate', { schema: successReplySchema });
}

export function useWithdrawCertificate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['withdraw-certificate'],
    mutationFn: withdrawCertificate,
    // Not refetched: reading it again would issue a new one, which she asks for herself.
    onSuccess: () => queryClient.removeQueries({ queryKey: CERTIFICATE_QUERY_KEY }),
  });
}
