import { Plus, Trash2 } from 'lucide-react';
import { Button } from '@/components/ui/button';

/** The remove button of one row of a repeated field (a stat, a video link). */
export function RemoveRowButton({ label, onRemove }: { label: string; onRemove: () => void }) {
  return (
    <Button variant="ghost" size="icon" aria-label={label} onClick={onRemove}>
      <Trash2 className="size-4" aria-hidden="true" />
    </Button>
  );
}

/** Under a repeated field: the list's own error, and the button that adds a row until the list is full. */
export function AddRowFooter({ error, full, onAdd, children }: { error?: string; full: boolean; onAdd: () => void; children: string }) {
  return (
    <>
      {error ? <p className="text-sm font-medium text-danger-700">{error}</p> : null}
      <Button variant="outline" size="sm" className="justify-self-start" disabled={full} onClick={onAdd}>
        <Plus className="size-4" aria-hidden="true" />
        {children}
      </Button>
    </>
  );
}
