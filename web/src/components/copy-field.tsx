import { useId, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';

/**
 * How the field sits: `stacked` shows its label above the field (the button below it on a phone);
 * `compact` fits a small card whose heading already names it, so its label is for screen readers.
 */
const layouts = {
  stacked: {
    box: 'grid gap-2',
    label: 'text-sm font-semibold text-ink',
    row: 'flex flex-col gap-2 sm:flex-row',
    input: 'h-10 font-mono text-xs',
    note: 'text-sm text-muted',
  },
  compact: {
    box: 'grid min-w-0 gap-1',
    label: 'sr-only',
    row: 'flex min-w-0 gap-2',
    input: 'h-9 min-w-0 font-mono text-xs',
    note: 'text-xs text-muted',
  },
};

export interface CopyFieldProps {
  /** The text to copy (a link). */
  value: string;
  label: string;
  /** The Copy button's words. */
  buttonText: string;
  /** Said once the clipboard holds the text. */
  copiedNote: string;
  /** Said where the browser refuses the clipboard: the field is then selected to copy by hand. */
  refusedNote: string;
  layout?: keyof typeof layouts;
}

/**
 * Text to send someone (a link): always visible in a read-only field (select it and copy by hand),
 * and a Copy button that uses the clipboard, its outcome announced to screen readers; where the
 * clipboard is refused, the field is selected and the note says how to copy it.
 */
export function CopyField({ value, label, buttonText, copiedNote, refusedNote, layout = 'stacked' }: CopyFieldProps) {
  const field = useRef<HTMLInputElement>(null);
  const id = useId();
  const [note, setNote] = useState<string | null>(null);
  const classes = layouts[layout];
  const copy = async () => {
    try {
      if (!navigator.clipboard) throw new Error('no clipboard');
      await navigator.clipboard.writeText(value);
      setNote(copiedNote);
    } catch {
      field.current?.focus();
      field.current?.select();
      setNote(refusedNote);
    }
  };
  return (
    <div className={classes.box}>
      <label htmlFor={id} className={classes.label}>
        {label}
      </label>
      <div className={classes.row}>
        <Input ref={field} id={id} readOnly value={value} onFocus={(event) => event.target.select()} className={classes.input} />
        <Button size="sm" variant="outline" onClick={() => void copy()} className="shrink-0">
          {buttonText}
        </Button>
      </div>
      <p role="status" aria-live="polite" className={classes.note}>
        {note}
      </p>
    </div>
  );
}
