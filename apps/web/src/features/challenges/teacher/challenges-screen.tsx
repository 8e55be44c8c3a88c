import Plus from 'lucide-react/icons/plus';
import { useTranslation } from 'react-i18next';
import { Link, NavLink, Route, Routes } from 'react-router';
import { PRIMARY_BUTTON, SECONDARY_BUTTON } from '../../../components/ui/classes.ts';
import { CHALLENGES_NAMESPACE } from '../challenges-strings.ts';
import { WizardScreen } from '../wizard/wizard-screen.tsx';
import type { ApplyHomeworkDialog } from './apply-homework.ts';
import { ChallengeLibrary } from './challenge-library.tsx';
import { useChallengesPaths } from './challenges-paths.ts';
import { FactoryList } from './factory-list.tsx';

interface Props {
  ApplyHomework: ApplyHomeworkDialog;
}

/** 'Desafios' with its two tabs: the teacher's own challenges and the library. */
function ChallengesHome({ tab, ApplyHomework }: Props & { tab: 'mine' | 'library' }) {
  const { t } = useTranslation(CHALLENGES_NAMESPACE);
  const paths = useChallengesPaths();
  return (
    <section aria-labelledby="challenges-title" className="flex flex-col gap-5">
      <div className="flex flex-wrap items-center gap-3">
        <h1 id="challenges-title" className="type-title flex-1 text-title">
          {t('teacher.title')}
        </h1>
        <Link to={paths.factory()} className={`${PRIMARY_BUTTON} inline-flex items-center gap-2`}>
          <Plus className="size-4 shrink-0" aria-hidden="true" />
          {t('teacher.newChallenge')}
        </Link>
      </div>
      <nav aria-label={t('teacher.tabs.label')} className="flex gap-2">
        {(
          [
            ['mine', paths.mine],
            ['library', paths.library],
          ] as const
        ).map(([name, to]) => (
          <NavLink key={name} to={to} end className={({ isActive }) => (isActive ? PRIMARY_BUTTON : SECONDARY_BUTTON)}>
            {t(`teacher.tabs.${name}`)}
          </NavLink>
        ))}
      </nav>
      {tab === 'mine' ? (
        <FactoryList ApplyHomework={ApplyHomework} />
      ) : (
        <ChallengeLibrary ApplyHomework={ApplyHomework} />
      )}
    </section>
  );
}

/**
 * /:business/professor/desafios (the 'conteudos' menu): the teacher's challenges
 * (desafios), the library (desafios/biblioteca) and the five-step factory (desafios/fabrica);
 * a published challenge of either list is applied as a tarefa in `ApplyHomework`.
 */
export default function ChallengesScreen({ ApplyHomework }: Props) {
  return (
    <Routes>
      <Route path="desafios">
        <Route index element={<ChallengesHome tab="mine" ApplyHomework={ApplyHomework} />} />
        <Route path="biblioteca" element={<ChallengesHome tab="library" ApplyHomework={ApplyHomework} />} />
        <Route path="fabrica" element={<WizardScreen />} />
      </Route>
    </Routes>
  );
}
