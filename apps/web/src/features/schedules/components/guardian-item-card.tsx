import type { GuardianScheduleItem } from '@ava/contracts';
import Star from 'lucide-react/icons/star';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { SCHEDULES_NAMESPACE } from '../schedules-strings.ts';
import { formatWhen, StatusBadge, TypeBadge } from './schedule-labels.tsx';

/** One item for one child, linking to its details. */
export function GuardianItemCard({ item }: { item: GuardianScheduleItem }) {
  const { t } = useTranslation(SCHEDULES_NAMESPACE);
  return (
    <li
      className={`flex flex-col gap-1 rounded-lg border bg-white p-3 ${item.read ? 'border-gray-200' : 'border-primary'}`}
    >
      <div className="flex flex-wrap items-center gap-2">
        <TypeBadge type={item.type} />
        <StatusBadge status={item.status} guardian />
        {!item.read && <span className="text-sm font-semibold text-primary">{t('guardian.unread')}</span>}
        {item.favorite && (
          <Star className="size-4 shrink-0 fill-current text-amber-500" aria-label={t('filters.favorites')} />
        )}
      </div>
      <Link
        to={`${item.schedule_id}/${item.student.id}`}
        className="break-words font-semibold text-primary hover:underline"
      >
        {item.title}
      </Link>
      <p className="text-sm text-gray-600">
        {[formatWhen(item), t('guardian.forChild', { name: item.student.name })].filter(Boolean).join(' · ')}
      </p>
    </li>
  );
}
