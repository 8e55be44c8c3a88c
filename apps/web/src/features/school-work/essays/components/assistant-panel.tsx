import type { EssaySuggestionsAnswer } from '@ava/contracts';
import { useTranslation } from 'react-i18next';
import { useEssayCorrection } from '../api/essay-correction.ts';
import { ESSAYS_NAMESPACE } from '../essays-strings.ts';
import { AssistantScores } from './assistant-scores.tsx';
import { AssistantSuggestions } from './assistant-suggestions.tsx';

interface Props {
  activity: string;
  student: string;
  text: string;
  answer: EssaySuggestionsAnswer | undefined;
}

/** The educator asks the assistant for a correction, then decides its suggestions and reads its scores. */
export function AssistantPanel({ activity, student, text, answer }: Props) {
  const { t } = useTranslation(ESSAYS_NAMESPACE);
  const correction = useEssayCorrection(activity, student);
  return (
    <div className="flex flex-col gap-4 rounded-xl border border-gray-200 bg-gray-50 p-3">
      <div className="flex flex-col gap-2">
        <button
          type="button"
          onClick={() => correction.mutate()}
          disabled={correction.isPending}
          className="self-start rounded-md bg-primary px-4 py-2 text-sm font-semibold text-white disabled:opacity-60"
        >
          {t(correction.isPending ? 'assistantWorking' : 'askAssistant')}
        </button>
        <p className="text-xs text-subtitle">{t('assistantHint')}</p>
      </div>
      {answer && answer.suggestions.length > 0 && (
        <AssistantSuggestions activity={activity} student={student} text={text} suggestions={answer.suggestions} />
      )}
      {answer?.assessment && <AssistantScores assessment={answer.assessment} />}
    </div>
  );
}
