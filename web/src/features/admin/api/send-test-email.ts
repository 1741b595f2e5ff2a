import { mutationOptions, useMutation } from '@tanstack/react-query';
import { testEmailReplySchema, type TestEmailReply } from '@herway/shared/contracts/admin';
import { toast } from '@/components/ui/toast/use-toast';
import { callRoute } from '@/lib/api-client';

/** POST /api/test-email: sends a test e-mail to the signed-in admin's own address. */
export function sendTestEmail(): Promise<TestEmailReply> {
  return callRoute('admin/admin/send-test-email', { schema: testEmailReplySchema });
}

export const sendTestEmailMutationOptions = () => mutationOptions({ mutationKey: ['test-email'], mutationFn: sendTestEmail });

/** 'Test Email': 'Test Email Sent' with the server's message, or 'Email Test Failed'. */
export function useSendTestEmail() {
  return useMutation({
    ...sendTestEmailMutationOptions(),
    onSuccess: (reply) => toast({ title: 'Test Email Sent', description: reply.message }),
    onError: () => toast({ title: 'Email Test Failed', description: 'Failed to send test email', variant: 'destructive' }),
  });
}
