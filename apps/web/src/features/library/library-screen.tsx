import { LIBRARY_CARD_TYPES, LIBRARY_SLUGS } from '@ava/contracts';
import { Route, Routes } from 'react-router';
import { LibraryDetails } from './components/library-details.tsx';
import { LibraryList } from './components/library-list.tsx';

/**
 * The content library ('Aulas digitais', 'Livros digitais', 'Materiais diversos', 'Áudios'):
 * each slug's search, and an item's page at `{slug}/{id}/...` (a content path remembered after login).
 */
export default function LibraryScreen() {
  return (
    <Routes>
      {LIBRARY_CARD_TYPES.map((type) => (
        <Route key={type} path={LIBRARY_SLUGS[type]}>
          <Route index element={<LibraryList type={type} />} />
          <Route path=":id/*" element={<LibraryDetails key={type} type={type} />} />
        </Route>
      ))}
    </Routes>
  );
}
