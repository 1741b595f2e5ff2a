import { Trash2 } from 'lucide-react';
import { lazy, Suspense, useRef, useState } from 'react';

// The dialog (its form, Zod schema and Radix) loads when she reaches for the button, so the
// dashboard's own load carries none of it; hovering or focusing the button starts the download.
const loadDialog = () => import('./delete-account-dialog');
const DeleteAccountDialog = lazy(() => loadDialog().then((module) => ({ default: module.DeleteAccountDialog })));

// An outlined button in the danger colour (`cn` does not merge classes, so not a Button variant override).
const dangerOutline =
  'inline-flex h-11 items-center justify-center gap-2 rounded-full border border-danger-700 bg-white px-5 text-sm font-semibold whitespace-nowrap text-danger-700 transition-colors hover:bg-danger-50 hover:text-danger-800 [&_svg]:shrink-0';

/** 'Delete my account' and, once pressed, the dialog asking for her password (delete-account-dialog.tsx). */
export function DeleteAccountButton() {
  const [open, setOpen] = useState(false);
  const [pressed, setPressed] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const prefetch = () => void loadDialog();

  return (
    <>
      <button
        ref={button}
        type="button"
        className={dangerOutline}
        aria-haspopup="dialog"
        aria-expanded={open}
        onPointerEnter={prefetch}
        onFocus={prefetch}
        onClick={() => {
          setPressed(true);
          setOpen(true);
        }}
      >
        <Trash2 className="size-4" aria-hidden="true" />
        Delete my account
      </button>
      {pressed ? (
        <Suspense fallback={null}>
          <DeleteAccountDialog open={open} onOpenChange={setOpen} returnFocusTo={button} />
        </Suspense>
      ) : null}
    </>
  );
}
