import { DELIVERY_LABELS, type DeliveryState, EXTERNAL_ACTIVITY_STATUS } from '@ava/contracts';
import { useTranslation } from 'react-i18next';
import { SCHOOL_WORK_NAMESPACE } from '../school-work-strings.ts';

/** The educator's word on a delivery: a redo asked (status 5) says so; otherwise the delivery state's label. */
export function useDeliveryLabel(): (status: number, state: DeliveryState) => string {
  const { t } = useTranslation(SCHOOL_WORK_NAMESPACE);
  return (status, state) => (status === EXTERNAL_ACTIVITY_STATUS.redo ? t('redoAsked') : DELIVERY_LABELS[state]);
}
