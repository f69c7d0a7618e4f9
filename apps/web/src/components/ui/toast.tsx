import { TOAST_DURATION_MS } from '@drape/shared/constants';
import { AlertTriangle, CheckCircle2, Info, X, XCircle } from 'lucide-react';
import { useEffect } from 'react';
import { create } from 'zustand';
import { cn } from '@/lib/cn';

export type ToastKind = 'success' | 'error' | 'warning' | 'info';

export interface ToastItem {
  id: number;
  kind: ToastKind;
  title: string;
  message?: string;
  duration: number;
}

interface ToastState {
  toasts: ToastItem[];
  show: (toast: Omit<ToastItem, 'id' | 'duration'> & { duration?: number }) => number;
  dismiss: (id: number) => void;
}

let nextId = 1;

export const useToastStore = create<ToastState>()((set) => ({
  toasts: [],
  show: (t) => {
    const id = nextId++;
    set((s) => ({
      toasts: [...s.toasts.slice(-4), { ...t, id, duration: t.duration ?? TOAST_DURATION_MS }],
    }));
    return id;
  },
  dismiss: (id) => set((s) => ({ toasts: s.toasts.filter((t) => t.id !== id) })),
}));

/** `toast.success('Profile Updated', 'Your profile has been updated successfully')`. */
export const toast = {
  success: (title: string, message?: string) =>
    useToastStore.getState().show({ kind: 'success', title, message }),
  error: (title: string, message?: string) =>
    useToastStore.getState().show({ kind: 'error', title, message }),
  warning: (title: string, message?: string) =>
    useToastStore.getState().show({ kind: 'warning', title, message }),
  info: (title: string, message?: string) =>
    useToastStore.getState().show({ kind: 'info', title, message }),
};

const ICONS = {
  success: CheckCircle2,
  error: XCircle,
  warning: AlertTriangle,
  info: Info,
} as const;
const TONES: Record<ToastKind, string> = {
  success: 'text-success',
  error: 'text-danger',
  warning: 'text-warning',
  info: 'text-info',
};

function ToastCard({ item }: { item: ToastItem }) {
  const dismiss = useToastStore((s) => s.dismiss);
  useEffect(() => {
    const timer = setTimeout(() => dismiss(item.id), item.duration);
    return () => clearTimeout(timer);
  }, [item.id, item.duration, dismiss]);
  const Icon = ICONS[item.kind];
  return (
    <div
      role={item.kind === 'error' ? 'alert' : 'status'}
      data-kind={item.kind}
      className="animate-fade-in pointer-events-auto flex w-full items-start gap-3 rounded-xl border border-line bg-surface p-4 text-fg shadow-xl shadow-black/20"
    >
      <Icon className={cn('mt-0.5 size-5 shrink-0', TONES[item.kind])} aria-hidden />
      <div className="min-w-0 flex-1">
        <p className="text-sm font-semibold">{item.title}</p>
        {item.message && <p className="mt-0.5 text-sm text-muted">{item.message}</p>}
      </div>
      <button
        type="button"
        onClick={() => dismiss(item.id)}
        className="grid size-6 shrink-0 cursor-pointer place-items-center rounded text-subtle hover:text-fg"
        aria-label="Close notification"
      >
        <X className="size-4" aria-hidden />
      </button>
    </div>
  );
}

export function Toaster() {
  const toasts = useToastStore((s) => s.toasts);
  return (
    <div
      aria-live="polite"
      className="pointer-events-none fixed right-0 bottom-0 z-[60] flex w-full max-w-sm flex-col gap-2 p-4 sm:right-4 sm:bottom-4"
    >
      {toasts.map((t) => (
        <ToastCard key={t.id} item={t} />
      ))}
    </div>
  );
}
