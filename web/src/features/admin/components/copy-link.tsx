import { useId, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';

/**
 * A link to send a family: always visible in a read-only field (select it and copy by hand), and
 * a Copy button that uses the clipboard; where the clipboard is refused, the field is selected
 * and she is told how to copy it.
 */
export function CopyLink({ url, label }: { url: string; label: string }) {
  const field = useRef<HTMLInputElement>(null);
  const id = useId();
  const [note, setNote] = useState<string | null>(null);
  const copy = async () => {
    try {
      if (!navigator.clipboard) throw new Error('no clipboard');
      await navigator.clipboard.writeText(url);
      setNote('Copied. Paste it into your message to the family.');
    } catch {
      field.current?.focus();
      field.current?.select();
      setNote('Your browser did not let us copy it: the link is selected, copy it with Ctrl+C (⌘C on a Mac, or press and hold on a phone).');
    }
  };
  return (
    <div className="grid gap-2">
      <label htmlFor={id} className="text-sm font-semibold text-ink">
        {label}
      </label>
      <div className="flex flex-col gap-2 sm:flex-row">
        <Input ref={field} id={id} readOnly value={url} onFocus={(event) => event.target.select()} className="h-10 font-mono text-xs" />
        <Button size="sm" variant="outline" onClick={() => void copy()} className="shrink-0">
          Copy link
        </Button>
      </div>
      <p role="status" aria-live="polite" className="text-sm text-muted">
        {note}
      </p>
    </div>
  );
}
