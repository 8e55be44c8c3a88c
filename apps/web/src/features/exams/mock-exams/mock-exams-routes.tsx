import { Route, Routes } from 'react-router';
import { MockExamPlayer } from './mock-exam-player.tsx';
import { MockExamsScreen } from './mock-exams-screen.tsx';

/** /:business/painel/atividades/simulados and /simulados/:examId. */
export default function MockExamsRoutes() {
  return (
    <Routes>
      <Route index element={<MockExamsScreen />} />
      <Route path=":examId" element={<MockExamPlayer />} />
    </Routes>
  );
}
