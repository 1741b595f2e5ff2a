import { useEffect, useRef } from 'react';
import { cn } from '@/lib/cn';
import { formatLogTime, LEVEL_MARKS, type LogEntry, type LogLevel } from '../lib/diagnostics';

const LEVEL_STYLES: Record<LogLevel, string> = {
  info: 'text-plum-100',
  success: 'text-emerald-300',
  warning: 'text-amber-300',
  error: 'text-red-300',
};

/**
 * The timestamped log (an ARIA log region: new lines are announced politely), kept scrolled to
 * its newest line.
 */
export function DiagnosticsLog({ entries }: { entries: readonly LogEntry[] }) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = box.current;
    if (element) element.scrollTop = element.scrollHeight;
  }, [entries.length]);

  return (
    <div
      ref={box}
      role="log"
      aria-live="polite"
      aria-label="Diagnostics log"
      tabIndex={0}
      className="h-80 overflow-y-auto rounded-xl bg-plum-950 p-4 font-mono text-sm leading-6 text-plum-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-plum-700"
    >
      {entries.length === 0 ? (
        <p className="text-plum-200">No logs yet. Run Diagnostics to check the payment setup.</p>
      ) : (
        <ol className="grid gap-0.5">
          {entries.map((entry) => (
            <li key={entry.id} data-level={entry.level} className={cn('break-words whitespace-pre-wrap', LEVEL_STYLES[entry.level])}>
              <time dateTime={entry.at.toISOString()} className="text-plum-300">
                [{formatLogTime(entry.at)}]
              </time>{' '}
              <span role="img" aria-label={LEVEL_MARKS[entry.level].label}>
                {LEVEL_MARKS[entry.level].mark}
              </span>{' '}
              {entry.text}
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}
