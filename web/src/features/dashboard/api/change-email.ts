import { useMutation, useQueryClient } from '@tanstack/react-query';
import { changeEmailReplySchema, type ChangeEmailReply } from '@herway/shared/contracts/mail';
import type { changeEmailBodySchema } from '@herway/shared/contracts/mail';
import type * as z from '@herway/shared/zod';
import { toast } from '@/components/ui/toast/use-toast';
import { HANDLES_UNAUTHORIZED } from '@/features/auth/lib/session-expiry';
import { callRoute } from '@/lib/api-client';
import { CURRENT_USER_QUERY_KEY, DASHBOARD_QUERY_KEY } from '@/lib/query-keys';

export type ChangeEmailData = z.output<typeof changeEmailBodySchema>;

/** PUT /api/account/email with her password: her address changed, or the same one confirmed; HerWay mails it again (docs/email.md). */
export function changeEmail(data: ChangeEmailData): Promise<ChangeEmailReply> {
  return callRoute('accounts/change-email', { body: data, schema: changeEmailReplySchema });
}

/**
 * Her address, changed or confirmed: a toast says where HerWay will write, then her dashboard (whose
 * notice then goes) and the signed-in user are read again. Failures are the form's to show.
 */
export function useChangeEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['change-email'],
    mutationFn: changeEmail,
    // Its 401 means a wrong password, shown on the form: not an expired session.
    meta: { [HANDLES_UNAUTHORIZED]: true },
    onSuccess: async (reply) => {
      toast({ title: 'E-mail address saved', description: reply.message });
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: DASHBOARD_QUERY_KEY }),
        queryClient.invalidateQueries({ queryKey: CURRENT_USER_QUERY_KEY }),
      ]);
    },
  });
}
