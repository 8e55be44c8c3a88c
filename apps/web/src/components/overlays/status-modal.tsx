import type { LucideIcon } from 'lucide-react';
import Check from 'lucide-react/icons/check';
import TriangleAlert from 'lucide-react/icons/triangle-alert';
import X from 'lucide-react/icons/x';
import { useTranslation } from 'react-i18next';
import { DANGER_BUTTON, PRIMARY_BUTTON, SECONDARY_BUTTON } from '../ui/classes.ts';
import { Modal } from '../ui/modal.tsx';
import { OVERLAYS_NAMESPACE } from './overlays-strings.ts';

/** Modal status of document 1 section 4. */
export type ModalStatus = 'success' | 'error' | 'warning';

const LOOK: Record<ModalStatus, { icon: LucideIcon; className: string }> = {
  success: { icon: Check, className: 'bg-green-100 text-green-800' },
  error: { icon: X, className: 'bg-red-100 text-red-800' },
  warning: { icon: TriangleAlert, className: 'bg-amber-100 text-amber-800' },
};

export function StatusIcon({ status }: { status: ModalStatus }) {
  const { t } = useTranslation(OVERLAYS_NAMESPACE);
  const Icon = LOOK[status].icon;
  return (
    <span
      role="img"
      aria-label={t(`status.${status}`)}
      className={`grid size-12 shrink-0 place-items-center rounded-full text-2xl font-bold ${LOOK[status].className}`}
    >
      <Icon className="size-7" strokeWidth={3} aria-hidden="true" />
    </span>
  );
}

interface Props {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  message: string;
  status?: ModalStatus;
  /** 'Ok' by default; without onConfirm it only closes. */
  confirmLabel?: string;
  onConfirm?: () => void;
  /** Given, the modal asks for a confirmation: a second button that cancels. */
  cancelLabel?: string;
  /** The confirmation cannot be undone: its button is red. */
  danger?: boolean;
  busy?: boolean;
}

/** An information (one button) or a confirmation (two buttons), with a success, error or warning look. */
export function StatusModal({
  open,
  onOpenChange,
  title,
  message,
  status,
  confirmLabel,
  onConfirm,
  cancelLabel,
  danger,
  busy,
}: Props) {
  const { t } = useTranslation(OVERLAYS_NAMESPACE);
  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      size="sm"
      title={title}
      description={message}
      footer={
        <>
          {cancelLabel && (
            <button type="button" onClick={() => onOpenChange(false)} className={SECONDARY_BUTTON}>
              {cancelLabel}
            </button>
          )}
          <button
            type="button"
            disabled={busy}
            onClick={() => (onConfirm ? onConfirm() : onOpenChange(false))}
            className={danger ? DANGER_BUTTON : PRIMARY_BUTTON}
          >
            {confirmLabel ?? t('ok')}
          </button>
        </>
      }
    >
      {status && (
        <div className="flex justify-center">
          <StatusIcon status={status} />
        </div>
      )}
    </Modal>
  );
}
