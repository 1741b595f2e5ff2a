import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { adminMentorReplySchema, adminMentorsReplySchema, mentorPhotoUrlReplySchema } from '@herway/shared/contracts/mentors';
import type { AdminMentorReply, MentorPhotoUrlReply } from '@herway/shared/contracts/mentors';
import { MENTORS_QUERY_KEY } from '@/lib/query-keys';
import { ApiError, callRoute } from '@/lib/api-client';
import { ADMIN_MENTORS_QUERY_KEY } from '@/lib/query-keys';

/** GET /api/admin/mentors: every mentor, on the site or not, in the founders' order. */
export const useAdminMentors = () =>
  useQuery({
    queryKey: ADMIN_MENTORS_QUERY_KEY,
    queryFn: ({ signal }) => callRoute('bookings/admin/list-mentors', { schema: adminMentorsReplySchema, signal }),
  });

const createMentor = (body: unknown): Promise<AdminMentorReply> => callRoute('bookings/admin/create-mentor', { body, schema: adminMentorReplySchema });

const updateMentor = ({ id, changes }: { id: string; changes: Record<string, unknown> }): Promise<AdminMentorReply> =>
  callRoute('bookings/admin/update-mentor', { path: { id }, body: changes, schema: adminMentorReplySchema });

/** Her photo: an upload link, the file PUT to it as is, then the key set on her card. */
async function uploadMentorPhoto({ id, file }: { id: string; file: File }): Promise<AdminMentorReply> {
  const signed: MentorPhotoUrlReply = await callRoute('bookings/admin/create-mentor-photo-url', {
    path: { id },
    body: { contentType: file.type, fileSize: file.size },
    schema: mentorPhotoUrlReplySchema,
  });
  const put = await fetch(signed.uploadUrl, { method: 'PUT', headers: { ...signed.uploadHeaders, 'Content-Type': file.type }, body: file });
  if (!put.ok) throw new ApiError(put.status, 'The photo did not upload. Please try again.', null);
  return updateMentor({ id, changes: { photoKey: signed.photoKey } });
}

/** Every change refreshes the admin's list and the site's mentors. */
function useMentorMutation<T>(mutationFn: (input: T) => Promise<AdminMentorReply>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () =>
      Promise.all([queryClient.invalidateQueries({ queryKey: ADMIN_MENTORS_QUERY_KEY }), queryClient.invalidateQueries({ queryKey: MENTORS_QUERY_KEY })]),
  });
}

export const useCreateMentor = () => useMentorMutation(createMentor);
export const useUpdateMentor = () => useMentorMutation(updateMentor);
export const useUploadMentorPhoto = () => useMentorMutation(uploadMentorPhoto);
