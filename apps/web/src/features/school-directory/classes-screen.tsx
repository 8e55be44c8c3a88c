import type { ClassStudent } from '@ava/contracts';
import { type ComponentType, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type Column, DataTable } from '../../components/data-table/data-table.tsx';
import { Skeleton } from '../../components/skeleton.tsx';
import { LINK_BUTTON } from '../../components/ui/classes.ts';
import { useClassrooms, useClassStudents } from './api/school-directory.ts';
import { EditStudentDialog } from './components/edit-student-dialog.tsx';
import { ResetPasswordDialog } from './components/reset-password-dialog.tsx';
import { SCHOOL_DIRECTORY_NAMESPACE } from './school-directory-strings.ts';

interface Props {
  /** More about the chosen classroom, from another feature (its pokz transfers), under its students. */
  ClassroomSection?: ComponentType<{ classroomId: string }>;
}

/** The educator's classrooms ('turmas'): the students of the chosen one, to edit or give a new password. */
function ClassesScreen({ ClassroomSection }: Props) {
  const { t } = useTranslation(SCHOOL_DIRECTORY_NAMESPACE);
  const id = useId();
  const classrooms = useClassrooms();
  const [chosen, setChosen] = useState<string | null>(null);
  const classroomId = chosen ?? classrooms.data?.[0]?.id ?? null;
  const students = useClassStudents(classroomId);
  const [editing, setEditing] = useState<ClassStudent | null>(null);
  const [resetting, setResetting] = useState<ClassStudent | null>(null);

  const columns: Column<ClassStudent>[] = [
    { key: 'name', header: t('name'), place: 'title', cell: (s) => s.name, sortValue: (s) => s.name },
    { key: 'username', header: t('username'), cell: (s) => s.username, sortValue: (s) => s.username },
    { key: 'email', header: t('email'), cell: (s) => s.email ?? '-' },
    {
      key: 'actions',
      header: t('actions'),
      cell: (s) => (
        <span className="flex flex-wrap gap-3">
          <button
            type="button"
            className={LINK_BUTTON}
            onClick={() => setEditing(s)}
            aria-label={`${t('edit')} ${s.name}`}
          >
            {t('edit')}
          </button>
          <button
            type="button"
            className={LINK_BUTTON}
            onClick={() => setResetting(s)}
            aria-label={`${t('resetPassword')} ${s.name}`}
          >
            {t('resetPassword')}
          </button>
          {s.blocked && <span className="text-sm text-red-700">{t('blocked')}</span>}
        </span>
      ),
    },
  ];

  if (classrooms.isPending) return <Skeleton shape="card" rows={2} />;
  if (!classrooms.data?.length) return <p className="rounded-xl bg-white p-6 text-subtitle">{t('noClassrooms')}</p>;
  return (
    <section className="flex flex-col gap-4">
      <h1 className="text-2xl font-bold text-title">{t('title')}</h1>
      <label htmlFor={`${id}-classroom`} className="flex max-w-md flex-col gap-1 font-semibold">
        {t('classroom')}
        <select
          id={`${id}-classroom`}
          value={classroomId ?? ''}
          onChange={(event) => setChosen(event.target.value)}
          className="rounded-lg border border-gray-300 bg-white px-3 py-2"
        >
          {classrooms.data.map((classroom) => (
            <option key={classroom.id} value={classroom.id}>
              {classroom.name} · {classroom.school.name}
            </option>
          ))}
        </select>
      </label>
      {students.data ? (
        <DataTable caption={t('students')} columns={columns} rows={students.data.students} rowKey={(s) => s.id} />
      ) : (
        <Skeleton rows={4} />
      )}
      {ClassroomSection && classroomId && <ClassroomSection key={classroomId} classroomId={classroomId} />}
      <EditStudentDialog student={editing} onClose={() => setEditing(null)} />
      <ResetPasswordDialog student={resetting} onClose={() => setResetting(null)} />
    </section>
  );
}

export default ClassesScreen;
