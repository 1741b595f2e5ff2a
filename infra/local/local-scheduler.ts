import type { IncomingMessage, ServerResponse } from 'node:http';
import type { LocalPage } from './gateway';
import { book, cancel, reschedule, showCancel, showReschedule } from './local-scheduler-actions';
import type { Reply, SchedulerContext } from './local-scheduler-actions';
import { formValues } from './local-scheduler-form';
import type { SchedulerMentor } from './local-scheduler-form';
import { renderBookingForm } from './local-scheduler-form-page';
import { renderCall, renderFailure, renderNotFound } from './local-scheduler-pages';
import { LOCAL_SCHEDULER_PATH } from './local-scheduler-paths';
import { InviteeStore } from './local-scheduler-store';
import { readLimitedBody } from './request-body';

// The local scheduler (docs/architecture.md#the-local-stack): Calendly has no offline emulator,
// so on the local stack the dashboard's booking links open this page instead. It behaves like
// Calendly from the outside: it builds real `invitee.created` / `invitee.canceled` payloads (the
// shape of events/src/fixtures/calendly) with the link's UTM fields, signs them with the local
// signing key exactly as Calendly signs, and POSTs them to the site's own /api/webhooks/calendly.
// It keeps the invitees it created, so their cancel_url and reschedule_url open its own cancel
// and reschedule pages, as Calendly's do. Local only: never in the route table.

export { LOCAL_SCHEDULER_PATH };

export interface LocalSchedulerOptions {
  /** Where the API runs: deliveries go to `${siteUrl}/api/webhooks/calendly`; the payloads' links point here too. */
  siteUrl: string;
  /** Where the web app runs (the link back to /sessions); defaults to siteUrl. */
  appUrl?: string;
  /** The local Calendly signing key the webhook verifies with. */
  signingKey: string;
  /** Where the invitees it created are kept, so their links work after a restart. */
  dataDir: string;
  /** The mentors it books with: on the stack, the site's active mentors (mentor-directory.ts). */
  mentors: () => Promise<readonly SchedulerMentor[]>;
  now?: () => Date;
}

const MAX_FORM_BYTES = 64 * 1024;
const INVITEE_PAGE = /^\/(cancellations|reschedulings|calls)\/([0-9a-f-]{36})$/;

const PAGE_HEADERS = {
  'Content-Type': 'text/html; charset=utf-8',
  'Cache-Control': 'no-store',
  'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; base-uri 'none'; frame-ancestors 'none'",
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'no-referrer',
};

async function readForm(req: IncomingMessage): Promise<URLSearchParams | 'too-large'> {
  const body = await readLimitedBody(req, MAX_FORM_BYTES);
  return body === 'too-large' ? body : new URLSearchParams(body.toString('utf8'));
}

async function withForm(context: SchedulerContext, req: IncomingMessage, act: (params: URLSearchParams) => Promise<Reply>): Promise<Reply> {
  const params = await readForm(req);
  return params === 'too-large' ? { status: 413, html: renderFailure('Form too large', 'The form was too large to read.', context.appUrl) } : act(params);
}

/** The reply to a GET or POST: the booking form at the root, else the page of one invitee. */
async function answer(context: SchedulerContext, req: IncomingMessage, url: URL): Promise<Reply> {
  const reading = req.method !== 'POST';
  const rest = url.pathname.slice(LOCAL_SCHEDULER_PATH.length).replace(/\/$/, '');
  if (rest === '') {
    return reading
      ? { status: 200, html: renderBookingForm(formValues(url.searchParams, context.now()), await context.mentors()) }
      : withForm(context, req, (params) => book(context, params));
  }
  const [, page, id = ''] = INVITEE_PAGE.exec(rest) ?? [];
  const invitee = context.store.get(id);
  if (!page || !invitee) return { status: 404, html: renderNotFound(context.appUrl) };
  if (page === 'calls')
    return reading
      ? { status: 200, html: renderCall(invitee) }
      : { status: 405, html: renderFailure('Not allowed', 'This page can only be viewed.', context.appUrl) };
  if (page === 'cancellations') return reading ? showCancel(context, invitee) : withForm(context, req, (params) => cancel(context, invitee, params));
  return reading ? showReschedule(context, invitee) : withForm(context, req, (params) => reschedule(context, invitee, params));
}

function send(res: ServerResponse, { status, html }: Reply): void {
  res.writeHead(status, status === 405 ? { ...PAGE_HEADERS, Allow: 'GET' } : PAGE_HEADERS);
  res.end(html);
}

/** The pages the local gateway mounts at LOCAL_SCHEDULER_PATH and below it. */
export function localScheduler(options: LocalSchedulerOptions): LocalPage {
  const context: SchedulerContext = {
    siteUrl: options.siteUrl,
    appUrl: options.appUrl ?? options.siteUrl,
    signingKey: options.signingKey,
    now: options.now ?? (() => new Date()),
    store: new InviteeStore(options.dataDir),
    mentors: options.mentors,
  };
  return async (req, res, url) => {
    if (!['GET', 'HEAD', 'POST'].includes(req.method ?? '')) {
      req.resume();
      res.writeHead(405, { Allow: 'GET, POST', 'Content-Type': 'text/plain; charset=utf-8' });
      res.end('Method not allowed');
      return;
    }
    const reply = await answer(context, req, url);
    req.resume();
    send(res, reply);
  };
}
