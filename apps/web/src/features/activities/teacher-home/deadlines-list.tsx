import { formatDateTime, type TeacherOverview } from '@ava/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ACTIVITIES_NAMESPACE } from '../activities-strings.ts';
import { hasScreen, KIND_PATHS } from '../activity-kinds.ts';

type Deadline = TeacherOverview['deadlines'][number];

/** The title, a link where the kind has a screen of its own. */
function DeadlineTitle({ row, base }: { row: Deadline; base: string }) {
  if (!hasScreen(row.kind)) return <span className="break-words font-semibold text-title">{row.title}</span>;
  return (
    <Link
      to={`${base}/${KIND_PATHS[row.kind]}/${row.activity}`}
      className="break-words font-semibold text-primary hover:underline"
    >
      {row.title}
    </Link>
  );
}

/** 'Próximos prazos': the open activities that end first, with how many delivered. */
export function DeadlinesList({ deadlines, base }: { deadlines: Deadline[]; base: string }) {
  const { t } = useTranslation(ACTIVITIES_NAMESPACE);
  if (deadlines.length === 0) return <p className="text-subtitle">{t('home.noDeadlines')}</p>;
  return (
    <ul className="flex flex-col gap-2">
      {deadlines.map((row) => (
        <li key={row.activity} className="flex flex-col gap-0.5 rounded-lg border border-gray-200 px-3 py-2">
          <DeadlineTitle row={row} base={base} />
          <span className="text-xs text-subtitle">
            {t(`translation:activityKinds.${row.kind}`)} · {row.classroom}
          </span>
          <span className="flex flex-wrap justify-between gap-x-3 text-sm">
            <span className="font-semibold text-dark">{t('home.endsOn', { date: formatDateTime(row.end_time) })}</span>
            <span className="text-subtitle">{t('home.delivered', { sent: row.sent, assigned: row.assigned })}</span>
          </span>
        </li>
      ))}
    </ul>
  );
}
