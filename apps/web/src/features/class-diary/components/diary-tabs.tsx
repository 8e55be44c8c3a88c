import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { usePlatform } from '../../../lib/platform.ts';
import { CLASS_DIARY_NAMESPACE } from '../class-diary-strings.ts';

const TAB =
  'border-b-2 border-transparent px-4 py-2 font-semibold aria-[current=page]:border-primary aria-[current=page]:text-primary';

/** 'Aulas' and, where the platform has manual attendance, 'Chamada manual'. */
export function DiaryTabs({ attendance }: { attendance: boolean }) {
  const { t } = useTranslation(CLASS_DIARY_NAMESPACE);
  const base = `/${usePlatform().business}/professor/diario-de-classe`;
  return (
    <nav aria-label={t('tabs.label')} className="flex gap-2 border-b border-gray-200">
      <NavLink end to={base} className={TAB}>
        {t('tabs.lessons')}
      </NavLink>
      {attendance && (
        <NavLink to={`${base}/chamada-manual`} className={TAB}>
          {t('tabs.attendance')}
        </NavLink>
      )}
    </nav>
  );
}
