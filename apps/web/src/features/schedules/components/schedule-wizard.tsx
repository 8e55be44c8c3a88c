import { SCHEDULE_STATUS_LABELS, type ScheduleEdit, type ScheduleStatus } from '@ava/contracts';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { WizardFrame } from '../../../components/wizard/wizard-frame.tsx';
import { useScheduleEdit } from '../api/educator-schedules.ts';
import { SCHEDULES_NAMESPACE } from '../schedules-strings.ts';
import { StatusActions } from './status-actions.tsx';
import { ContentStep, CreateStep, IntroStep, MessagesStep } from './step-forms.tsx';
import { SCHEDULE_WIZARD_STEPS, type ScheduleWizardSlug } from './wizard-steps.ts';

function Step({ slug, item }: { slug: ScheduleWizardSlug; item: ScheduleEdit }) {
  const { t } = useTranslation(SCHEDULES_NAMESPACE);
  if (slug === 'mensagens') return <MessagesStep item={item} />;
  if (slug === 'publicacao')
    return (
      <div className="flex flex-col gap-3">
        <p>{t('actions.status', { status: SCHEDULE_STATUS_LABELS[item.status as ScheduleStatus] })}</p>
        <StatusActions id={item.id} policies={item.policies} listPath="../.." />
      </div>
    );
  if (!item.policies.edit) return <p role="status">{t('form.readOnly')}</p>;
  return slug === 'dados' ? <IntroStep item={item} /> : <ContentStep item={item} />;
}

/** /agenda/novo (type, title, classrooms) and /agenda/:id/editar?etapa= */
export function ScheduleWizard() {
  const { t } = useTranslation(SCHEDULES_NAMESPACE);
  const { id } = useParams();
  const navigate = useNavigate();
  const detail = useScheduleEdit(id);
  return (
    <WizardFrame
      steps={SCHEDULE_WIZARD_STEPS}
      externalId={id}
      detail={detail}
      title={detail.data?.title ?? t('newItem')}
      words={{ back: t('back'), steps: t('wizard.label'), step: (key) => t(`wizard.${key}`) }}
      creating={<CreateStep onCreated={(item) => navigate(`../${item.id}/editar?etapa=dados`, { relative: 'path' })} />}
    >
      {(item, slug) => <Step slug={slug} item={item} />}
    </WizardFrame>
  );
}
