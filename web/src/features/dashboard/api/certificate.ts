import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { certificateReplySchema, type CertificateReply, type UpdateCertificateBody } from '@herway/shared/contracts/certificate';
import { successReplySchema, type SuccessReply } from '@herway/shared/contracts/common';
import type { DashboardReply } from '@herway/shared/contracts/dashboard';
import { callRoute } from '@/lib/api-client';
import { DASHBOARD_QUERY_KEY } from '@/lib/query-keys';

// Her course certificate on the dashboard (docs/course-player.md#certificate).

/** GET /api/course/certificate (athlete): her certificate, issued on the first call once she completed the course (so only read when she asks for it). */
export function getCertificate({ signal }: { signal?: AbortSignal } = {}): Promise<CertificateReply> {
  return callRoute('course/get-certificate', { schema: certificateReplySchema, signal });
}

/**
 * Her certificate lives in her dashboard's answer (`certificate`), the one copy every page reads:
 * each change she makes here is written into it, so coming back to the dashboard, or the dashboard
 * read again, never shows one she withdrew or settings she changed.
 */
function keepInDashboard(queryClient: QueryClient, certificate: CertificateReply | undefined): void {
  queryClient.setQueryData<DashboardReply>(DASHBOARD_QUERY_KEY, (dashboard) => {
    if (!dashboard) return dashboard;
    const { certificate: _previous, ...rest } = dashboard;
    return certificate ? { ...rest, certificate } : rest;
  });
}

/** Issues her certificate when she asks for it (reading it the first time issues it); not complete yet (409) is an answer. */
export function useIssueCertificate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['issue-certificate'],
    mutationFn: () => getCertificate(),
    onSuccess: (certificate) => keepInDashboard(queryClient, certificate),
  });
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
    onSuccess: (certificate) => keepInDashboard(queryClient, certificate),
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
    // Not read again: reading it would issue a new one, which she asks for herself.
    onSuccess: () => keepInDashboard(queryClient, undefined),
  });
}
