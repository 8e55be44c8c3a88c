import { Route, Routes } from 'react-router';
import { ExamList } from './components/exam-list.tsx';
import { ExamView } from './components/exam-view.tsx';
import { WizardScreen } from './components/wizard-screen.tsx';

/**
 * /:business/professor/avaliacoes ('Avaliações' of the 'conteudos' menu): the list, the wizard
 * (nova, :externalId/editar?etapa=) and the view of an exam (:externalId).
 */
export default function ExamsScreen() {
  return (
    <Routes>
      <Route path="avaliacoes">
        <Route index element={<ExamList />} />
        <Route path="nova" element={<WizardScreen />} />
        <Route path=":externalId" element={<ExamView />} />
        <Route path=":externalId/editar" element={<WizardScreen />} />
      </Route>
    </Routes>
  );
}
