import { mutationOptions, useMutation } from '@tanstack/react-query';
import { contactReplySchema, type ContactReply, type ContactSubmission } from '@herway/shared/contracts/contact';
import { toast } from '@/components/ui/toast/use-toast';
import { trackEvent } from '@/lib/analytics';
import { callRoute, getErrorMessage } from '@/lib/api-client';

/** POST /api/contact with the validated form (the hidden `website` honeypot included). */
export function submitContact(data: ContactSubmission): Promise<ContactReply> {
  return callRoute('contact/submit-contact', { body: data, schema: contactReplySchema });
}

export const submitContactMutationOptions = () => mutationOptions({ mutationKey: ['submit-contact'], mutationFn: submitContact });

export type UseSubmitContactOptions = {
  /** After the success toast, e.g. to reset the form. */
  onSuccess?: (reply: ContactReply, data: ContactSubmission) => void;
  /** After the error toast, e.g. to show the server's field errors. */
  onError?: (error: Error, data: ContactSubmission) => void;
};

/**
 * Sends a contact message. Success toasts 'Message sent successfully!', failure a
 * destructive 'Error sending message' with the server's message. A lead event with the
 * interest type only (never names, e-mail addresses or the message).
 */
export function useSubmitContact({ onSuccess, onError }: UseSubmitContactOptions = {}) {
  return useMutation({
    ...submitContactMutationOptions(),
    onSuccess: (reply, data) => {
      trackEvent('generate_lead', { interest_type: data.interestType });
      toast({ title: 'Message sent successfully!', description: "We'll get back to you within 24 hours." });
      onSuccess?.(reply, data);
    },
    onError: (error, data) => {
      toast({ title: 'Error sending message', description: getErrorMessage(error), variant: 'destructive' });
      onError?.(error, data);
    },
  });
}
