import { EXTERNAL_ACTIVITY_STATUS, formatDateTime, type WorkDetail } from '@ava/contracts';
import { useTranslation } from 'react-i18next';
import { SCHOOL_WORK_NAMESPACE } from '../school-work-strings.ts';
import { useDeliveryLabel } from './delivery-label.ts';

/**
 * Whether the answer the educator reads was sent: when it was not, it says so and that the
 * text shown is only a draft, so nobody corrects it as the student's final answer; during a
 * redo, until the student saves a new draft, the text is the one sent before.
 */
export function DeliveryNote({
  work,
}: {
  work: Pick<WorkDetail, 'status' | 'delivery_status' | 'delivery_date' | 'detail_text' | 'draft'>;
}) {
  const { t } = useTranslation(SCHOOL_WORK_NAMESPACE);
  const deliveryLabel = useDeliveryLabel();
  const sentBeforeRedo = work.status === EXTERNAL_ACTIVITY_STATUS.redo && !work.draft;
  if (work.delivery_status === 'sent') {
    return work.delivery_date ? (
      <p className="text-sm text-subtitle">{t('sentAt', { date: formatDateTime(work.delivery_date) })}</p>
    ) : null;
  }
  return (
    <p className="text-sm font-semibold text-amber-800" data-testid="delivery-note">
      {deliveryLabel(work.status, work.delivery_status)}
      {work.detail_text ? ` · ${t(sentBeforeRedo ? 'sentBeforeRedo' : 'draftOnly')}` : ''}
    </p>
  );
}
