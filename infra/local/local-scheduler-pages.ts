import { details, escapeHtml, links, page, sessionRows } from './local-scheduler-html';
import { inviteePath, LOCAL_SCHEDULER_PATH } from './local-scheduler-paths';
import type { StoredInvitee } from './local-scheduler-store';

// The local scheduler's pages after a booking: the confirmation, the cancel page (its
// cancel_url), what a cancellation or reschedule shows, and the video-call stand-in (join_url).

const sessionsLink = (appUrl: string): [string, string] => ['Go to your sessions', `${appUrl.replace(/\/$/, '')}/sessions`];

/** Links to a booking's own cancel and reschedule pages, as Calendly's confirmation has. */
function changeLinks(invitee: StoredInvitee, appUrl: string): string {
  return links([
    sessionsLink(appUrl),
    ['Reschedule', invitee.created.payload.reschedule_url ?? inviteePath('reschedulings', invitee.id)],
    ['Cancel', invitee.created.payload.cancel_url ?? inviteePath('cancellations', invitee.id)],
  ]);
}

function mentorOf(invitee: StoredInvitee): string {
  return invitee.created.payload.scheduled_event.event_memberships[0]?.user_name ?? 'your mentor';
}

/** "You're scheduled": the booking, with its cancel and reschedule links. */
export function renderBooked(invitee: StoredInvitee, appUrl: string): string {
  return page(
    'Session scheduled',
    `<h1>You're scheduled</h1>
<div class="success" role="status">Your session with ${escapeHtml(mentorOf(invitee))} is booked. It appears on your sessions page in a moment.</div>
${details([...sessionRows(invitee.created), ['Invitee', invitee.created.payload.name ?? invitee.created.payload.email]])}
${changeLinks(invitee, appUrl)}`,
  );
}

/** "You're rescheduled": the new booking, with its own cancel and reschedule links. */
export function renderRescheduled(invitee: StoredInvitee, appUrl: string): string {
  return page(
    'Session rescheduled',
    `<h1>You're rescheduled</h1>
<div class="success" role="status">Your session with ${escapeHtml(mentorOf(invitee))} is moved to the new time. Your sessions page shows it in a moment.</div>
${details(sessionRows(invitee.created))}
${changeLinks(invitee, appUrl)}`,
  );
}

/** The cancel page of an active booking (its cancel_url). */
export function renderCancelForm(invitee: StoredInvitee, problem?: string): string {
  return page(
    'Cancel your session',
    `<h1>Cancel your session</h1>
<p class="lead">Cancel this session with ${escapeHtml(mentorOf(invitee))}?</p>
${details(sessionRows(invitee.created))}
${problem ? `<div class="alert" role="alert">${escapeHtml(problem)}</div>` : ''}
<form method="post" action="${inviteePath('cancellations', invitee.id)}">
<div class="field">
  <label for="reason">Reason for canceling (optional)</label>
  <textarea id="reason" name="reason" rows="3" maxlength="500"></textarea>
</div>
<p class="small">HerWay's 24-hour policy applies: a session cancelled with less than 24 hours' notice counts as used.</p>
<div class="actions"><button type="submit" class="secondary">Cancel session</button> <a href="${inviteePath('reschedulings', invitee.id)}">Reschedule instead</a></div>
</form>`,
  );
}

/** "Session cancelled": what a cancellation shows. */
export function renderCancelled(invitee: StoredInvitee, appUrl: string): string {
  const when = sessionRows(invitee.created)[1]?.[1] ?? '';
  return page(
    'Session cancelled',
    `<h1>Session cancelled</h1>
<div class="success" role="status">Your session with ${escapeHtml(mentorOf(invitee))} on ${escapeHtml(when)} is cancelled. Your sessions page shows it in a moment.</div>
${links([sessionsLink(appUrl)])}`,
  );
}

/**
 * What the cancel or reschedule page of a booking no longer active says: already cancelled, or
 * rescheduled (then with the links of the booking that replaced it). Nothing is sent.
 */
export function renderClosed(invitee: StoredInvitee, replacement: StoredInvitee | undefined, appUrl: string): string {
  if (invitee.status === 'rescheduled' && replacement) {
    const when = sessionRows(replacement.created)[1]?.[1] ?? '';
    return page(
      'Session already rescheduled',
      `<h1>Session already rescheduled</h1>
<div class="alert" role="alert">This booking was already rescheduled to ${escapeHtml(when)}. Use the new booking's links to change it.</div>
${changeLinks(replacement, appUrl)}`,
    );
  }
  return page(
    'Session already cancelled',
    `<h1>Session already cancelled</h1>
<div class="alert" role="alert">This session with ${escapeHtml(mentorOf(invitee))} was already cancelled. To meet again, book a new session from your sessions page.</div>
${links([sessionsLink(appUrl)])}`,
  );
}

/** Something went wrong; the message says what. */
export function renderFailure(title: string, message: string, appUrl: string): string {
  return page(
    title,
    `<h1>${escapeHtml(title)}</h1>
<div class="alert" role="alert">${escapeHtml(message)}</div>
${links([sessionsLink(appUrl), ['Back to the scheduler', LOCAL_SCHEDULER_PATH]])}`,
  );
}

/** A link that names no booking of this scheduler. */
export function renderNotFound(appUrl: string): string {
  return renderFailure('Booking not found', 'This link does not name a booking made with the local scheduler.', appUrl);
}

/** The join_url of a booking: on Calendly it opens the mentor's video call; locally there is none. */
export function renderCall(invitee: StoredInvitee): string {
  const message =
    invitee.status === 'active'
      ? 'With Calendly, this link opens the video call of your session. On this machine there is no call.'
      : 'This session was cancelled or rescheduled, so this call link no longer opens a call.';
  return page(
    'Video call',
    `<h1>Video call (local stand-in)</h1>
<p class="lead">${message}</p>
${details(sessionRows(invitee.created))}`,
  );
}
