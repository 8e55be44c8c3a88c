import { GAME_ENGINES, GAME_LAYOUT_IDS, GAME_VARIATION_IDS, httpUrlSchema } from '@ava/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useMemo } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { TextInput } from '../../../components/inputs/text-input.tsx';
import { Skeleton } from '../../../components/skeleton.tsx';
import { PRIMARY_BUTTON } from '../../../components/ui/classes.ts';
import { factorySteps, useFactoryStep } from '../api/factory.ts';
import { useLayoutsList, useVariationsList } from '../api/game-catalogue.ts';
import { CHALLENGES_NAMESPACE } from '../challenges-strings.ts';
import { FieldError, portugueseIssues } from './form-messages.tsx';
import { StepError } from './step-error.tsx';
import type { StepProps } from './wizard-steps.ts';

const CARD =
  'flex cursor-pointer gap-3 rounded-lg border border-gray-300 bg-white p-3 has-checked:border-primary has-checked:bg-light';

const oneOf = <T extends string>(values: readonly [T, ...T[]], message: string) =>
  z
    .string()
    .refine((value) => (values as readonly string[]).includes(value), { error: message })
    .pipe(z.enum(values));

/** 'Layout': the platform's own runtime in one of the layouts that play the interaction, or an external game; and the variation. */
export function LayoutStep({ draft, isUpdate, onSaved }: StepProps) {
  const { t } = useTranslation(CHALLENGES_NAMESPACE);
  const id = useId();
  const layouts = useLayoutsList();
  const variations = useVariationsList();
  const save = useFactoryStep(factorySteps.layout);
  const schema = useMemo(
    () =>
      z
        .object({
          engine: z.enum(GAME_ENGINES),
          layout: oneOf(GAME_LAYOUT_IDS, t('wizard.layout.chooseLayout')),
          variation: oneOf(GAME_VARIATION_IDS, t('wizard.layout.chooseVariation')),
          external_url: z.string().trim(),
        })
        .superRefine((form, context) => {
          if (form.engine !== 'diversos') return;
          const problem = !form.external_url
            ? t('wizard.layout.externalUrlRequired')
            : httpUrlSchema.safeParse(form.external_url).error?.issues[0]?.message;
          if (problem) context.addIssue({ code: 'custom', path: ['external_url'], message: problem });
        }),
    [t],
  );
  const {
    register,
    handleSubmit,
    control,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(schema, { error: portugueseIssues(t) }),
    defaultValues: {
      engine: draft.engine,
      layout: draft.layout ?? '',
      variation: draft.variation ?? '',
      external_url: draft.external_url ?? '',
    },
  });
  const engine = useWatch({ control, name: 'engine' });
  const playable = (layouts.data ?? []).filter((layout) => layout.interactions.includes(draft.interaction));

  const submit = handleSubmit((form) =>
    save.mutate(
      {
        is_update: isUpdate,
        oed_content_id: draft.oed_content_id,
        engine: form.engine,
        layout: form.layout,
        variation: form.variation,
        external_url: form.engine === 'diversos' ? form.external_url : null,
      },
      { onSuccess: (id) => onSaved(id) },
    ),
  );

  return (
    <form noValidate onSubmit={submit} className="flex max-w-3xl flex-col gap-5">
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-1 font-semibold text-title">{t('wizard.layout.engine')}</legend>
        <div className="flex flex-wrap gap-2">
          {GAME_ENGINES.map((name) => (
            <label key={name} className={CARD}>
              <input type="radio" value={name} className="accent-primary" {...register('engine')} />
              {t(`wizard.layout.engines.${name}`)}
            </label>
          ))}
        </div>
      </fieldset>
      {engine === 'diversos' && (
        <TextInput
          label={t('wizard.layout.externalUrl')}
          type="url"
          maxLength={500}
          placeholder="https://"
          error={errors.external_url?.message}
          {...register('external_url')}
        />
      )}
      <fieldset className="flex flex-col gap-2" aria-describedby={errors.layout ? `${id}-layout-error` : undefined}>
        <legend className="mb-1 font-semibold text-title">{t('wizard.layout.layout')}</legend>
        {layouts.isPending && <Skeleton rows={2} />}
        {layouts.data && playable.length === 0 && <p>{t('wizard.layout.noLayouts')}</p>}
        <div className="grid gap-2 sm:grid-cols-2">
          {playable.map((layout) => (
            <label key={layout.id} className={CARD}>
              <input type="radio" value={layout.id} className="accent-primary" {...register('layout')} />
              <span className="font-semibold text-title">{layout.name}</span>
            </label>
          ))}
        </div>
        <FieldError id={`${id}-layout-error`} message={errors.layout?.message} />
      </fieldset>
      <fieldset
        className="flex flex-col gap-2"
        aria-describedby={errors.variation ? `${id}-variation-error` : undefined}
      >
        <legend className="mb-1 font-semibold text-title">{t('wizard.layout.variation')}</legend>
        {variations.isPending && <Skeleton rows={2} />}
        <div className="grid gap-2 sm:grid-cols-2">
          {(variations.data ?? []).map((variation) => (
            <label key={variation.id} className={CARD}>
              <input type="radio" value={variation.id} className="mt-1 accent-primary" {...register('variation')} />
              <span className="flex flex-col">
                <span className="font-semibold text-title">{variation.name}</span>
                <span className="text-sm text-subtitle">
                  {[
                    variation.time_limit === null
                      ? t('wizard.layout.noTimeLimit')
                      : t('wizard.layout.timeLimit', { minutes: Math.round(variation.time_limit / 60) }),
                    variation.lives !== null && t('wizard.layout.lives', { count: variation.lives }),
                    t(variation.hints ? 'wizard.layout.hints' : 'wizard.layout.noHints'),
                  ]
                    .filter(Boolean)
                    .join(' · ')}
                </span>
              </span>
            </label>
          ))}
        </div>
        <FieldError id={`${id}-variation-error`} message={errors.variation?.message} />
      </fieldset>
      <StepError error={save.error} />
      <button type="submit" className={`${PRIMARY_BUTTON} self-start`} disabled={save.isPending}>
        {t('wizard.save')}
      </button>
    </form>
  );
}
