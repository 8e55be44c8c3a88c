import { EXAM_ATTEMPT_STATE_LABELS, type ExamSummaryStudent, formatScore } from '@ava/contracts';
import { useTranslation } from 'react-i18next';
import { type Column, DataTable } from '../../../components/data-table/data-table.tsx';
import { formatClock } from '../exam-clock.ts';
import { EXAMS_NAMESPACE } from '../exams-strings.ts';
import { ScoreEditor } from './score-editor.tsx';

const ACTION = 'rounded px-2 py-1 text-sm font-semibold text-primary hover:bg-light';

interface Props {
  activity: string;
  students: ExamSummaryStudent[];
  totalQuestions: number;
  selected: ReadonlySet<string>;
  onSelect: (ids: string[], selected: boolean) => void;
  editing: string | null;
  onEdit: (student: string | null) => void;
  viewing: string | null;
  onView: (student: string | null) => void;
}

/** Each student's progress in the exam, with the selection for 'Refazer', the score edit and their answers. */
export function StudentsTable(props: Props) {
  const { activity, students, totalQuestions, selected, onSelect, editing, onEdit, viewing, onView } = props;
  const { t } = useTranslation(EXAMS_NAMESPACE);
  const allSelected = students.length > 0 && students.every((student) => selected.has(student.student_id));

  const columns: Column<ExamSummaryStudent>[] = [
    {
      key: 'select',
      header: t('live.selectColumn'),
      cell: (student) => (
        <input
          type="checkbox"
          className="size-4 accent-primary"
          aria-label={t('live.select', { name: student.name })}
          checked={selected.has(student.student_id)}
          onChange={(event) => onSelect([student.student_id], event.target.checked)}
        />
      ),
    },
    {
      key: 'name',
      header: t('live.student'),
      place: 'title',
      cell: (student) => student.name,
      sortValue: (student) => student.name,
    },
    {
      key: 'status',
      header: t('live.status'),
      cell: (student) =>
        [
          EXAM_ATTEMPT_STATE_LABELS[student.status],
          student.finish_reason ? t(`live.finishReason.${student.finish_reason}`) : null,
        ]
          .filter(Boolean)
          .join(' · '),
      sortValue: (student) => student.status,
    },
    {
      key: 'answered',
      header: t('live.answered'),
      cell: (student) => `${student.answered}/${totalQuestions}`,
      sortValue: (student) => student.answered,
    },
    {
      key: 'time',
      header: t('live.timeLeft'),
      cell: (student) =>
        student.status === 'in_progress' && student.time_left !== null ? formatClock(student.time_left) : '-',
    },
    {
      key: 'score',
      header: t('live.score'),
      cell: (student) => formatScore(student.score),
      sortValue: (student) => student.score ?? -1,
    },
    {
      key: 'actions',
      header: t('live.actions'),
      cell: (student) =>
        editing === student.student_id ? (
          <ScoreEditor
            activity={activity}
            student={{ id: student.student_id, name: student.name }}
            score={student.score}
            onDone={() => onEdit(null)}
          />
        ) : (
          <div className="flex flex-wrap gap-1">
            <button type="button" className={ACTION} onClick={() => onEdit(student.student_id)}>
              {t('live.editScore', { name: student.name })}
            </button>
            {student.status === 'finished' && (
              <button
                type="button"
                className={ACTION}
                aria-expanded={viewing === student.student_id}
                onClick={() => onView(viewing === student.student_id ? null : student.student_id)}
              >
                {viewing === student.student_id ? t('live.hideResult') : t('live.viewResult', { name: student.name })}
              </button>
            )}
          </div>
        ),
    },
  ];

  return (
    <div className="flex flex-col gap-2">
      {students.length > 0 && (
        <label className="flex items-center gap-2 self-start text-sm font-semibold text-title">
          <input
            type="checkbox"
            className="size-4 accent-primary"
            checked={allSelected}
            onChange={(event) =>
              onSelect(
                students.map((student) => student.student_id),
                event.target.checked,
              )
            }
          />
          {t('live.selectAll')}
        </label>
      )}
      <DataTable
        caption={t('live.students')}
        columns={columns}
        rows={students}
        rowKey={(student) => student.student_id}
        emptyText={t('live.noStudents')}
      />
    </div>
  );
}
