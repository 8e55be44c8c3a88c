import './student-steps-strings.ts';
import ArrowLeft from 'lucide-react/icons/arrow-left';
import ArrowRight from 'lucide-react/icons/arrow-right';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { STUDENT_STEPS_NAMESPACE } from './student-steps-strings.ts';

/** A student of the list the steps walk through. */
export interface StepStudent {
  student: string;
  name: string;
}

interface Props<T extends StepStudent> {
  /** The activity's students in the order of the list the educator came from. */
  students: readonly T[];
  /** The student whose screen is open. */
  current: string;
  /** Moves in place (the handmade form); without it, each step is the address of the student's own screen. */
  onStep?: (student: T) => void;
}

const STEP =
  'flex min-w-0 flex-col rounded-lg border border-primary px-3 py-1.5 text-sm font-semibold text-primary hover:bg-light';

/** 'Aluno anterior' and 'Próximo aluno' of every correction screen. */
export function StudentSteps<T extends StepStudent>({ students, current, onStep }: Props<T>) {
  const { t } = useTranslation(STUDENT_STEPS_NAMESPACE);
  const index = students.findIndex((row) => row.student === current);
  if (index < 0) return null;
  const previous = students[index - 1];
  const next = students[index + 1];
  if (!previous && !next) return null;

  const step = (row: T | undefined, which: 'previous' | 'next') => {
    if (!row) return <span />;
    const label = t(which);
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
    <nav aria-label={t('label')} className="flex justify-between gap-2">
      {step(previous, 'previous')}
      {step(next, 'next')}
    </nav>
  );
}
