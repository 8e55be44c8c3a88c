import { formatDateTime, formatScore, type LearningStudent } from '@ava/contracts';
import X from 'lucide-react/icons/x';
import { useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { CLOSE_BUTTON } from '../../../components/ui/classes.ts';
import { LEARNING_NAMESPACE } from '../learning-strings.ts';

interface Props {
  student: LearningStudent;
  onClose: () => void;
}

/** One student's row read as a card: opened from the table, it takes the focus. */
export function StudentDetails({ student, onClose }: Props) {
  const { t } = useTranslation(LEARNING_NAMESPACE);
  const id = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the focus moves each time another student opens.
  useEffect(() => heading.current?.focus(), [student.id]);
  const fields: [string, string | number][] = [
    [t('students.username'), student.username],
    [t('students.average'), formatScore(student.avg_points)],
    [t('details.activities'), student.total_activities],
    [t('students.done'), student.total_done],
    [t('details.notDone'), student.total_not_done],
    [t('students.pokz'), student.total_pokz],
    [t('students.workload'), t('minutes', { count: student.total_workload })],
    [t('students.lastAccess'), formatDateTime(student.last_access)],
  ];
  return (
    <section aria-labelledby={id} className="flex flex-col gap-3 rounded-xl bg-white p-4 shadow-sm">
      <div className="flex items-start gap-2">
        <h2 id={id} ref={heading} tabIndex={-1} className="min-w-0 flex-1 text-lg font-bold break-words text-title">
          {t('details.title', { name: student.name })}
        </h2>
        <button type="button" className={CLOSE_BUTTON} aria-label={t('details.close')} onClick={onClose}>
          <X className="size-5" aria-hidden="true" />
        </button>
      </div>
      <dl className="grid grid-cols-[minmax(0,2fr)_minmax(0,3fr)] gap-x-3 gap-y-1.5 text-sm sm:grid-cols-[minmax(0,1fr)_minmax(0,2fr)]">
        {fields.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="font-semibold text-subtitle">{label}</dt>
            <dd className="min-w-0 break-words text-title">{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
