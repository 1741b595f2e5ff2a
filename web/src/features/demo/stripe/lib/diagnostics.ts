import type { PaymentCheckReply, PaymentCheckStep } from '@herway/shared/contracts/demo';
import type { HealthReply } from '@herway/shared/contracts/system';
import { ApiError, getErrorMessage } from '@/lib/api-client';

// /stripe-debug's diagnostics: four checks run in order, each logging timestamped lines. What
// they call is handed in, so the order, the wording and the failure paths are tested on their own.

export type LogLevel = 'info' | 'success' | 'warning' | 'error';

export interface LogEntry {
  id: number;
  at: Date;
  level: LogLevel;
  text: string;
}

/** The mark before each line, and the word a screen reader hears for it. */
export const LEVEL_MARKS: Record<LogLevel, { mark: string; label: string }> = {
  info: { mark: '•', label: 'info' },
  success: { mark: '✓', label: 'passed' },
  warning: { mark: '!', label: 'warning' },
  error: { mark: '✗', label: 'failed' },
};

const pad = (value: number, length = 2) => String(value).padStart(length, '0');

/** '19:04:02.118', in the browser's time zone. */
export function formatLogTime(at: Date): string {
  return `${pad(at.getHours())}:${pad(at.getMinutes())}:${pad(at.getSeconds())}.${pad(at.getMilliseconds(), 3)}`;
}

/** '[19:04:02.118] ✓ API reachable (200, 42 ms)': a line as copied out of the log. */
export function formatLogLine(entry: Pick<LogEntry, 'at' | 'level' | 'text'>): string {
  return `[${formatLogTime(entry.at)}] ${LEVEL_MARKS[entry.level].mark} ${entry.text}`;
}

export const DIAGNOSTIC_STEPS = ['Publishable key', 'Payment script', 'API reachability', 'Payment-intent round trip'] as const;
export type DiagnosticStep = (typeof DIAGNOSTIC_STEPS)[number];
export type StepResult = 'passed' | 'warning' | 'failed' | 'skipped';

/** How long Stripe.js (or the local card form) may take to load before the step fails. */
export const SCRIPT_TIMEOUT_MS = 10_000;

export interface DiagnosticsDeps {
  /** The key the app was built with (VITE_STRIPE_PUBLISHABLE_KEY), if any. */
  publishableKey: () => string | undefined;
  /** loadStripe from @stripe/stripe-js: a Stripe object, or null when the script cannot load. */
  loadStripe: (publishableKey: string) => Promise<unknown>;
  /** Loads the local test-card form's module (no key: the local payment provider). */
  loadLocalCardForm: () => Promise<unknown>;
  getHealth: () => Promise<{ status: number; reply: HealthReply }>;
  checkPayment: () => Promise<PaymentCheckReply>;
  /** A monotonic clock in milliseconds (performance.now). */
  elapsed: () => number;
  scriptTimeoutMs?: number;
}

export type Log = (level: LogLevel, text: string) => void;

class TimeoutError extends Error {}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new TimeoutError(`Timed out after ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/** 'pk_test_…X9aB': the mode prefix and the last four characters (a publishable key is public, but short is easier to read). */
export function maskKey(key: string): string {
  const prefix = /^pk_(test|live)_/.exec(key)?.[0] ?? key.slice(0, 3);
  return `${prefix}…${key.slice(-4)}`;
}

const seconds = (ms: number) => `${Math.round(ms / 100) / 10} s`;

const STEP_NAMES: Record<PaymentCheckStep['step'], string> = { create: 'created', retrieve: 'retrieved', cancel: 'cancelled' };

type Timed = <T>(call: () => Promise<T>) => Promise<{ value: T; ms: number }>;

/** Runs `call` and measures it on the diagnostics' clock, in whole milliseconds. */
function timerOf(deps: DiagnosticsDeps): Timed {
  return async (call) => {
    const started = deps.elapsed();
    const value = await call();
    return { value, ms: Math.max(0, Math.round(deps.elapsed() - started)) };
  };
}

/** 1. The publishable key: none (the local form), test mode, live mode, or not a key. */
function checkKey(log: Log, key: string | undefined): StepResult {
  if (!key) {
    log('success', 'Publishable key: none: the local test-card form is used');
    return 'passed';
  }
  if (key.startsWith('pk_test_')) {
    log('success', `Publishable key: ${maskKey(key)} (test mode)`);
    return 'passed';
  }
  if (key.startsWith('pk_live_')) {
    log('warning', `Publishable key: ${maskKey(key)} (live mode: real cards are charged)`);
    return 'warning';
  }
  log('error', `Publishable key: ${maskKey(key)} is not a Stripe publishable key (pk_test_… or pk_live_…)`);
  return 'failed';
}

/** 2. The payment script: Stripe.js with a key, the local card form without. */
async function checkScript(log: Log, deps: DiagnosticsDeps, key: string | undefined, timed: Timed): Promise<StepResult> {
  const timeoutMs = deps.scriptTimeoutMs ?? SCRIPT_TIMEOUT_MS;
  const what = key ? 'Stripe.js' : 'Local test-card form';
  try {
    const { value, ms } = await timed(() => withTimeout(key ? deps.loadStripe(key) : deps.loadLocalCardForm(), timeoutMs));
    if (value) {
      log('success', `${what} loaded (${ms} ms)`);
      return 'passed';
    }
    log('error', `${what} could not be loaded (${ms} ms): blocked by the browser, an extension or the network?`);
    return 'failed';
  } catch (error) {
    log('error', error instanceof TimeoutError ? `${what} did not load within ${seconds(timeoutMs)}` : `${what} failed to load: ${getErrorMessage(error)}`);
    return 'failed';
  }
}

/** 3. The API: reachable and healthy, reachable but degraded, or unreachable. */
async function checkApi(log: Log, deps: DiagnosticsDeps, timed: Timed): Promise<{ result: StepResult; reachable: boolean }> {
  let reachable = false;
  try {
    const { value, ms } = await timed(deps.getHealth);
    reachable = true;
    const down = Object.entries(value.reply.services)
      .filter(([, state]) => state === 'down')
      .map(([name]) => name);
    if (value.status === 200 && down.length === 0) {
      log('success', `API reachable (${value.status}, ${ms} ms), stage ${value.reply.stage}`);
      return { result: 'passed', reachable };
    }
    log('warning', `API reachable but degraded (${value.status}, ${ms} ms), stage ${value.reply.stage}: ${down.join(', ') || 'a service'} down`);
    return { result: 'warning', reachable };
  } catch (error) {
    const status = error instanceof ApiError ? ` (${error.status})` : '';
    log('error', `API unreachable${status}: ${getErrorMessage(error)}`);
    return { result: 'failed', reachable };
  }
}

/** Each step of the server's round trip, as a line. */
function logRoundTripSteps(log: Log, reply: PaymentCheckReply) {
  for (const step of reply.steps) {
    const detail = [step.status, `${step.ms} ms`].filter(Boolean).join(', ');
    if (step.ok) {
      const id = step.step === 'create' && reply.paymentIntentId ? `: ${reply.paymentIntentId}` : '';
      log('success', `Payment intent ${STEP_NAMES[step.step]}${id} (${detail})`);
    } else {
      log('error', `Payment intent not ${STEP_NAMES[step.step]} (${detail}): ${step.message ?? 'no reason given'}`);
    }
  }
}

/** 4. The payment-intent round trip, on the server. */
async function checkRoundTrip(log: Log, deps: DiagnosticsDeps, timed: Timed): Promise<StepResult> {
  try {
    const { value: reply, ms } = await timed(deps.checkPayment);
    logRoundTripSteps(log, reply);
    const provider = reply.provider === 'local-stripe' ? 'local Stripe emulator' : 'Stripe';
    const mode = reply.livemode === undefined ? '' : reply.livemode ? ', live mode' : ', test mode';
    if (reply.ok) {
      log('success', `Payment-intent round trip passed (${provider}${mode}, $${reply.amount} intent cancelled, ${ms} ms)`);
      return 'passed';
    }
    log('error', `Payment-intent round trip failed (${provider}${mode}, ${ms} ms)`);
    return 'failed';
  } catch (error) {
    const status = error instanceof ApiError ? ` (${error.status})` : '';
    const refused = error instanceof ApiError && (error.status === 401 || error.status === 403);
    log('error', `Payment-intent round trip ${refused ? 'refused' : 'failed'}${status}: ${getErrorMessage(error)}`);
    return 'failed';
  }
}

/** 'Diagnostics finished: 3 passed, 1 with a warning', at the level of the worst result. */
function logSummary(log: Log, results: Record<DiagnosticStep, StepResult>) {
  const counts = (['passed', 'warning', 'failed', 'skipped'] as const)
    .map((result) => [result, Object.values(results).filter((each) => each === result).length] as const)
    .filter(([, count]) => count > 0)
    .map(([result, count]) => `${count} ${result === 'warning' ? 'with a warning' : result}`);
  const allPassed = Object.values(results).every((result) => result === 'passed');
  log(allPassed ? 'success' : Object.values(results).includes('failed') ? 'error' : 'warning', `Diagnostics finished: ${counts.join(', ')}`);
}

/**
 * Runs the four checks in order: the publishable key, the payment script's load, the API's
 * reachability and a payment-intent round trip on the server. A failure is logged and the next
 * check still runs, except that the round trip is skipped when the API cannot be reached.
 */
export async function runDiagnostics(log: Log, deps: DiagnosticsDeps): Promise<Record<DiagnosticStep, StepResult>> {
  const results = {} as Record<DiagnosticStep, StepResult>;
  const timed = timerOf(deps);
  const begin = (index: number) => log('info', `Step ${index + 1}/${DIAGNOSTIC_STEPS.length}: ${DIAGNOSTIC_STEPS[index]}…`);

  log('info', 'Running diagnostics…');
  begin(0);
  const key = deps.publishableKey();
  results['Publishable key'] = checkKey(log, key);
  begin(1);
  results['Payment script'] = await checkScript(log, deps, key, timed);
  begin(2);
  const api = await checkApi(log, deps, timed);
  results['API reachability'] = api.result;
  begin(3);
  if (api.reachable) {
    results['Payment-intent round trip'] = await checkRoundTrip(log, deps, timed);
  } else {
    log('warning', 'Payment-intent round trip skipped: the API cannot be reached');
    results['Payment-intent round trip'] = 'skipped';
  }
  logSummary(log, results);
  return results;
}
