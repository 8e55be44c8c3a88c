import { useTranslation } from 'react-i18next';
import { ACTIVITIES_NAMESPACE } from '../activities-strings.ts';

/** The flow's steps, numbered, the current one marked and those behind it shaded. */
export function StepList({ steps, current }: { steps: readonly string[]; current: number }) {
  const { t } = useTranslation(ACTIVITIES_NAMESPACE);
  return (
    <ol aria-label={t('creation.steps')} className="flex flex-wrap gap-2">
      {steps.map((name, index) => (
        <li
          key={name}
          aria-current={index === current ? 'step' : undefined}
          className={`rounded-full px-3 py-1 text-sm font-semibold ${index === current ? 'bg-primary text-white' : index < current ? 'bg-light text-dark' : 'bg-white text-subtitle'}`}
        >
          {index + 1}. {t(`creation.stepNames.${name}`)}
        </li>
      ))}
    </ol>
  );
}
