import * as Dialog from '@radix-ui/react-dialog';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

interface Props {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  children: ReactNode;
}

/** A dark full-screen overlay that shows one medium large; Escape, the overlay or the close button closes it. */
export function ZoomFrame({ open, onOpenChange, title, children }: Props) {
  const { t } = useTranslation();
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-black/80" />
        <Dialog.Content
          aria-describedby={undefined}
          className="fixed top-1/2 left-1/2 z-50 flex max-h-[95dvh] w-[95vw] max-w-6xl -translate-x-1/2 -translate-y-1/2 flex-col items-center gap-2"
        >
          <div className="flex w-full items-center justify-between text-white">
            <Dialog.Title className="truncate font-semibold">{title}</Dialog.Title>
            <Dialog.Close aria-label={t('common.close')} className="rounded px-2 text-3xl leading-none">
              ×
            </Dialog.Close>
          </div>
          {children}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
