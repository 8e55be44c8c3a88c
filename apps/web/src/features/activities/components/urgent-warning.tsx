import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PRIMARY_BUTTON } from '../../../components/ui/classes.ts';
import { Modal } from '../../../components/ui/modal.tsx';
import { readItem, writeItem } from '../../../lib/storage.ts';
import { ACTIVITIES_NAMESPACE } from '../activities-strings.ts';

interface Props {
  urgent: number;
  /** The user's profile is confirmed (confirmed_date set). */
  confirmed: boolean;
}

/**
 * The urgent-activity warning (document 1 section 4): shown when urgent activities exist and
 * the profile is confirmed, once per local flag (cleared with the session at logout).
 */
export function UrgentWarning({ urgent, confirmed }: Props) {
  const { t } = useTranslation(ACTIVITIES_NAMESPACE);
  const [dismissed, setDismissed] = useState(() => readItem<boolean>('urgentWarningShown') === true);
  const open = !dismissed && confirmed && urgent > 0;

  function close() {
    writeItem('urgentWarningShown', true);
    setDismissed(true);
  }

  return (
    <Modal
      open={open}
      onOpenChange={(next) => !next && close()}
      size="sm"
      title={t('urgent.title')}
      description={t('urgent.description', { count: urgent })}
      footer={
        <button type="button" onClick={close} className={PRIMARY_BUTTON}>
          {t('understood')}
        </button>
      }
    />
  );
}
