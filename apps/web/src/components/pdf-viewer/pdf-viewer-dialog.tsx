import * as Dialog from '@radix-ui/react-dialog';
import { useTranslation } from 'react-i18next';
import { CLOSE_BUTTON } from '../ui/classes.ts';
import { PdfViewer, type PdfViewerProps } from './pdf-viewer.tsx';

interface Props extends PdfViewerProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The document's name, the dialog's title. */
  title: string;
}

/** The PDF viewer in a dialog as large as the screen; Escape, the overlay or '×' closes it. */
export function PdfViewerDialog({ open, onOpenChange, title, ...viewer }: Props) {
  const { t } = useTranslation();
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-black/60" />
        <Dialog.Content
          aria-describedby={undefined}
          className="fixed inset-2 z-50 flex flex-col gap-2 rounded-xl bg-white p-2 shadow-xl sm:inset-6 sm:p-4"
        >
          <div className="flex items-center gap-3">
            <Dialog.Title className="min-w-0 flex-1 truncate text-lg font-bold text-title">{title}</Dialog.Title>
            <Dialog.Close aria-label={t('common.close')} className={`${CLOSE_BUTTON} text-2xl text-subtitle`}>
              ×
            </Dialog.Close>
          </div>
          {open && <PdfViewer fileName={viewer.fileName ?? title} {...viewer} className="flex-1" />}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
