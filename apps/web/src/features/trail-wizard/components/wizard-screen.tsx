import type { TrailDetail } from '@ava/contracts';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { WizardFrame } from '../../../components/wizard/wizard-frame.tsx';
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
  const navigate = useNavigate();
  const detail = useTrailDetail(externalId);
  return (
    <WizardFrame
      steps={WIZARD_STEPS}
      externalId={externalId}
      detail={detail}
      title={detail.data?.title ?? t('newTrail')}
      words={{ back: t('back'), steps: t('wizard.label'), step: (key) => t(`wizard.${key}`) }}
      creating={
        <IntroStep
          onCreated={(trail) => navigate(`../${trail.external_id}/editar?etapa=classificacao`, { relative: 'path' })}
        />
      }
    >
      {(trail, slug) => <Step slug={slug} trail={trail} />}
    </WizardFrame>
  );
}
