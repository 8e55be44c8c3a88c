import { GAME_CONTENT_LIMITS, GAME_DIFFICULTIES, INTERACTION_GUIDES } from '@ava/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import Plus from 'lucide-react/icons/plus';
import { useId, useMemo } from 'react';
import { FormProvider, type Resolver, useFieldArray, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { INPUT, PRIMARY_BUTTON, SECONDARY_BUTTON } from '../../../components/ui/classes.ts';
import { factorySteps, useFactoryStep } from '../api/factory.ts';
import { CHALLENGES_NAMESPACE } from '../challenges-strings.ts';
import { type DataForm, type DataStepOutput, dataFormOf, dataStepSchema, emptyRound } from './data-form.ts';
import { ListField } from './entry-fields.tsx';
import { FieldError, firstMessage, portugueseIssues } from './form-messages.tsx';
import { RoundEditor } from './round-editor.tsx';
import { StepError } from './step-error.tsx';
import type { StepProps } from './wizard-steps.ts';

/**
 * 'Dados': the opening text, the groups of a 'categories' game, the rounds as the interaction
 * plays them (its guide beside them) and how the game works. Checked as the server checks it,
 * each message under its field.
 */
export function DataStep({ draft, isUpdate, onSaved }: StepProps) {
  const { t } = useTranslation(CHALLENGES_NAMESPACE);
  const id = useId();
  const { interaction } = draft;
  const save = useFactoryStep(factorySteps.content);
  // The form's rows become the contracts' content inside the schema, so the types on each side differ.
  const resolver = useMemo(
    () =>
      zodResolver(dataStepSchema(interaction), { error: portugueseIssues(t) }) as unknown as Resolver<
        DataForm,
        unknown,
        DataStepOutput
      >,
    [interaction, t],
  );
  const form = useForm<DataForm, unknown, DataStepOutput>({
    resolver,
    defaultValues: dataFormOf(interaction, draft.data, draft.settings),
  });
  const {
    register,
    control,
    setValue,
    handleSubmit,
    formState: { errors, isSubmitted, submitCount },
  } = form;
  const rounds = useFieldArray({ control, name: 'data.challenges' });
  const categories = useWatch({ control, name: 'data.categories' });
  const groups = categories.map((name) => name.trim()).filter(Boolean);
  const roundsError = errors.data?.challenges?.root?.message ?? errors.data?.challenges?.message;

  const submit = handleSubmit((output) =>
    save.mutate(
      { is_update: isUpdate, oed_content_id: draft.oed_content_id, data: output.data, settings: output.settings },
      { onSuccess: (id) => onSaved(id) },
    ),
  );

  return (
    <FormProvider {...form}>
      <form noValidate onSubmit={submit} className="flex max-w-4xl flex-col gap-6">
        <aside className="rounded-xl bg-light p-4 text-dark">
          <p className="font-semibold">{`${t('wizard.data.guide')}: ${t(`interactions.${interaction}`)}`}</p>
          <p>{INTERACTION_GUIDES[interaction]}</p>
        </aside>
        <label htmlFor={`${id}-context`} className="flex flex-col gap-1 font-semibold text-title">
          {t('wizard.data.context')}
          <span className="text-sm font-normal text-subtitle">{t('wizard.data.contextHint')}</span>
          <textarea
            id={`${id}-context`}
            rows={3}
            maxLength={GAME_CONTENT_LIMITS.contextLength}
            className={`${INPUT} font-normal`}
            {...register('data.context_content')}
          />
        </label>
        {interaction === 'categories' && (
          <ListField
            label={t('wizard.data.categories')}
            entry={t('wizard.data.entries.category')}
            values={categories}
            max={GAME_CONTENT_LIMITS.categories}
            onChange={(values) =>
              setValue('data.categories', values, { shouldDirty: true, shouldValidate: isSubmitted })
            }
            error={firstMessage(errors.data?.categories)}
          />
        )}

        <section aria-labelledby={`${id}-rounds`} className="flex flex-col gap-4">
          <h2 id={`${id}-rounds`} className="text-lg font-bold text-title">
            {t('wizard.data.rounds')}
          </h2>
          {rounds.fields.map((field, index) => (
            <RoundEditor
              key={field.id}
              index={index}
              interaction={interaction}
              categories={groups}
              onRemove={rounds.fields.length > 1 ? () => rounds.remove(index) : undefined}
            />
          ))}
          <FieldError id={`${id}-rounds-error`} message={roundsError} />
          {rounds.fields.length < GAME_CONTENT_LIMITS.rounds && (
            <button
              type="button"
              className={`${SECONDARY_BUTTON} inline-flex items-center gap-2 self-start`}
              onClick={() => rounds.append(emptyRound(interaction))}
            >
              <Plus className="size-4 shrink-0" aria-hidden="true" />
              {t('wizard.data.addRound')}
            </button>
          )}
        </section>

        <fieldset className="flex flex-col gap-3 rounded-xl bg-white p-4">
          <legend className="float-left mb-2 text-lg font-bold text-title">{t('wizard.data.settings')}</legend>
          <div className="clear-both grid gap-3 sm:grid-cols-2">
            <label htmlFor={`${id}-difficulty`} className="flex flex-col gap-1 font-semibold text-title">
              {t('wizard.data.difficulty')}
              <select id={`${id}-difficulty`} className={`${INPUT} font-normal`} {...register('settings.difficulty')}>
                {GAME_DIFFICULTIES.map((difficulty) => (
                  <option key={difficulty} value={difficulty}>
                    {t(`difficulties.${difficulty}`)}
                  </option>
                ))}
              </select>
            </label>
            <label htmlFor={`${id}-time`} className="flex flex-col gap-1 font-semibold text-title">
              {t('wizard.data.time')}
              <input
                id={`${id}-time`}
                type="number"
                min={1}
                max={60}
                className={`${INPUT} font-normal`}
                aria-invalid={errors.settings?.time ? true : undefined}
                aria-describedby={errors.settings?.time ? `${id}-time-error` : undefined}
                {...register('settings.time', { valueAsNumber: true })}
              />
              <FieldError id={`${id}-time-error`} message={errors.settings?.time?.message} />
            </label>
          </div>
          {(
            [
              ['randomize', 'randomize'],
              ['hide_feedback', 'hideFeedback'],
              ['show_preview', 'showPreview'],
              ...(interaction === 'fill_blanks'
                ? ([
                    ['case_insensitivity', 'caseInsensitivity'],
                    ['ignore_diacritics', 'ignoreDiacritics'],
                  ] as const)
                : []),
            ] as const
          ).map(([name, label]) => (
            <label key={name} className="flex items-center gap-2">
              <input type="checkbox" className="size-4 accent-primary" {...register(`settings.${name}`)} />
              {t(`wizard.data.${label}`)}
            </label>
          ))}
        </fieldset>

        {submitCount > 0 && Object.keys(errors).length > 0 && (
          <p role="alert" className="rounded-lg bg-red-50 p-3 text-red-800">
            {t('wizard.data.invalid')}
          </p>
        )}
        <StepError error={save.error} />
        <button type="submit" className={`${PRIMARY_BUTTON} self-start`} disabled={save.isPending}>
          {t('wizard.save')}
        </button>
      </form>
    </FormProvider>
  );
}
