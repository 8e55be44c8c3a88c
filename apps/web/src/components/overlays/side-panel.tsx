import './overlays.css';
import * as Dialog from '@radix-ui/react-dialog';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { CLOSE_BUTTON } from '../ui/classes.ts';

interface Props {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  children: ReactNode;
  /** Buttons beside the close button (a reload of an embedded page, for instance). */
  actions?: ReactNode;
}

/** A panel that slides in from the right: 40vw from tablets up, the whole width on phones. */
export function SidePanel({ open, onOpenChange, title, children, actions }: Props) {
  const { t } = useTranslation();
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-black/30" />
        <Dialog.Content
          aria-describedby={undefined}
          className="ava-side-panel fixed inset-y-0 right-0 z-50 flex w-full flex-col bg-white shadow-2xl md:w-[40vw]"
        >
          <div className="flex items-center gap-2 border-b border-gray-200 px-4 py-3">
            <Dialog.Title className="flex-1 truncate text-lg font-bold text-title">{title}</Dialog.Title>
            {actions}
            <Dialog.Close aria-label={t('common.close')} className={`${CLOSE_BUTTON} text-2xl text-subtitle`}>
              ×
            </Dialog.Close>
          </div>
          <div className="min-h-0 flex-1 overflow-y-auto p-4">{children}</div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
