import { useMutation, useQueryClient } from '@tanstack/react-query';
import { updateContactReplySchema } from '@herway/shared/contracts/admin';
import type { UpdateContactReply } from '@herway/shared/contracts/admin';
import type { UpdateContactBody } from '@herway/shared/contracts/leads';
import { callRoute } from '@/lib/api-client';
import { CONTACTS_LIST_PATH } from '@/lib/query-keys';

/** PATCH /api/contacts/{id}: the lead's status and/or notes (audited on the server). */
export function updateContact({ contactId, body }: { contactId: string; body: UpdateContactBody }): Promise<UpdateContactReply> {
  return callRoute('contact/admin/update-contact', { path: { id: contactId }, body, schema: updateContactReplySchema });
}

/** Saves a lead, then reloads every contacts list (all, and each status): the lead may change lists. */
export function useUpdateContact() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateContact,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [CONTACTS_LIST_PATH] }),
  });
}
