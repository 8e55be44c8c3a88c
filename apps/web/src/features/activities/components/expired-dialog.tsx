import { useTranslation } from 'react-i18next';
import { PRIMARY_BUTTON } from '../../../components/ui/classes.ts';
import { Modal } from '../../../components/ui/modal.tsx';
import { ACTIVITIES_NAMESPACE } from '../activities-strings.ts';

interface Props {
  open: boolean;
  onClose: () => void;
}

/** Shown when the deadline of an activity has passed (document 2 section 4). */
export function ExpiredDialog({ open, onClose }: Props) {
  const { t } = useTranslation(ACTIVITIES_NAMESPACE);
  return (
    <Modal
      open={open}
      onOpenChange={(next) => !next && onClose()}
      size="sm"
      title={t('expired.title')}
      description={t('expired.description')}
      footer={
        <button type="button" onClick={onClose} className={PRIMARY_BUTTON}>
          {t('understood')}
        </button>
      }
    />
  );
}
