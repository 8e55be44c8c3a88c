import type { LearningStudent } from '@ava/contracts';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryState } from '../../components/query-state.tsx';
import { Skeleton } from '../../components/skeleton.tsx';
import { INPUT } from '../../components/ui/classes.ts';
import { useGradesAssigned } from './api/grades-assigned.ts';
import { useStudentsDetails } from './api/students-details.ts';
import { useTeacherGrades } from './api/teacher-grades.ts';
import { ActivityGradesTable } from './components/activity-grades-table.tsx';
import { ClassroomSummary } from './components/classroom-summary.tsx';
import { GradesChart } from './components/grades-chart.tsx';
import { StudentDetails } from './components/student-details.tsx';
import { StudentsTable } from './components/students-table.tsx';
import { LEARNING_NAMESPACE } from './learning-strings.ts';

/**
 * 'Aprendizagem' (educators, under 'gestao' when the enableLearning experiment is on): pick a
 * grade and one of its classrooms, then read its scores and its students' learning rows.
 */
function LearningScreen() {
  const { t } = useTranslation(LEARNING_NAMESPACE);
  const id = useId();
  const grades = useTeacherGrades();
  const [gradeChosen, setGradeChosen] = useState<number | null>(null);
  const [classroomChosen, setClassroomChosen] = useState<string | null>(null);
  const [student, setStudent] = useState<LearningStudent | null>(null);
  const grade = grades.data?.find((entry) => entry.id === gradeChosen) ?? grades.data?.[0];
  const classroom = grade?.classrooms.find((entry) => entry.id === classroomChosen) ?? grade?.classrooms[0];
  const classroomId = classroom?.id ?? null;
  const assigned = useGradesAssigned(classroomId);
  const details = useStudentsDetails(classroomId);

  return (
    <section className="flex flex-col gap-4">
      <h1 className="text-2xl font-bold text-title">{t('title')}</h1>
      <QueryState query={grades} errorText={t('loadError')} loading={<Skeleton shape="card" rows={2} />}>
        {(all) =>
          all.length === 0 || !grade ? (
            <p className="rounded-xl bg-white p-6 text-subtitle">{t('noClassrooms')}</p>
          ) : (
            <>
              <p className="text-subtitle">{t('intro')}</p>
              <div className="flex flex-col gap-3 sm:flex-row">
                <label htmlFor={`${id}-grade`} className="flex flex-1 flex-col gap-1 font-semibold sm:max-w-xs">
                  {t('grade')}
                  <select
                    id={`${id}-grade`}
                    value={grade.id}
                    onChange={(event) => {
                      setGradeChosen(Number(event.target.value));
                      setClassroomChosen(null);
                      setStudent(null);
                    }}
                    className={INPUT}
                  >
                    {all.map((entry) => (
                      <option key={entry.id} value={entry.id}>
                        {entry.name}
                      </option>
                    ))}
                  </select>
                </label>
                <label htmlFor={`${id}-classroom`} className="flex flex-1 flex-col gap-1 font-semibold sm:max-w-md">
                  {t('classroom')}
                  <select
                    id={`${id}-classroom`}
                    value={classroomId ?? ''}
                    onChange={(event) => {
                      setClassroomChosen(event.target.value);
                      setStudent(null);
                    }}
                    className={INPUT}
                  >
                    {grade.classrooms.map((entry) => (
                      <option key={entry.id} value={entry.id}>
                        {entry.name} · {entry.school.name}
                      </option>
                    ))}
                  </select>
                </label>
              </div>
              <QueryState query={details} errorText={t('loadError')}>
                {(data) => (
                  <>
                    <ClassroomSummary summary={data.summary} />
                    {student && <StudentDetails student={student} onClose={() => setStudent(null)} />}
                    <StudentsTable students={data.students} onDetails={setStudent} />
                  </>
                )}
              </QueryState>
              <QueryState query={assigned} errorText={t('loadError')}>
                {(data) => (
                  <>
                    {data.classrooms[0] && <GradesChart classroom={data.classrooms[0]} />}
                    <ActivityGradesTable activities={data.activities} />
                  </>
                )}
              </QueryState>
            </>
          )
        }
      </QueryState>
    </section>
  );
}

export default LearningScreen;
