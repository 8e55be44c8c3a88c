import { useTranslation } from 'react-i18next';
import { BackLink } from '../../../components/back-link.tsx';
import { ACTIVITIES_NAMESPACE } from '../activities-strings.ts';

interface Props {
  title: string;
  steps: readonly string[];
  current: number;
  /** Called when the teacher takes the way back to the list (a saved draft says so). */
  onLeave?: (() => void) | undefined;
}

/** The flow's way back to the list, its title and its steps: numbered, the current one marked, those behind shaded. */
export function FlowHeader({ title, steps, current, onLeave }: Props) {
  const { t } = useTranslation(ACTIVITIES_NAMESPACE);
  return (
    <>
      <BackLink to=".." relative="path" onClick={onLeave}>
        {t('back')}
      </BackLink>
      <h1 className="type-title text-title">{title}</h1>
      <ol aria-label={t('creation.steps')} className="flex flex-wrap gap-2">
        {steps.map((name, index) => (
          <li
            key={name}
            aria-current={index === current ? 'step' : undefined}
            className={`rounded-full px-3 py-1 text-sm font-semibold ${index === current ? 'bg-primary text-on-primary' : index < current ? 'bg-light text-dark' : 'bg-white text-subtitle'}`}
          >
            {index + 1}. {t(`creation.stepNames.${name}`)}
          </li>
        ))}
      </ol>
    </>
  );
}
