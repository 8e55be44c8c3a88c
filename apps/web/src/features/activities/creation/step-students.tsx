import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PRIMARY_BUTTON, SECONDARY_BUTTON } from '../../../components/ui/classes.ts';
import { ACTIVITIES_NAMESPACE } from '../activities-strings.ts';
import { useClassroomStudents } from '../api/classroom-students.ts';
import { QueryState } from '../components/query-state.tsx';

interface Props {
  classroomId: string;
  /** The students the draft already has (none for a new draft). */
  assigned: readonly string[];
  busy: boolean;
  onBack: () => void;
  onSubmit: (students: string[]) => void;
}

/**
 * Step three: the teacher picks who receives the activity from the classroom's students.
 * A new draft starts with the whole classroom checked; a draft coming back keeps its students.
 */
export function StepStudents({ classroomId, assigned, busy, onBack, onSubmit }: Props) {
  const { t } = useTranslation(ACTIVITIES_NAMESPACE);
  const students = useClassroomStudents(classroomId);
  const [picked, setPicked] = useState<ReadonlySet<string> | null>(null);
  const everyone = (students.data ?? []).map((student) => student.id);
  const checked = picked ?? new Set(assigned.length > 0 ? assigned : everyone);
  // In the classroom's order, and only students still in it.
  const chosen = everyone.filter((id) => checked.has(id));
  const toggle = (id: string) => {
    const next = new Set(checked);
    if (!next.delete(id)) next.add(id);
    setPicked(next);
  };

  return (
    <div className="flex flex-col gap-5">
      <QueryState query={students}>
        {(list) =>
          list.length === 0 ? (
            <p role="alert" className="rounded-lg bg-white p-4 text-title">
              {t('creation.emptyClassroom')}
            </p>
          ) : (
            <fieldset className="flex flex-col gap-2">
              <legend className="mb-1 font-semibold text-title">
                {t('creation.studentsChosen', { count: chosen.length, total: list.length })}
              </legend>
              <div className="flex gap-3 text-sm">
                <button
                  type="button"
                  className="min-h-8 font-semibold text-primary"
                  onClick={() => setPicked(new Set(everyone))}
                >
                  {t('creation.allStudents')}
                </button>
                <button
                  type="button"
                  className="min-h-8 font-semibold text-primary"
                  onClick={() => setPicked(new Set())}
                >
                  {t('creation.noStudents')}
                </button>
              </div>
              <ul className="grid gap-1 sm:grid-cols-2">
                {list.map((student) => (
                  <li key={student.id}>
                    <label className="flex items-center gap-2 rounded-lg bg-white px-3 py-2">
                      <input
                        type="checkbox"
                        className="size-4 accent-primary"
                        checked={checked.has(student.id)}
                        onChange={() => toggle(student.id)}
                      />
                      {student.name}
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
          disabled={busy || chosen.length === 0}
          onClick={() => onSubmit(chosen)}
          className={PRIMARY_BUTTON}
        >
          {t('creation.next')}
        </button>
      </div>
    </div>
  );
}
