import { useTranslation } from 'react-i18next';
import { Navigate, Route, Routes } from 'react-router';
import { useSession } from '../../lib/session.ts';
import { CLASS_DIARY_NAMESPACE } from './class-diary-strings.ts';
import { Attendance } from './components/attendance.tsx';
import { DiaryTabs } from './components/diary-tabs.tsx';
import { LessonFormScreen } from './components/lesson-form.tsx';
import { LessonList } from './components/lesson-list.tsx';

/**
 * /:business/professor/diario-de-classe: the lessons (nova, :id to edit) and, where the platform
 * has the enableManualFrequency experiment, the manual attendance (chamada-manual).
 */
export default function ClassDiaryScreen() {
  const { t } = useTranslation(CLASS_DIARY_NAMESPACE);
  const attendance = useSession()?.user.experimentals.includes('enableManualFrequency') ?? false;
  return (
    <section className="flex flex-col gap-4" aria-labelledby="class-diary-title">
      <h1 id="class-diary-title" className="text-2xl font-bold text-title">
        {t('title')}
      </h1>
      <DiaryTabs attendance={attendance} />
      <Routes>
        <Route path="diario-de-classe">
          <Route index element={<LessonList />} />
          <Route path="nova" element={<LessonFormScreen />} />
          <Route path="chamada-manual" element={attendance ? <Attendance /> : <Navigate to=".." replace />} />
          <Route path=":id" element={<LessonFormScreen />} />
        </Route>
      </Routes>
    </section>
  );
}
