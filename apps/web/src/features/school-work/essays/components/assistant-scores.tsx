import type { EssayAssessment } from '@ava/contracts';
import { useTranslation } from 'react-i18next';
import { ESSAYS_NAMESPACE } from '../essays-strings.ts';

/** The rubric scores of the assistant's latest correction, with their reasons: for the educator only. */
export function AssistantScores({ assessment }: { assessment: EssayAssessment }) {
  const { t } = useTranslation(ESSAYS_NAMESPACE);
  return (
    <section className="flex flex-col gap-2" aria-label={t('assistantScores')}>
      <h3 className="font-semibold text-title">
        {t(assessment.rubric === 'enem' ? 'assistantScoresEnem' : 'assistantScores')}{' '}
        <span className="text-subtitle">
          {t('assistantTotal', { total: assessment.total, max: assessment.max_total })}
        </span>
      </h3>
      <ul className="flex flex-col gap-2">
        {assessment.scores.map((score) => (
          <li
            key={score.id}
            className="rounded-lg border border-gray-200 bg-white p-3 text-sm"
            data-testid={`score-${score.id}`}
          >
            <div className="flex items-center justify-between gap-2">
              <span className="font-semibold text-title">{score.label}</span>
              <span className="font-bold text-title">
                {score.score}/{score.max}
              </span>
            </div>
            <ul className="mt-1 list-disc pl-5 text-subtitle">
              {score.reasons.map((reason) => (
                <li key={reason.text + (reason.quote ?? '')}>
                  {reason.text} {reason.quote && <q className="italic">{reason.quote}</q>}
                </li>
              ))}
            </ul>
          </li>
        ))}
      </ul>
    </section>
  );
}
