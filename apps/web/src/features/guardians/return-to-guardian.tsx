import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { useSession } from '../../lib/session.ts';
import { keptGuardian, returnToGuardian } from './dependent-session.ts';
import { GUARDIANS_NAMESPACE } from './guardians-strings.ts';

/** Shown on the dependent's dashboard while a guardian uses it: the way back to the guardian's account. */
export default function ReturnToGuardian() {
  const { t } = useTranslation(GUARDIANS_NAMESPACE);
  const { business } = useParams();
  const session = useSession();
  const [leaving, setLeaving] = useState(false);
  if (!session || !keptGuardian()) return null;

  async function back() {
    setLeaving(true);
    if (await returnToGuardian()) window.location.assign(`/${business}/responsavel/dependentes`);
    else setLeaving(false);
  }

  return (
    <div
      role="status"
      className="flex flex-wrap items-center gap-3 bg-secondary py-2 pl-4 pr-edge-4 font-semibold text-on-secondary"
    >
      <span className="flex-1">{t('back.message', { name: session.user.name })}</span>
      <button
        type="button"
        disabled={leaving}
        onClick={() => void back()}
        className="rounded-lg border border-white px-3 py-1 hover:bg-white/15 disabled:opacity-70"
      >
        {t('back.action')}
      </button>
    </div>
  );
}
