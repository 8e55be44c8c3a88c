import { GAME_CONTENT_LIMITS, type Interaction } from '@ava/contracts';
import Trash2 from 'lucide-react/icons/trash-2';
import { useId } from 'react';
import { type FieldPath, useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { INPUT, ROW_ACTION } from '../../../components/ui/classes.ts';
import { CHALLENGES_NAMESPACE } from '../challenges-strings.ts';
import { type DataForm, ROUND_SHAPES, type RoundForm, takesDistractors } from './data-form.ts';
import { ListField, PairsField, SentencesField } from './entry-fields.tsx';
import { FieldError, firstMessage } from './form-messages.tsx';

interface Props {
  index: number;
  interaction: Interaction;
  /** The groups of a 'categories' game, for each item to be placed in one. */
  categories: string[];
  /** The last round stays: a challenge has at least one. */
  onRemove?: () => void;
}

/** One round: the fields its interaction plays, its hints and its resolution, each with its message. */
export function RoundEditor({ index, interaction, categories, onRemove }: Props) {
  const { t } = useTranslation(CHALLENGES_NAMESPACE);
  const id = useId();
  const {
    register,
    setValue,
    control,
    formState: { errors, isSubmitted },
  } = useFormContext<DataForm>();
  const round = useWatch({ control, name: `data.challenges.${index}` });
  const problems = errors.data?.challenges?.[index];
  const error = (...fields: (keyof RoundForm)[]) =>
    fields.map((field) => firstMessage(problems?.[field])).find(Boolean);
  const set = <F extends keyof RoundForm>(field: F, value: RoundForm[F]) =>
    setValue(`data.challenges.${index}.${field}` as FieldPath<DataForm>, value, {
      shouldDirty: true,
      shouldValidate: isSubmitted,
    });
  const shape = ROUND_SHAPES[interaction];
  const number = index + 1;
  const statementError = error('statement');
  const resolutionError = error('resolucao_content');
  const entries = (key: string) => t(`wizard.data.entries.${key}`);

  return (
    <fieldset className="flex flex-col gap-4 rounded-xl border border-gray-200 bg-white p-4">
      <legend className="sr-only">{t('wizard.data.round', { number })}</legend>
      <div className="flex items-center gap-2">
        <h3 className="flex-1 font-bold text-title">{t('wizard.data.round', { number })}</h3>
        {onRemove && (
          <button type="button" onClick={onRemove} className={`${ROW_ACTION} gap-1 text-red-700`}>
            <Trash2 className="size-4 shrink-0" aria-hidden="true" />
            {t('wizard.data.removeRound', { number })}
          </button>
        )}
      </div>
      <label htmlFor={`${id}-statement`} className="flex flex-col gap-1 font-semibold text-title">
        {t(interaction === 'fill_blanks' ? 'wizard.data.statementBlanks' : 'wizard.data.statement')}
        <textarea
          id={`${id}-statement`}
          rows={2}
          maxLength={GAME_CONTENT_LIMITS.statementLength}
          className={`${INPUT} font-normal`}
          aria-invalid={statementError ? true : undefined}
          aria-describedby={statementError ? `${id}-statement-error` : undefined}
          {...register(`data.challenges.${index}.statement`)}
        />
      </label>
      <FieldError id={`${id}-statement-error`} message={statementError} />

      {shape === 'choices' && (
        <div className="grid gap-4 md:grid-cols-2">
          <ListField
            label={t('wizard.data.correct')}
            entry={entries('correct')}
            values={round.correct}
            onChange={(values) => set('correct', values)}
            error={error('correct')}
          />
          <ListField
            label={t('wizard.data.wrong')}
            entry={entries('wrong')}
            values={round.wrong}
            onChange={(values) => set('wrong', values)}
            error={error('wrong')}
          />
        </div>
      )}
      {shape === 'sentences' && (
        <SentencesField
          label={t('wizard.data.sentences')}
          items={round.items}
          truths={round.truths}
          onChange={(items, truths) => {
            set('items', items);
            set('truths', truths);
          }}
          error={error('items', 'correct')}
        />
      )}
      {(shape === 'pairs' || shape === 'groups') && (
        <PairsField
          label={t(shape === 'pairs' ? 'wizard.data.pairs' : 'wizard.data.items')}
          items={round.items}
          answers={round.correct}
          groups={shape === 'groups' ? categories : undefined}
          onChange={(items, answers) => {
            set('items', items);
            set('correct', answers);
          }}
          error={error('items', 'correct')}
        />
      )}
      {takesDistractors(interaction) && (
        <ListField
          label={t('wizard.data.distractors')}
          entry={entries('answer')}
          values={round.wrong}
          onChange={(values) => set('wrong', values)}
          error={error('wrong')}
        />
      )}
      {shape === 'list' && (
        <ListField
          label={t(
            interaction === 'ordering'
              ? 'wizard.data.order'
              : interaction === 'fill_blanks'
                ? 'wizard.data.blanks'
                : 'wizard.data.words',
          )}
          entry={entries(interaction === 'word_search' ? 'word' : 'answer')}
          values={round.correct}
          onChange={(values) => set('correct', values)}
          error={error('correct')}
        />
      )}

      <ListField
        label={t('wizard.data.hints')}
        entry={entries('hint')}
        values={round.hints}
        max={GAME_CONTENT_LIMITS.hints}
        onChange={(values) => set('hints', values)}
        error={error('hints')}
      />
      <label htmlFor={`${id}-resolution`} className="flex flex-col gap-1 font-semibold text-title">
        {t('wizard.data.resolution')}
        <span className="text-sm font-normal text-subtitle">{t('wizard.data.resolutionHint')}</span>
        <textarea
          id={`${id}-resolution`}
          rows={2}
          maxLength={GAME_CONTENT_LIMITS.resolutionLength}
          className={`${INPUT} font-normal`}
          aria-invalid={resolutionError ? true : undefined}
          {...register(`data.challenges.${index}.resolucao_content`)}
        />
      </label>
      <FieldError id={`${id}-resolution-error`} message={resolutionError} />
    </fieldset>
  );
}
