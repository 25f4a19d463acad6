/**
 * The app's single toast slot (at most 1 toast at a time; docs/web.md). A new toast replaces
 * the current one; each disappears after its duration (default 5000 ms) or when dismissed.
 */
import { TOAST_DURATION_MS } from '../../constants/timing';

export type ToastVariant = 'default' | 'destructive';

export interface ToastOptions {
  title: string;
  description?: string;
  variant?: ToastVariant;
  /** Milliseconds on screen; `Infinity` keeps it until dismissed. */
  duration?: number;
}

export interface ActiveToast {
  id: number;
  title: string;
  description?: string;
  variant: ToastVariant;
  duration: number;
}

let current: ActiveToast | null = null;
let timer: ReturnType<typeof setTimeout> | undefined;
let nextId = 1;
const listeners = new Set<() => void>();

function emit(): void {
  for (const listener of listeners) listener();
}

function clearTimer(): void {
  if (timer !== undefined) clearTimeout(timer);
  timer = undefined;
}

/** Dismisses the toast with this id (or whichever is shown when no id is given). */
export function dismissToast(id?: number): void {
  if (!current || (id !== undefined && current.id !== id)) return;
  clearTimer();
  current = null;
  emit();
}

/** Shows a toast, replacing the one on screen. Returns its id and a function that dismisses it. */
export function toast({
  title,
  description,
  variant = 'default',
  duration = TOAST_DURATION_MS.default,
}: ToastOptions): {
  id: number;
  dismiss: () => void;
} {
  clearTimer();
  const id = nextId++;
  current = { id, title, description, variant, duration };
  if (Number.isFinite(duration)) timer = setTimeout(() => dismissToast(id), Math.max(0, duration));
  emit();
  return { id, dismiss: () => dismissToast(id) };
}

export function subscribeToToasts(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function getCurrentToast(): ActiveToast | null {
  return current;
}
