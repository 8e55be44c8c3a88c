import type { WorkResult } from '@ava/contracts';
import ArrowLeft from 'lucide-react/icons/arrow-left';
import ArrowRight from 'lucide-react/icons/arrow-right';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useWorkResults } from '../api/work-results.ts';
import { SCHOOL_WORK_NAMESPACE } from '../school-work-strings.ts';

interface Props {
  activityId: string;
  studentId: string;
  /** Moves in place (the handmade form); without it, each step is the address of the student's own screen. */
  onStep?: (student: WorkResult) => void;
}

const STEP =
  'flex min-w-0 flex-col rounded-lg border border-primary px-3 py-1.5 text-sm font-semibold text-primary hover:bg-light';

/** 'Aluno anterior' and 'Próximo aluno': the activity's students in the order of its results list. */
export function StudentSteps({ activityId, studentId, onStep }: Props) {
  const { t } = useTranslation(SCHOOL_WORK_NAMESPACE);
  const rows = useWorkResults(activityId).data ?? [];
  const index = rows.findIndex((row) => row.student === studentId);
  if (index < 0) return null;
  const previous = rows[index - 1];
  const next = rows[index + 1];
  if (!previous && !next) return null;

  const step = (row: WorkResult | undefined, which: 'previous' | 'next') => {
    if (!row) return <span />;
    const label = t(`steps.${which}`);
    const align = which === 'previous' ? 'items-start text-left' : 'items-end text-right';
    const content = (
      <>
        <span className="flex items-center gap-1 whitespace-nowrap">
          {which === 'previous' && <ArrowLeft className="size-4 shrink-0" aria-hidden="true" />}
          {label}
          {which === 'next' && <ArrowRight className="size-4 shrink-0" aria-hidden="true" />}
        </span>
        <span className="max-w-full truncate font-normal text-subtitle">{row.name}</span>
      </>
    );
    const name = `${label}: ${row.name}`;
    return onStep ? (
      <button type="button" className={`${STEP} ${align}`} aria-label={name} onClick={() => onStep(row)}>
        {content}
      </button>
    ) : (
      <Link to={`../${row.student}`} relative="path" className={`${STEP} ${align}`} aria-label={name}>
        {content}
      </Link>
    );
  };
  return (
    <nav aria-label={t('steps.label')} className="flex justify-between gap-2">
      {step(previous, 'previous')}
      {step(next, 'next')}
    </nav>
  );
}
