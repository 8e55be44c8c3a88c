import type { TrailDetail } from '@ava/contracts';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { Skeleton } from '../../../components/skeleton.tsx';
import { PRIMARY_BUTTON, SECONDARY_BUTTON } from '../../../components/ui/classes.ts';
import { useTrailDetail } from '../api/trail-queries.ts';
import { TRAIL_WIZARD_NAMESPACE } from '../trail-wizard-strings.ts';
import { ClassifiersStep } from './classifiers-step.tsx';
import { IntroStep } from './intro-step.tsx';
import { ItemsStep } from './items-step.tsx';
import { StatusStep } from './status-step.tsx';
import { ThemeStep } from './theme-step.tsx';
import { WIZARD_STEPS, type WizardSlug } from './wizard-nav.ts';

function Step({ slug, trail }: { slug: WizardSlug; trail: TrailDetail }) {
  switch (slug) {
    case 'introducao':
      return <IntroStep trail={trail} />;
    case 'classificacao':
      return <ClassifiersStep trail={trail} />;
    case 'etapas':
      return <ItemsStep trail={trail} />;
    case 'mapa':
      return <ThemeStep trail={trail} />;
    case 'publicacao':
      return <StatusStep trail={trail} />;
  }
}

/** /trilhas/nova (intro only) and /trilhas/:externalId/editar?etapa= */
export function WizardScreen() {
  const { t } = useTranslation(TRAIL_WIZARD_NAMESPACE);
  const { externalId } = useParams();
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const query = useTrailDetail(externalId);
  const slug = (WIZARD_STEPS.find(([candidate]) => candidate === params.get('etapa'))?.[0] ??
    'introducao') as WizardSlug;
  const index = WIZARD_STEPS.findIndex(([candidate]) => candidate === slug);

  return (
    <section className="flex flex-col gap-4" aria-labelledby="trail-wizard-title">
      <Link to={externalId ? '../..' : '..'} relative="path" className="text-sm text-primary">
        {t('back')}
      </Link>
      <h1 id="trail-wizard-title" className="break-words text-2xl font-bold text-title">
        {query.data?.title ?? t('newTrail')}
      </h1>
      <nav aria-label={t('wizard.label')}>
        <ol className="flex flex-wrap gap-2">
          {WIZARD_STEPS.map(([candidate, key], position) => (
            <li key={candidate}>
              <button
                type="button"
                className={candidate === slug ? PRIMARY_BUTTON : SECONDARY_BUTTON}
                aria-current={candidate === slug ? 'step' : undefined}
                disabled={!externalId}
                onClick={() => setParams({ etapa: candidate })}
              >
                {`${position + 1}. ${t(`wizard.${key}`)}`}
              </button>
            </li>
          ))}
        </ol>
      </nav>
      {!externalId && (
        <IntroStep
          onCreated={(trail) => navigate(`../${trail.external_id}/editar?etapa=classificacao`, { relative: 'path' })}
        />
      )}
      {externalId && query.isPending && <Skeleton shape="card" rows={4} />}
      {externalId && query.isError && <p role="alert">{query.error.message}</p>}
      {query.data && (
        <>
          <h2 className="text-xl font-semibold">{t(`wizard.${WIZARD_STEPS[index]?.[1] ?? 'intro'}`)}</h2>
          <Step key={`${slug}-${query.data.id}`} slug={slug} trail={query.data} />
        </>
      )}
    </section>
  );
}
