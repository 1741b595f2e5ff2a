import { useQuery } from '@tanstack/react-query';
import * as z from '@herway/shared/zod';
import { bookingLinkSchema, type BookingLink } from '@herway/shared/contracts/dashboard';
import { callRoute } from '@/lib/api-client';
import { BOOKING_LINKS_QUERY_KEY } from '@/lib/query-keys';

const bookingLinksReplySchema = z.object({ bookingLinks: z.array(bookingLinkSchema) });

/** Her booking links (her id in the UTM fields), from GET /api/dashboard. */
export async function getBookingLinks({ signal }: { signal?: AbortSignal } = {}): Promise<BookingLink[]> {
  const reply = await callRoute('dashboard/get-dashboard', { schema: bookingLinksReplySchema, signal });
  return reply.bookingLinks;
}

/**
 * The booking links for the success page, only for a signed-in athlete. Kept under a key of its
 * own: the dashboard's cache entry holds the whole reply, and this one only a part of it.
 */
export function useBookingLinks(enabled: boolean) {
  return useQuery({
    queryKey: BOOKING_LINKS_QUERY_KEY,
    queryFn: ({ signal }) => getBookingLinks({ signal }),
    enabled,
    staleTime: 5 * 60_000,
    retry: false,
  });
}
