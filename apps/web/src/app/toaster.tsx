import { TOAST_OPEN_DELAY_MS, TOAST_VIEWPORT_WIDTH_PX } from '@ava/contracts';
import * as RadixToast from '@radix-ui/react-toast';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CLOSE_BUTTON } from '../components/ui/classes.ts';
import { dismiss, type Toast, type ToastStatus, useToasts } from '../lib/toast.ts';

const STATUS_STYLE: Record<ToastStatus, string> = {
  success: 'border-l-green-600',
  info: 'border-l-sky-600',
  warning: 'border-l-amber-500',
  error: 'border-l-red-600',
};

function ToastItem({ toast }: { toast: Toast }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setOpen(true), TOAST_OPEN_DELAY_MS);
    return () => clearTimeout(timer);
  }, []);
  return (
    <RadixToast.Root
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (!next) dismiss(toast.id);
      }}
      duration={toast.duration}
      type={toast.status === 'error' ? 'foreground' : 'background'}
      data-status={toast.status}
      className={`toast flex items-start gap-3 rounded-lg border-l-4 bg-white p-4 shadow-lg ${STATUS_STYLE[toast.status]}`}
    >
      <div className="flex-1">
        {toast.title && <RadixToast.Title className="font-semibold text-title">{toast.title}</RadixToast.Title>}
        <RadixToast.Description className="text-sm text-subtitle">{toast.message}</RadixToast.Description>
      </div>
      <RadixToast.Close aria-label={t('common.close')} className={`${CLOSE_BUTTON} text-lg text-subtitle`}>
        ×
      </RadixToast.Close>
    </RadixToast.Root>
  );
}

/**
 * Radix toasts: open shortly after the notification, close by themselves, swipe right to dismiss.
 * They stack in the bottom corner, so they never cover the header's controls ('Sair', the avatar).
 */
export default function Toaster() {
  const { t } = useTranslation();
  const toasts = useToasts();
  return (
    <RadixToast.Provider swipeDirection="right" label={t('common.notification')}>
      {toasts.map((toast) => (
        <ToastItem key={toast.id} toast={toast} />
      ))}
      <RadixToast.Viewport
        label={t('common.notifications')}
        style={{ width: TOAST_VIEWPORT_WIDTH_PX }}
        className="fixed right-4 bottom-4 z-50 m-0 flex max-w-[calc(100vw-2rem)] list-none flex-col gap-2 p-0 outline-none"
      />
    </RadixToast.Provider>
  );
}
