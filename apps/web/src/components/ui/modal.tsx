import * as Dialog from '@radix-ui/react-dialog';
import { type ReactNode, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { CLOSE_BUTTON } from './classes.ts';

interface Props {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  /** Read out with the title; the visible body may say more. */
  description?: string;
  children?: ReactNode;
  footer?: ReactNode;
  /** 'wide' is 70% of a tablet or wider screen (the game dialogs, document 3 section 9). */
  size?: 'sm' | 'md' | 'lg' | 'wide';
}

const WIDTH = { sm: 'max-w-sm', md: 'max-w-lg', lg: 'max-w-3xl', wide: 'md:w-[70%]' } as const;

/**
 * Radix dialog with the product's look: focus trapped, Escape and the overlay close it. Opened by
 * its screen rather than by a Radix Trigger, it gives focus back on closing to the element that had
 * it when it opened, when that element is still on the page.
 */
export function Modal({ open, onOpenChange, title, description, children, footer, size = 'md' }: Props) {
  const { t } = useTranslation();
  const opener = useRef<HTMLElement | null>(null);
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-black/40" />
        <Dialog.Content
          className={`fixed top-1/2 left-1/2 z-50 max-h-[90dvh] w-[calc(100%-2rem)] ${WIDTH[size]} -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-xl bg-white p-6 shadow-xl`}
          {...(description ? {} : { 'aria-describedby': undefined })}
          // Focus has not moved in yet: what holds it opened the dialog.
          onOpenAutoFocus={() => {
            opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
          }}
          onCloseAutoFocus={(event) => {
            const element = opener.current;
            opener.current = null;
            if (!element?.isConnected || element === document.body) return;
            event.preventDefault();
            element.focus();
          }}
        >
          <div className="flex items-start gap-3">
            <Dialog.Title className="flex-1 text-xl font-bold text-title">{title}</Dialog.Title>
            <Dialog.Close aria-label={t('common.close')} className={`${CLOSE_BUTTON} text-2xl text-subtitle`}>
              ×
            </Dialog.Close>
          </div>
          {description && <Dialog.Description className="mt-3 text-subtitle">{description}</Dialog.Description>}
          {children && <div className="mt-4">{children}</div>}
          {footer && <div className="mt-6 flex flex-wrap justify-end gap-2">{footer}</div>}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
