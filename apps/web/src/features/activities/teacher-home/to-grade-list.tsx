import { formatDateTime, type TeacherOverview, type ToGradeItem } from '@ava/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ACTIVITIES_NAMESPACE } from '../activities-strings.ts';
import { KIND_PATHS } from '../activity-kinds.ts';

/**
 * Where the answer is graded: the correction screen of the essay's, work's or forum's student, the
 * handmade list with its form open.
 */
function correctionPath(base: string, item: ToGradeItem): string {
  const activity = `${base}/${KIND_PATHS[item.kind]}/${item.activity}`;
  return item.kind === 'handmade' ? `${activity}?aluno=${item.student}` : `${activity}/aluno/${item.student}`;
}

/** 'Para corrigir': the answers sent and not graded, each leading to where it is graded. */
export function ToGradeList({ toGrade, base }: { toGrade: TeacherOverview['to_grade']; base: string }) {
  const { t } = useTranslation(ACTIVITIES_NAMESPACE);
  if (toGrade.items.length === 0) return <p className="text-subtitle">{t('home.nothingToGrade')}</p>;
  return (
    <>
      <ul className="flex flex-col gap-2">
        {toGrade.items.map((item) => (
          <li key={`${item.activity}/${item.student}`}>
            <Link
              to={correctionPath(base, item)}
              aria-label={t('home.correct', { student: item.student_name, title: item.title })}
              className="flex flex-col gap-0.5 rounded-lg border border-gray-200 px-3 py-2 hover:border-primary hover:bg-light"
            >
              <span className="font-semibold text-title">{item.student_name}</span>
              <span className="break-words text-sm text-primary">{item.title}</span>
              <span className="text-xs text-subtitle">
                {t(`translation:activityKinds.${item.kind}`)} · {item.classroom} ·{' '}
                {t('home.sentOn', { date: formatDateTime(item.delivery_date) })}
              </span>
            </Link>
          </li>
        ))}
      </ul>
      {toGrade.total > toGrade.items.length && (
        <p className="text-sm text-subtitle">
          {t('home.showing', { shown: toGrade.items.length, total: toGrade.total })}
        </p>
      )}
    </>
  );
}
