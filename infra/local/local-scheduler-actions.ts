import { formValues, utcToZonedTime, validateBooking } from './local-scheduler-form';
import type { BookingRequest, FormValues, SchedulerMentor } from './local-scheduler-form';
import { renderBookingForm, renderRescheduleForm } from './local-scheduler-form-page';
import { renderBooked, renderCancelForm, renderCancelled, renderClosed, renderFailure, renderRescheduled } from './local-scheduler-pages';
import { buildInviteeCanceled, buildInviteeCreated, deliverToWebhook, inviteeIdOf, trackingOf } from './local-scheduler-payloads';
import type { Delivery } from './local-scheduler-payloads';
import type { InviteeStore, StoredInvitee } from './local-scheduler-store';

// What the local scheduler does, as Calendly does: book, cancel and reschedule an invitee, each
// sending Calendly's webhook bodies to the site. Like Calendly it enforces no notice period: the
// site applies HerWay's 24-hour policy when the cancellation arrives.

export interface SchedulerContext {
  siteUrl: string;
  appUrl: string;
  signingKey: string;
  now: () => Date;
  store: InviteeStore;
  /** The mentors to book with: the site's active ones. */
  mentors: () => Promise<readonly SchedulerMentor[]>;
}

export interface Reply {
  status: number;
  html: string;
}

const refused = (what: string, delivery: Delivery) => `${what} was not accepted (webhook answered ${delivery.status}: ${delivery.message}).`;

const deliver = (context: SchedulerContext, body: unknown) => deliverToWebhook(context.siteUrl, context.signingKey, body);

function newInvitee(context: SchedulerContext, request: BookingRequest, oldInvitee?: string): StoredInvitee {
  const created = buildInviteeCreated(request, { now: context.now(), siteUrl: context.siteUrl, ...(oldInvitee ? { oldInvitee } : {}) });
  return { id: inviteeIdOf(created), mentorId: request.mentor.id, status: 'active', created };
}

/** What the page of a booking no longer active shows: it sends nothing. */
function closed(context: SchedulerContext, invitee: StoredInvitee, status: number): Reply {
  const replacement = invitee.rescheduledTo ? context.store.get(invitee.rescheduledTo) : undefined;
  return { status, html: renderClosed(invitee, replacement, context.appUrl) };
}

/** POST of the booking form: sends invitee.created and keeps the invitee for its links. */
export async function book(context: SchedulerContext, params: URLSearchParams): Promise<Reply> {
  const values = formValues(params, context.now());
  const mentors = await context.mentors();
  const checked = validateBooking(values, params, mentors);
  if ('errors' in checked) return { status: 400, html: renderBookingForm(values, mentors, { errors: checked.errors }) };
  const invitee = newInvitee(context, checked.request);
  const delivery = await deliver(context, invitee.created);
  if (delivery.status !== 200) return { status: 502, html: renderBookingForm(values, mentors, { problem: refused('The booking', delivery) }) };
  context.store.save(invitee);
  return { status: 200, html: renderBooked(invitee, context.appUrl) };
}

export function showCancel(context: SchedulerContext, invitee: StoredInvitee): Reply {
  return invitee.status === 'active' ? { status: 200, html: renderCancelForm(invitee) } : closed(context, invitee, 200);
}

/** POST of the cancel page: sends invitee.canceled, cancelled by her. */
export async function cancel(context: SchedulerContext, invitee: StoredInvitee, params: URLSearchParams): Promise<Reply> {
  if (invitee.status !== 'active') return closed(context, invitee, 409);
  const reason = params.get('reason')?.trim().slice(0, 500) || null;
  // Marked first, so a second click sends nothing; put back when the webhook refuses.
  context.store.save({ ...invitee, status: 'cancelled' });
  const delivery = await deliver(context, buildInviteeCanceled(invitee.created, { now: context.now(), reason }));
  if (delivery.status !== 200) {
    context.store.save(invitee);
    return { status: 502, html: renderCancelForm(invitee, refused('The cancellation', delivery)) };
  }
  return { status: 200, html: renderCancelled(invitee, context.appUrl) };
}

/** The reschedule form's values: the booking as it is, in her time zone. */
function currentValues(invitee: StoredInvitee): FormValues {
  const { payload } = invitee.created;
  const timeZone = payload.timezone ?? 'UTC';
  const { date, time } = utcToZonedTime(new Date(payload.scheduled_event.start_time), timeZone);
  return { mentor: invitee.mentorId, date, time, timeZone, name: payload.name ?? '', email: payload.email, tracking: trackingOf(invitee.created) };
}

export function showReschedule(context: SchedulerContext, invitee: StoredInvitee): Reply {
  return invitee.status === 'active' ? { status: 200, html: renderRescheduleForm(invitee, currentValues(invitee)) } : closed(context, invitee, 200);
}

/**
 * POST of the reschedule page, as Calendly reschedules: the old invitee is cancelled with
 * `rescheduled: true` and `new_invitee`, then a new invitee is created with `old_invitee`, the
 * same mentor and the same tracking.
 */
export async function reschedule(context: SchedulerContext, invitee: StoredInvitee, params: URLSearchParams): Promise<Reply> {
  if (invitee.status !== 'active') return closed(context, invitee, 409);
  const values: FormValues = { ...formValues(params, context.now()), mentor: invitee.mentorId, tracking: trackingOf(invitee.created) };
  const checked = validateBooking(values, params, await context.mentors());
  if ('errors' in checked) return { status: 400, html: renderRescheduleForm(invitee, values, { errors: checked.errors }) };
  const replacement = newInvitee(context, checked.request, invitee.created.payload.uri);
  context.store.save({ ...invitee, status: 'rescheduled', rescheduledTo: replacement.id });
  const canceled = buildInviteeCanceled(invitee.created, { now: context.now(), reason: null, newInvitee: replacement.created.payload.uri });
  const cancelDelivery = await deliver(context, canceled);
  if (cancelDelivery.status !== 200) {
    context.store.save(invitee);
    return { status: 502, html: renderRescheduleForm(invitee, values, { problem: refused('The reschedule', cancelDelivery) }) };
  }
  context.store.save(replacement);
  const createDelivery = await deliver(context, replacement.created);
  if (createDelivery.status !== 200) {
    return {
      status: 502,
      html: renderFailure('Reschedule incomplete', `Your old time is released, but ${refused('the new time', createDelivery)}`, context.appUrl),
    };
  }
  return { status: 200, html: renderRescheduled(replacement, context.appUrl) };
}
