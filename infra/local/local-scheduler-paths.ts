// Where the local scheduler's pages live on the local gateway (docs/architecture.md#the-local-stack): the booking form, and
// per invitee the pages Calendly links from its payloads (cancel_url, reschedule_url, join_url).

export const LOCAL_SCHEDULER_PATH = '/local/scheduler';

export type InviteePage = 'cancellations' | 'reschedulings' | 'calls';

/** The path of one invitee's page, e.g. `/local/scheduler/cancellations/<uuid>`. */
export function inviteePath(page: InviteePage, inviteeId: string): string {
  return `${LOCAL_SCHEDULER_PATH}/${page}/${inviteeId}`;
}

/** The absolute link Calendly would put in a payload for that page, on the site's origin. */
export function inviteeLink(siteUrl: string, page: InviteePage, inviteeId: string): string {
  return `${siteUrl.replace(/\/$/, '')}${inviteePath(page, inviteeId)}`;
}
