import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PRIMARY_BUTTON, SECONDARY_BUTTON } from '../../../components/ui/classes.ts';
import { ACTIVITIES_NAMESPACE } from '../activities-strings.ts';
import { useStudentsAssigned } from '../api/students-assigned.ts';
import { useTeacherClassrooms } from '../api/teacher-classrooms.ts';
import { QueryState } from '../components/query-state.tsx';

interface Props {
  activityId: string;
  classroomId: string;
  busy: boolean;
  onBack: () => void;
  /** Without ids every student of the classroom receives the activity. */
  onSubmit: (students: string[] | undefined) => void;
}

/**
 * Step three: who receives the activity. A new draft goes to the whole classroom; once
 * students are assigned (coming back to this step) any of them may be left out.
 */
export function StepStudents({ activityId, classroomId, busy, onBack, onSubmit }: Props) {
  const { t } = useTranslation(ACTIVITIES_NAMESPACE);
  const assigned = useStudentsAssigned(activityId);
  const classrooms = useTeacherClassrooms();
  const [unchecked, setUnchecked] = useState<ReadonlySet<string>>(new Set());
  const toggle = (id: string) =>
    setUnchecked((previous) => {
      const next = new Set(previous);
      if (!next.delete(id)) next.add(id);
      return next;
    });
  const rows = assigned.data ?? [];
  const chosen = rows.map((row) => row.student.id).filter((id) => !unchecked.has(id));
  const total = classrooms.data?.find((classroom) => classroom.id === classroomId)?.total_students;

  return (
    <div className="flex flex-col gap-5">
      <QueryState query={assigned}>
        {(students) =>
          students.length === 0 ? (
            <p className="rounded-lg bg-white p-4 text-title">{t('creation.wholeClassroom', { count: total ?? 0 })}</p>
          ) : (
            <fieldset className="flex flex-col gap-2">
              <legend className="mb-1 font-semibold text-title">
                {t('creation.studentsChosen', { count: chosen.length, total: students.length })}
              </legend>
              <div className="flex gap-3 text-sm">
                <button type="button" className="font-semibold text-primary" onClick={() => setUnchecked(new Set())}>
                  {t('creation.allStudents')}
                </button>
                <button
                  type="button"
                  className="font-semibold text-primary"
                  onClick={() => setUnchecked(new Set(students.map((row) => row.student.id)))}
                >
                  {t('creation.noStudents')}
                </button>
              </div>
              <ul className="grid gap-1 sm:grid-cols-2">
                {students.map((row) => (
                  <li key={row.student.id}>
                    <label className="flex items-center gap-2 rounded-lg bg-white px-3 py-2">
                      <input
                        type="checkbox"
                        className="size-4 accent-primary"
                        checked={!unchecked.has(row.student.id)}
                        onChange={() => toggle(row.student.id)}
                      />
                      {row.student.name}
                    </label>
                  </li>
                ))}
              </ul>
              {chosen.length === 0 && (
                <p role="alert" className="text-sm text-red-700">
                  {t('creation.studentsRequired')}
                </p>
              )}
            </fieldset>
          )
        }
      </QueryState>
      <div className="flex justify-between">
        <button type="button" onClick={onBack} className={SECONDARY_BUTTON}>
          {t('creation.back')}
        </button>
        <button
          type="button"
          disabled={busy || !assigned.isSuccess || (rows.length > 0 && chosen.length === 0)}
          onClick={() => onSubmit(rows.length > 0 ? chosen : undefined)}
          className={PRIMARY_BUTTON}
        >
          {t('creation.next')}
        </button>
      </div>
    </div>
  );
}
