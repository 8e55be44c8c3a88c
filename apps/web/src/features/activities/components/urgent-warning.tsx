import type { SessionUser } from '@ava/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PRIMARY_BUTTON } from '../../../components/ui/classes.ts';
import { Modal } from '../../../components/ui/modal.tsx';
import { useSession } from '../../../lib/session.ts';
import { readItem, writeItem } from '../../../lib/storage.ts';
import { ACTIVITIES_NAMESPACE } from '../activities-strings.ts';
import { useStudentCount } from '../api/student-lists.ts';

/** The profile is confirmed: the school's confirmation where the user has a school, else the user's. */
const profileConfirmed = (user: SessionUser | undefined) =>
  Boolean(user?.school?.confirmed_date ?? user?.confirmed_date);

/**
 * The urgent-activity warning (document 2 section 4): shown when the student has urgent
 * activities and a confirmed profile, once per local flag (cleared with the session at logout).
 * The student's home and activities screen both show it; the count query is shared.
 */
export function UrgentWarning() {
  const { t } = useTranslation(ACTIVITIES_NAMESPACE);
  const confirmed = profileConfirmed(useSession()?.user);
  const urgent = useStudentCount().data?.urgent_activities ?? 0;
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
