import type { ClassDiaryDetails } from '@ava/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatIsoDate } from '../../../components/inputs/date-rules.ts';
import { QueryState } from '../../../components/query-state.tsx';
import { INPUT, PRIMARY_BUTTON } from '../../../components/ui/classes.ts';
import { serverText } from '../../../i18n/vocabulary.ts';
import { notify } from '../../../lib/toast.ts';
import { useLesson } from '../api/lesson.ts';
import { useLessons } from '../api/lessons.ts';
import { useUpdateLesson } from '../api/update-lesson.ts';
import { CLASS_DIARY_NAMESPACE } from '../class-diary-strings.ts';
import { type DiaryFilter, DiaryFilters, filterQuery } from './diary-filters.tsx';

/** chamada-manual: a lesson of a classroom and its students, each present unless marked absent. */
export function Attendance() {
  const { t } = useTranslation(CLASS_DIARY_NAMESPACE);
  const [filter, setFilter] = useState<DiaryFilter>({ classroom_id: '', start_date: '', end_date: '' });
  const [lessonId, setLessonId] = useState('');
  const lessons = useLessons({ ...filterQuery(filter), page: '1' });
  const lesson = useLesson(lessonId || undefined);
  const choices = filter.classroom_id ? (lessons.data?.lessons ?? []) : [];

  return (
    <div className="flex flex-col gap-4">
      <p>{t('attendance.intro')}</p>
      <DiaryFilters
        anyClassroom={false}
        value={filter}
        onChange={(next) => {
          setFilter(next);
          setLessonId('');
        }}
      />
      {filter.classroom_id && (
        <label className="flex flex-col gap-1 sm:max-w-md">
          <span className="text-sm font-semibold">{t('attendance.lesson')}</span>
          <select className={INPUT} value={lessonId} onChange={(e) => setLessonId(e.target.value)}>
            <option value="">{choices.length ? t('attendance.chooseLesson') : t('attendance.noLessons')}</option>
            {choices.map((choice) => (
              <option key={choice.id} value={choice.id}>
                {`${formatIsoDate(choice.date)} - ${choice.subject}`}
              </option>
            ))}
          </select>
        </label>
      )}
      {lessonId && (
        <QueryState query={lesson} errorText={t('loadError')}>
          {(data) => <RollCall key={data.id} lesson={data} />}
        </QueryState>
      )}
    </div>
  );
}

function RollCall({ lesson }: { lesson: ClassDiaryDetails }) {
  const { t } = useTranslation(CLASS_DIARY_NAMESPACE);
  const write = useUpdateLesson();
  const [absent, setAbsent] = useState(() => new Set(lesson.students.filter((s) => s.absent).map((s) => s.id)));
  const toggle = (id: string) => {
    const next = new Set(absent);
    if (next.has(id)) next.delete(id);
    else next.add(id);
    setAbsent(next);
  };
  const save = () =>
    write.mutate(
      { id: lesson.id, body: { absent_student_ids: [...absent] } },
      {
        onSuccess: () => notify({ message: t('attendance.saved'), status: 'success' }),
        onError: (error) => notify({ message: serverText(error.message), status: 'error' }),
      },
    );
  if (lesson.students.length === 0) return <p>{t('attendance.noStudents')}</p>;
  return (
    <fieldset className="flex flex-col gap-3" disabled={!lesson.can_edit}>
      <legend className="mb-2 font-semibold">{`${t('attendance.students')} - ${formatIsoDate(lesson.date)}`}</legend>
      {!lesson.can_edit && <p className="text-sm">{t('attendance.readOnly')}</p>}
      <ul className="flex flex-col divide-y divide-gray-200 rounded-xl bg-white">
        {lesson.students.map((student) => (
          <li key={student.id} className="flex items-center justify-between gap-3 px-4 py-3">
            <span className="break-words">{student.name}</span>
            <label className="flex shrink-0 items-center gap-2">
              <input type="checkbox" checked={absent.has(student.id)} onChange={() => toggle(student.id)} />
              <span>{absent.has(student.id) ? t('attendance.absent') : t('attendance.present')}</span>
            </label>
          </li>
        ))}
      </ul>
      <div>
        <button type="button" className={PRIMARY_BUTTON} onClick={save} disabled={write.isPending || !lesson.can_edit}>
          {t('attendance.save')}
        </button>
      </div>
    </fieldset>
  );
}
