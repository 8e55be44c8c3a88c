import { Route, Routes } from 'react-router';
import { TrailList } from './components/trail-list.tsx';
import { WizardScreen } from './components/wizard-screen.tsx';

/**
 * /:business/professor/trilhas ('Trilhas' of the 'conteudos' menu): the list and the wizard
 * (nova, :externalId/editar?etapa=).
 */
export default function TrailsScreen() {
  return (
    <Routes>
      <Route path="trilhas">
        <Route index element={<TrailList />} />
        <Route path="nova" element={<WizardScreen />} />
        <Route path=":externalId/editar" element={<WizardScreen />} />
      </Route>
    </Routes>
  );
}
