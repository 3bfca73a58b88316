/**
 * Notices (toasts): at most TOAST.limit shown, a new one
 * replacing the oldest; a dismissed notice closes at once and leaves the list after
 * TOAST.removeDelayMs. One list per page, shared by every island that imports this module.
 */
import { TOAST } from '@/lib/constants';

type ToastVariant = 'default' | 'destructive';

export interface Toast {
  id: number;
  title: string;
  description?: string | undefined;
  variant: ToastVariant;
  /** Not announced: the page announces the same words itself (a form's message tied to its field). */
  quiet: boolean;
  /** How long the notice stays before it closes by itself. */
  durationMs: number;
  open: boolean;
}

export interface ToastInput {
  title: string;
  description?: string;
  variant?: ToastVariant;
  quiet?: boolean;
  durationMs?: number;
}

let toasts: readonly Toast[] = [];
let nextId = 1;
const listeners = new Set<() => void>();
const removals = new Map<number, ReturnType<typeof setTimeout>>();

function set(next: readonly Toast[]) {
  toasts = next;
  for (const listener of listeners) listener();
}

export function toast({ title, description, variant = 'default', quiet = false, durationMs = TOAST.durationMs }: ToastInput): number {
  const id = nextId++;
  set([{ id, title, description, variant, quiet, durationMs, open: true }, ...toasts].slice(0, TOAST.limit));
  return id;
}

export function dismiss(id: number) {
  if (!toasts.some((t) => t.id === id && t.open)) return;
  set(toasts.map((t) => (t.id === id ? { ...t, open: false } : t)));
  removals.set(
    id,
    setTimeout(() => {
      removals.delete(id);
      set(toasts.filter((t) => t.id !== id));
    }, TOAST.removeDelayMs),
  );
}

export const getToasts = () => toasts;

export function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Empties the list (between unit tests). */
export function resetToasts() {
  for (const timer of removals.values()) clearTimeout(timer);
  removals.clear();
  set([]);
}
