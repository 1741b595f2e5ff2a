import { Eraser, Play } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { browserDiagnostics } from '../lib/browser-diagnostics';
import { runDiagnostics, type DiagnosticsDeps, type LogEntry, type LogLevel } from '../lib/diagnostics';
import { DiagnosticsLog } from './diagnostics-log';

/**
 * Run Diagnostics (the four checks, one run at a time, logged as they go) and Clear Logs.
 * `deps` and `now` are for tests; the page uses the browser's.
 */
export function DiagnosticsPanel({ deps = browserDiagnostics, now = () => new Date() }: { deps?: DiagnosticsDeps; now?: () => Date }) {
  const [entries, setEntries] = useState<LogEntry[]>([]);
  const [running, setRunning] = useState(false);
  const nextId = useRef(0);
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  async function run() {
    if (running) return;
    setRunning(true);
    const log = (level: LogLevel, text: string) => {
      if (!mounted.current) return;
      const entry: LogEntry = { id: nextId.current++, at: now(), level, text };
      setEntries((current) => [...current, entry]);
    };
    try {
      await runDiagnostics(log, deps);
    } catch (error) {
      log('error', `Diagnostics stopped: ${error instanceof Error ? error.message : 'unexpected error'}`);
    } finally {
      if (mounted.current) setRunning(false);
    }
  }

  return (
    <Card className="grid gap-5">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h2 className="text-xl font-bold text-ink">Diagnostics</h2>
          <p className="text-sm text-muted">Publishable key, payment script, API, and a payment-intent round trip (a $1 intent, cancelled at once).</p>
        </div>
        <div className="flex flex-wrap gap-3">
          <Button onClick={() => void run()} disabled={running} aria-busy={running || undefined}>
            {running ? (
              <span aria-hidden="true" className="size-4 rounded-full border-2 border-current border-t-transparent motion-safe:animate-spin" />
            ) : (
              <Play className="size-4" aria-hidden="true" />
            )}
            {running ? 'Running Diagnostics...' : 'Run Diagnostics'}
          </Button>
          <Button variant="outline" onClick={() => setEntries([])} disabled={running || entries.length === 0}>
            <Eraser className="size-4" aria-hidden="true" />
            Clear Logs
          </Button>
        </div>
      </div>
      <DiagnosticsLog entries={entries} />
    </Card>
  );
}
