import { START_TIMES, TIME_ZONES, UTM_FIELDS } from './local-scheduler-form';
import type { FormErrors, FormValues, SchedulerMentor } from './local-scheduler-form';
import { details, escapeHtml, options, page, sessionRows } from './local-scheduler-html';
import { inviteePath, LOCAL_SCHEDULER_PATH } from './local-scheduler-paths';
import type { StoredInvitee } from './local-scheduler-store';

// The local scheduler's forms: booking a session (from the dashboard's link), and rescheduling
// one (its reschedule_url), which keeps the mentor and shows the current time.

export interface FormState {
  errors?: FormErrors;
  /** A problem with the whole form, such as the webhook refusing it. */
  problem?: string;
}

function fieldError(id: string, errors: FormErrors, field: keyof FormErrors): { attributes: string; message: string } {
  const message = errors[field];
  if (!message) return { attributes: '', message: '' };
  return { attributes: ` aria-invalid="true" aria-describedby="${id}-error"`, message: `<span class="error" id="${id}-error">${escapeHtml(message)}</span>` };
}

function timeLabel(value: string): string {
  const [hour = 0, minute = 0] = value.split(':').map(Number);
  return `${((hour + 11) % 12) + 1}:${String(minute).padStart(2, '0')} ${hour < 12 ? 'AM' : 'PM'}`;
}

function summary({ errors = {}, problem }: FormState): string {
  if (problem) return `<div class="alert" role="alert">${escapeHtml(problem)}</div>`;
  const list = Object.values(errors);
  return list.length > 0 ? `<div class="alert" role="alert"><strong>Please check the form:</strong> ${list.map(escapeHtml).join(' ')}</div>` : '';
}

function mentorSelect(values: FormValues, errors: FormErrors, mentors: readonly SchedulerMentor[]): string {
  const field = fieldError('mentor', errors, 'mentor');
  return `<div class="field">
  <label for="mentor">Mentor</label>
  <select id="mentor" name="mentor" required${field.attributes}>
    ${options([{ value: '', label: 'Choose a mentor' }, ...mentors.map((m) => ({ value: m.id, label: `${m.name} (${m.sessionMinutes} minutes)` }))], values.mentor)}
  </select>
  ${field.message}
</div>`;
}

function whenFields(values: FormValues, errors: FormErrors): string {
  const dateField = fieldError('date', errors, 'date');
  const timeField = fieldError('time', errors, 'time');
  const zoneField = fieldError('timezone', errors, 'timeZone');
  return `<fieldset>
  <legend>When</legend>
  <div class="row">
    <div class="field">
      <label for="date">Date</label>
      <input id="date" name="date" type="date" required value="${escapeHtml(values.date)}"${dateField.attributes || ' aria-describedby="date-hint"'}>
      ${dateField.message}
    </div>
    <div class="field">
      <label for="time">Start time</label>
      <select id="time" name="time" required${timeField.attributes}>
        ${options(
          START_TIMES.map((value) => ({ value, label: timeLabel(value) })),
          values.time,
        )}
      </select>
      ${timeField.message}
    </div>
  </div>
  <p class="hint" id="date-hint">Past dates are allowed here, so a finished session can be tried locally.</p>
  <div class="field">
    <label for="timezone">Time zone</label>
    <select id="timezone" name="timezone" required${zoneField.attributes}>
      ${options(
        TIME_ZONES.map((zone) => ({ value: zone.id, label: zone.label })),
        values.timeZone,
      )}
    </select>
    ${zoneField.message}
  </div>
</fieldset>`;
}

function detailFields(values: FormValues, errors: FormErrors): string {
  const nameField = fieldError('name', errors, 'name');
  const emailField = fieldError('email', errors, 'email');
  return `<fieldset>
  <legend>Your details</legend>
  <div class="field">
    <label for="name">Name</label>
    <input id="name" name="name" type="text" autocomplete="name" required maxlength="200" value="${escapeHtml(values.name)}"${nameField.attributes}>
    ${nameField.message}
  </div>
  <div class="field">
    <label for="email">Email</label>
    <input id="email" name="email" type="email" autocomplete="email" required maxlength="254" value="${escapeHtml(values.email)}"${emailField.attributes}>
    ${emailField.message}
  </div>
</fieldset>`;
}

/** The booking form (GET, or a POST with mistakes); the link's UTM fields ride along hidden. */
export function renderBookingForm(values: FormValues, mentors: readonly SchedulerMentor[], state: FormState = {}): string {
  const mentor = mentors.find((candidate) => candidate.id === values.mentor);
  const heading = mentor ? `Book a ${mentor.sessionMinutes}-minute session with ${mentor.name}` : 'Book a mentorship session';
  const errors = state.errors ?? {};
  const hidden = UTM_FIELDS.filter((field) => values.tracking[field])
    .map((field) => `<input type="hidden" name="${field}" value="${escapeHtml(values.tracking[field] as string)}">`)
    .join('\n');
  return page(
    'Book a session',
    `<h1>${escapeHtml(heading)}</h1>
<p class="lead">${mentor ? `${escapeHtml(mentor.sport)} · ${escapeHtml(mentor.school)} · ${mentor.sessionMinutes} minutes` : 'Choose your mentor, a date and a time.'}</p>
${summary(state)}
<form method="post" action="${LOCAL_SCHEDULER_PATH}" novalidate>
${hidden}
${mentorSelect(values, errors, mentors)}
${whenFields(values, errors)}
${detailFields(values, errors)}
<div class="actions"><button type="submit">Schedule Event</button></div>
</form>`,
  );
}

/** The reschedule form of a booking: same mentor and tracking, a new time (GET, or a POST with mistakes). */
export function renderRescheduleForm(invitee: StoredInvitee, values: FormValues, state: FormState = {}): string {
  const [mentorRow, whenRow] = sessionRows(invitee.created);
  const errors = state.errors ?? {};
  return page(
    'Reschedule your session',
    `<h1>Reschedule your session with ${escapeHtml(mentorRow?.[1] ?? 'your mentor')}</h1>
<p class="lead">Choose a new time. Your current booking is replaced when you confirm.</p>
${details([['Current time', whenRow?.[1] ?? '']])}
${summary(state)}
<form method="post" action="${inviteePath('reschedulings', invitee.id)}" novalidate>
${whenFields(values, errors)}
${detailFields(values, errors)}
<div class="actions"><button type="submit">Reschedule Event</button></div>
</form>`,
  );
}
