import { factoryStepOneSchema, type GameContentDraft, INTERACTIONS } from '@ava/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { TextInput } from '../../../components/inputs/text-input.tsx';
import { Skeleton } from '../../../components/skeleton.tsx';
import { INPUT, PRIMARY_BUTTON } from '../../../components/ui/classes.ts';
import { factorySteps, useFactoryStep } from '../api/factory.ts';
import { useInteractionsList } from '../api/game-catalogue.ts';
import { CHALLENGES_NAMESPACE } from '../challenges-strings.ts';
import { FieldError, portugueseIssues } from './form-messages.tsx';
import { StepError } from './step-error.tsx';

const OBJECTIVE_MAX = 500;

interface Props {
  /** None for a new challenge: saving creates its draft. */
  draft?: GameContentDraft;
  isUpdate: boolean;
  onSaved: (contentId: string) => void;
}

/** 'Informações básicas': title, objective and the interaction the rounds are played with. */
export function IntroStep({ draft, isUpdate, onSaved }: Props) {
  const { t } = useTranslation(CHALLENGES_NAMESPACE);
  const id = useId();
  const interactions = useInteractionsList();
  const save = useFactoryStep(factorySteps.intro);
  const schema = useMemo(
    () =>
      factoryStepOneSchema.pick({ title: true, objective: true }).extend({
        interaction: z
          .string()
          .refine((value) => (INTERACTIONS as readonly string[]).includes(value), {
            error: t('wizard.intro.chooseInteraction'),
          })
          .pipe(factoryStepOneSchema.shape.interaction),
      }),
    [t],
  );
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(schema, { error: portugueseIssues(t) }),
    defaultValues: {
      title: draft?.title ?? '',
      objective: draft?.objective ?? '',
      interaction: draft?.interaction ?? '',
    },
  });

  const submit = handleSubmit((form) =>
    save.mutate(
      { is_update: isUpdate, ...(draft ? { oed_content_id: draft.oed_content_id } : {}), ...form },
      { onSuccess: (id) => onSaved(id) },
    ),
  );
  const interactionError = errors.interaction?.message;

  return (
    <form noValidate onSubmit={submit} className="flex max-w-3xl flex-col gap-5">
      <TextInput label={t('wizard.intro.title')} maxLength={120} error={errors.title?.message} {...register('title')} />
      <label htmlFor={`${id}-objective`} className="flex flex-col gap-1 font-semibold text-title">
        {t('wizard.intro.objective')}
        <textarea
          id={`${id}-objective`}
          rows={3}
          maxLength={OBJECTIVE_MAX}
          placeholder={t('wizard.intro.objectivePlaceholder')}
          className={`${INPUT} font-normal`}
          {...register('objective')}
        />
      </label>
      <fieldset
        disabled={isUpdate}
        aria-describedby={interactionError ? `${id}-interaction-error` : undefined}
        className="flex flex-col gap-2"
      >
        <legend className="mb-1 font-semibold text-title">{t('wizard.intro.interaction')}</legend>
        {isUpdate && <p className="text-sm text-subtitle">{t('wizard.intro.interactionLocked')}</p>}
        {interactions.isPending && <Skeleton rows={2} />}
        {interactions.isError && <p role="alert">{interactions.error.message}</p>}
        <div className="grid gap-2 sm:grid-cols-2">
          {(interactions.data ?? []).map((interaction) => (
            <label
              key={interaction.id}
              className="flex cursor-pointer gap-3 rounded-lg border border-gray-300 bg-white p-3 has-checked:border-primary has-checked:bg-light"
            >
              <input type="radio" value={interaction.id} className="mt-1 accent-primary" {...register('interaction')} />
              <span className="flex flex-col">
                <span className="font-semibold text-title">{t(`interactions.${interaction.id}`)}</span>
                <span className="text-sm text-subtitle">{interaction.guide}</span>
              </span>
            </label>
          ))}
        </div>
        <FieldError id={`${id}-interaction-error`} message={interactionError} />
      </fieldset>
      <StepError error={save.error} />
      <button type="submit" className={`${PRIMARY_BUTTON} self-start`} disabled={save.isPending}>
        {t('wizard.save')}
      </button>
    </form>
  );
}
