import { readFileSync } from 'node:fs';
import type { InviteeCreatedWebhook } from '@herway/events/calendly';
import { formatWhen } from './local-scheduler-form';

// The local scheduler's page shell (its template is local-scheduler-page.html: the style and the
// note that it is local) and the small HTML helpers its pages share.

export const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char] as string);

/** The page shell (local-scheduler-page.html): `{{title}}` and `{{content}}` are filled in. */
const SHELL = readFileSync(new URL('./local-scheduler-page.html', import.meta.url), 'utf8');

/** A whole page: the title, the local note, and the content in a card. */
export function page(title: string, content: string): string {
  const parts: Record<string, string> = { title: escapeHtml(title), content };
  return SHELL.replace(/\{\{(title|content)\}\}/g, (_, name: string) => parts[name] ?? '');
}

/** A list of label and value pairs (the session's mentor, time, length). */
export function details(rows: readonly (readonly [string, string])[]): string {
  return `<dl>
${rows.map(([label, value]) => `  <dt>${escapeHtml(label)}</dt><dd>${escapeHtml(value)}</dd>`).join('\n')}
</dl>`;
}

/** A row of links; the first is the main action, shown as a button. */
export function links(list: readonly (readonly [string, string])[]): string {
  return `<div class="actions">${list.map(([label, href], index) => `<a${index === 0 ? ' class="button"' : ''} href="${escapeHtml(href)}">${escapeHtml(label)}</a>`).join(' ')}</div>`;
}

export function options(list: readonly { value: string; label: string }[], selected: string): string {
  return list.map(({ value, label }) => `<option value="${escapeHtml(value)}"${value === selected ? ' selected' : ''}>${escapeHtml(label)}</option>`).join('');
}

/** The session a booking is for, as her pages describe it: mentor, when (in her zone), length. */
export function sessionRows(created: InviteeCreatedWebhook): [string, string][] {
  const event = created.payload.scheduled_event;
  const start = new Date(event.start_time);
  const minutes = Math.round((new Date(event.end_time).getTime() - start.getTime()) / 60_000);
  return [
    ['Mentor', event.event_memberships[0]?.user_name ?? 'Your mentor'],
    ['When', formatWhen(start, created.payload.timezone ?? 'UTC')],
    ['Length', `${minutes} minutes`],
  ];
}
