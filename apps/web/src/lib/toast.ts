import { TOAST_DURATION_MS } from '@ava/contracts';
import { useSyncExternalStore } from 'react';
import { listen, publish } from './broadcast.ts';

const TOAST_STATUSES = ['success', 'info', 'warning', 'error'] as const;
export type ToastStatus = (typeof TOAST_STATUSES)[number];

export interface ToastInput {
  title?: string;
  message: string;
  status?: ToastStatus;
  duration?: number;
  /** Also show it in the other tabs of this origin. */
  broadcast?: boolean;
}

export interface Toast {
  id: number;
  title?: string;
  message: string;
  status: ToastStatus;
  duration: number;
}

let toasts: readonly Toast[] = [];
let nextId = 1;
const listeners = new Set<() => void>();

function set(next: readonly Toast[]): void {
  toasts = next;
  for (const listener of listeners) listener();
}

export function notify({ broadcast = false, ...input }: ToastInput): void {
  const toast: Toast = {
    id: nextId++,
    title: input.title,
    message: input.message,
    status: input.status ?? 'info',
    duration: input.duration ?? TOAST_DURATION_MS,
  };
  set([...toasts, toast]);
  if (broadcast) publish('toast', { title: toast.title, message: toast.message, status: toast.status });
}

export function dismiss(id: number): void {
  set(toasts.filter((toast) => toast.id !== id));
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useToasts(): readonly Toast[] {
  return useSyncExternalStore(subscribe, () => toasts);
}

export function useToast(): { notify: typeof notify; dismiss: typeof dismiss } {
  return { notify, dismiss };
}

function isToastInput(data: unknown): data is ToastInput {
  if (!data || typeof data !== 'object') return false;
  const { message, status } = data as Partial<ToastInput>;
  return typeof message === 'string' && (status === undefined || TOAST_STATUSES.includes(status));
}

/** Shows the toasts other tabs broadcast. */
export function connectToastTabs(): () => void {
  return listen('toast', (data) => {
    if (isToastInput(data)) notify({ title: data.title, message: data.message, status: data.status });
  });
}
