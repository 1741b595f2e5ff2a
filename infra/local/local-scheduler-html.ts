import type { InviteeCreatedWebhook } from '@herway/events/calendly';
import { formatWhen } from './local-scheduler-form';

// The local scheduler's page shell (local-scheduler.ts): its style, the note that it is local,
// and the small HTML helpers its pages share.

export const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char] as string);

const STYLE = `
  :root { color-scheme: light; --ink: #1f1630; --muted: #5b5168; --brand: #6d28d9; --brand-dark: #5b21b6; --line: #d9d3e3; --bg: #f7f5fb; --error: #b42318; }
  * { box-sizing: border-box; }
  body { margin: 0; font: 16px/1.5 system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; color: var(--ink); background: var(--bg); }
  .local-note { margin: 0; padding: .5rem 1rem; background: #fff7d6; color: #5c4400; text-align: center; font-size: .875rem; }
  main { max-width: 34rem; margin: 2rem auto; padding: 0 1rem; }
  .card { background: #fff; border: 1px solid var(--line); border-radius: 12px; padding: 1.5rem; box-shadow: 0 1px 3px rgba(31, 22, 48, .08); }
  h1 { font-size: 1.5rem; line-height: 1.25; margin: 0 0 .25rem; }
  h2 { font-size: 1.125rem; margin: 1.5rem 0 .5rem; }
  .lead { color: var(--muted); margin: 0 0 1.25rem; }
  dl { display: grid; grid-template-columns: max-content 1fr; gap: .25rem 1rem; margin: 0 0 1.25rem; }
  dt { color: var(--muted); }
  dd { margin: 0; font-weight: 600; }
  fieldset { border: 0; padding: 0; margin: 0 0 1rem; }
  legend { font-weight: 600; margin-bottom: .5rem; padding: 0; }
  .field { margin-bottom: 1rem; }
  .row { display: grid; grid-template-columns: 1fr 1fr; gap: 1rem; }
  label { display: block; font-weight: 600; margin-bottom: .25rem; }
  .hint { display: block; color: var(--muted); font-size: .875rem; margin: -.5rem 0 1rem; }
  .small { color: var(--muted); font-size: .875rem; }
  input, select, textarea { width: 100%; font: inherit; color: inherit; padding: .5rem .625rem; border: 1px solid #8d82a0; border-radius: 8px; background: #fff; }
  input[aria-invalid="true"], select[aria-invalid="true"] { border-color: var(--error); }
  .error { display: block; color: var(--error); font-size: .875rem; margin-top: .25rem; }
  .alert { border: 1px solid var(--error); background: #fef3f2; color: var(--error); border-radius: 8px; padding: .75rem 1rem; margin-bottom: 1rem; }
  .success { border: 1px solid #067647; background: #ecfdf3; color: #05603a; border-radius: 8px; padding: .75rem 1rem; margin-bottom: 1rem; }
  button, .button { display: inline-block; font: inherit; font-weight: 600; border: 0; border-radius: 8px; padding: .625rem 1.25rem; background: var(--brand); color: #fff; cursor: pointer; text-decoration: none; }
  button:hover, .button:hover { background: var(--brand-dark); }
  button.secondary { background: #fff; color: var(--error); border: 1px solid var(--error); }
  :focus-visible { outline: 3px solid #f59e0b; outline-offset: 2px; }
  a { color: var(--brand-dark); }
  .actions { display: flex; flex-wrap: wrap; gap: .75rem; align-items: center; }
`;

/** A whole page: the title, the local note, and the content in a card. */
export function page(title: string, content: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)} | HerWay local scheduler</title>
<style>${STYLE}</style>
</head>
<body>
<p class="local-note">Local scheduler: stands in for Calendly on this machine. Nothing is sent to Calendly.</p>
<main>
<div class="card">
${content}
</div>
</main>
</body>
</html>`;
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
