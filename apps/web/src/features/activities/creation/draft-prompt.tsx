import { type Draft, formatDateTime } from '@ava/contracts';
import { useTranslation } from 'react-i18next';
import { PRIMARY_BUTTON, SECONDARY_BUTTON } from '../../../components/ui/classes.ts';
import { ACTIVITIES_NAMESPACE } from '../activities-strings.ts';

interface Props {
  draft: Draft;
  onContinue: () => void;
  onDiscard: () => void;
}

/** The creation the teacher left unfinished, offered when they open the flow again. */
export function DraftPrompt({ draft, onContinue, onDiscard }: Props) {
  const { t } = useTranslation(ACTIVITIES_NAMESPACE);
  const title = draft.payload.title.trim() || t('creation.draft.untitled');
  return (
    <section
      aria-label={t('creation.draft.label')}
      className="flex flex-col gap-3 rounded-xl border border-primary/40 bg-light p-4 sm:flex-row sm:items-center"
    >
      <p className="min-w-0 flex-1 text-dark">
        {t('creation.draft.prompt', { title, date: formatDateTime(draft.updated_at) })}
      </p>
      <div className="flex flex-wrap gap-2">
        <button type="button" className={PRIMARY_BUTTON} onClick={onContinue}>
          {t('creation.draft.continue')}
        </button>
        <button type="button" className={SECONDARY_BUTTON} onClick={onDiscard}>
          {t('creation.draft.discard')}
        </button>
      </div>
    </section>
  );
}
