import { useTranslation } from 'react-i18next';
import { PRIMARY_BUTTON } from '../ui/classes.ts';
import { Modal } from '../ui/modal.tsx';
import { OVERLAYS_NAMESPACE } from './overlays-strings.ts';
import { StatusIcon } from './status-modal.tsx';

interface Props {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  message: string;
  /** The features the warning is about, one line each. */
  features: readonly string[];
  title?: string;
}

/** Warns about a set of features (limited, changed or not available here) before the user goes on: 'Entendi'. */
export function WarnFeaturesModal({ open, onOpenChange, message, features, title }: Props) {
  const { t } = useTranslation(OVERLAYS_NAMESPACE);
  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title={title ?? t('warnFeatures.title')}
      description={message}
      footer={
        <button type="button" onClick={() => onOpenChange(false)} className={PRIMARY_BUTTON}>
          {t('warnFeatures.confirm')}
        </button>
      }
    >
      <div className="flex items-start gap-4">
        <StatusIcon status="warning" />
        <ul className="list-disc space-y-1 pl-5 text-title">
          {features.map((feature) => (
            <li key={feature}>{feature}</li>
          ))}
        </ul>
      </div>
    </Modal>
  );
}
