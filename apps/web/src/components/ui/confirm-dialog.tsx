import { PRIMARY_BUTTON, SECONDARY_BUTTON } from './classes.ts';
import { Modal } from './modal.tsx';

interface Props {
  open: boolean;
  title: string;
  description: string;
  cancel: string;
  confirm: string;
  busy?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/** Asks before an action that cannot be undone. */
export function ConfirmDialog({ open, title, description, cancel, confirm, busy, onConfirm, onCancel }: Props) {
  return (
    <Modal
      open={open}
      onOpenChange={(next) => !next && onCancel()}
      size="sm"
      title={title}
      description={description}
      footer={
        <>
          <button type="button" onClick={onCancel} className={SECONDARY_BUTTON}>
            {cancel}
          </button>
          <button type="button" onClick={onConfirm} disabled={busy} className={PRIMARY_BUTTON}>
            {confirm}
          </button>
        </>
      }
    />
  );
}
