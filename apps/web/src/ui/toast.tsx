import { useEffect } from 'react';
import { create } from 'zustand';
import { Button } from './button';
import { CloseIcon } from './icons';
import styles from './toast.module.css';

export interface Toast {
  id: number;
  message: string;
  tone: 'info' | 'danger';
}

interface ToastState {
  toasts: Toast[];
  show: (message: string, tone?: Toast['tone']) => void;
  dismiss: (id: number) => void;
}

let nextId = 1;

export const useToasts = create<ToastState>((set) => ({
  toasts: [],
  show: (message, tone = 'info') =>
    set((state) => ({ toasts: [...state.toasts.slice(-2), { id: nextId++, message, tone }] })),
  dismiss: (id) => set((state) => ({ toasts: state.toasts.filter((toast) => toast.id !== id) })),
}));

/** Shows a short message in the corner, e.g. 'Address saved'. */
export function showToast(message: string, tone: Toast['tone'] = 'info') {
  useToasts.getState().show(message, tone);
}

const TOAST_MS = 5000;

function ToastItem({ toast }: { toast: Toast }) {
  const dismiss = useToasts((state) => state.dismiss);
  useEffect(() => {
    const timer = setTimeout(() => dismiss(toast.id), TOAST_MS);
    return () => clearTimeout(timer);
  }, [dismiss, toast.id]);
  return (
    <div className={[styles.toast, toast.tone === 'danger' && styles.danger].filter(Boolean).join(' ')}>
      <p>{toast.message}</p>
      <Button
        variant="ghost"
        size="icon"
        className={styles.close}
        onClick={() => dismiss(toast.id)}
        aria-label="Dismiss"
      >
        <CloseIcon size={18} />
      </Button>
    </div>
  );
}

/** One polite live region for every toast; mounted once at the root. */
export function Toaster() {
  const toasts = useToasts((state) => state.toasts);
  return (
    <div className={styles.region} role="status" aria-live="polite">
      {toasts.map((toast) => (
        <ToastItem key={toast.id} toast={toast} />
      ))}
    </div>
  );
}
