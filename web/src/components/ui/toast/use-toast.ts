import { useSyncExternalStore, type ReactElement, type ReactNode } from 'react';

/**
 * A tiny toast store usable from anywhere (event handlers, mutations, plain modules).
 * One toast at a time (a new one replaces the current), a dismissed toast is
 * removed after 1,000,000 ms. `<Toaster />` renders what is here.
 */
export const TOAST_LIMIT = 1;
export const TOAST_REMOVE_DELAY = 1_000_000;

export type ToastVariant = 'default' | 'destructive';

export type ToastInput = {
  title?: ReactNode;
  description?: ReactNode;
  variant?: ToastVariant;
  /** An optional `<ToastAction altText=...>` element. */
  action?: ReactElement;
  /** Overrides the provider's 5000 ms. */
  duration?: number;
};

export type ToastItem = ToastInput & { id: string; open: boolean };

export type ToastHandle = {
  id: string;
  dismiss: () => void;
  update: (input: ToastInput) => void;
};

let toasts: readonly ToastItem[] = [];
let counter = 0;
const listeners = new Set<() => void>();
const removeTimers = new Map<string, ReturnType<typeof setTimeout>>();

function setToasts(next: readonly ToastItem[]): void {
  toasts = next;
  for (const listener of listeners) listener();
}

function scheduleRemoval(id: string): void {
  if (removeTimers.has(id)) return;
  removeTimers.set(
    id,
    setTimeout(() => {
      removeTimers.delete(id);
      setToasts(toasts.filter((t) => t.id !== id));
    }, TOAST_REMOVE_DELAY),
  );
}

/** Closes one toast, or all of them without an id. */
export function dismissToast(id?: string): void {
  for (const t of toasts) if (id === undefined || t.id === id) scheduleRemoval(t.id);
  setToasts(toasts.map((t) => (id === undefined || t.id === id ? { ...t, open: false } : t)));
}

/** Shows a toast, replacing the one on screen. */
export function toast(input: ToastInput): ToastHandle {
  counter = (counter + 1) % Number.MAX_SAFE_INTEGER;
  const id = String(counter);
  const kept = [{ ...input, id, open: true }, ...toasts].slice(0, TOAST_LIMIT);
  for (const t of toasts) {
    if (!kept.includes(t)) {
      clearTimeout(removeTimers.get(t.id));
      removeTimers.delete(t.id);
    }
  }
  setToasts(kept);
  return {
    id,
    dismiss: () => dismissToast(id),
    update: (next) => setToasts(toasts.map((t) => (t.id === id ? { ...t, ...next } : t))),
  };
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function getSnapshot(): readonly ToastItem[] {
  return toasts;
}

/** The toasts currently in the store (at most {@link TOAST_LIMIT}). */
export function useToasts(): readonly ToastItem[] {
  return useSyncExternalStore(subscribe, getSnapshot, getSnapshot);
}
