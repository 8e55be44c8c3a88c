import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useBlocker } from 'react-router';
import { StatusModal } from '../../../components/overlays/status-modal.tsx';
import { SCHOOL_WORK_NAMESPACE } from '../school-work-strings.ts';

/**
 * Keeps the student from losing the text of their answer typed since it was last saved: leaving the
 * screen in the app asks first, and a reload or closing the tab gets the browser's own prompt. The
 * text counts as saved when it equals the stored answer or the last text `markSaved` was given (the
 * stored copy of a save may differ from what was typed: rich text comes back sanitised).
 * Returns `markSaved`, for the text a save or a send took, and the dialog to render.
 */
export function useLeaveGuard(text: string, stored: string) {
  const { t } = useTranslation(SCHOOL_WORK_NAMESPACE);
  const [saved, markSaved] = useState(stored);
  const unsaved = text !== stored && text !== saved;
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => unsaved && currentLocation.pathname !== nextLocation.pathname,
  );
  useEffect(() => {
    if (!unsaved) return;
    const ask = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', ask);
    return () => window.removeEventListener('beforeunload', ask);
  }, [unsaved]);
  const dialog = (
    <StatusModal
      open={blocker.state === 'blocked'}
      onOpenChange={(open) => !open && blocker.reset?.()}
      status="warning"
      title={t('leave.title')}
      message={t('leave.message')}
      cancelLabel={t('leave.stay')}
      confirmLabel={t('leave.confirm')}
      onConfirm={() => blocker.proceed?.()}
    />
  );
  return { markSaved, dialog };
}
