import { adoptPetBodySchema, PET_SPECIES } from '@ava/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { INPUT, PRIMARY_BUTTON } from '../../../components/ui/classes.ts';
import { useAdoptPet } from '../api/pet.ts';
import { PET_NAMESPACE } from '../pet-spa-strings.ts';
import { PetArtScene } from './pet-art.tsx';

type AdoptForm = z.input<typeof adoptPetBodySchema>;

/** The first visit: a species chosen among the drawn ones, a name, 'Adotar'. */
export function AdoptPetForm() {
  const { t } = useTranslation(PET_NAMESPACE);
  const id = useId();
  const adopt = useAdoptPet();
  const {
    register,
    handleSubmit,
    watch,
    formState: { errors },
  } = useForm<AdoptForm, unknown, z.output<typeof adoptPetBodySchema>>({
    resolver: zodResolver(adoptPetBodySchema),
    defaultValues: { species: 'cachorro', name: '' },
  });
  const chosen = watch('species');

  return (
    <section aria-labelledby={`${id}-title`} className="flex flex-col gap-4 rounded-2xl bg-white p-4 shadow-sm">
      <div>
        <h2 id={`${id}-title`} className="text-xl font-bold text-title">
          {t('adopt.title')}
        </h2>
        <p className="text-subtitle">{t('adopt.intro')}</p>
      </div>
      <form noValidate className="flex flex-col gap-4" onSubmit={handleSubmit((body) => adopt.mutate(body))}>
        <fieldset className="flex flex-col gap-2">
          <legend className="mb-2 font-semibold text-title">{t('adopt.species')}</legend>
          <div className="grid grid-cols-3 gap-2 sm:gap-4">
            {PET_SPECIES.map((species) => (
              <label
                key={species}
                className={`flex cursor-pointer flex-col items-center gap-1 rounded-xl border-2 p-2 has-focus-visible:outline-2 has-focus-visible:outline-primary ${
                  chosen === species ? 'border-primary bg-light' : 'border-transparent bg-gray-50'
                }`}
              >
                <input type="radio" value={species} className="sr-only" {...register('species')} />
                <PetArtScene species={species} mood="feliz" className="size-20 sm:size-28" />
                <span className="font-semibold text-title">{t(`spa.speciesTitle.${species}`)}</span>
              </label>
            ))}
          </div>
          {errors.species && (
            <p role="alert" className="text-sm text-red-700">
              {errors.species.message}
            </p>
          )}
        </fieldset>
        <div className="flex flex-col gap-1 sm:max-w-sm">
          <label htmlFor={`${id}-name`} className="font-semibold text-title">
            {t('adopt.name')}
          </label>
          <input
            id={`${id}-name`}
            className={INPUT}
            autoComplete="off"
            maxLength={40}
            aria-invalid={Boolean(errors.name)}
            aria-describedby={`${id}-name-hint`}
            {...register('name')}
          />
          <p id={`${id}-name-hint`} className="text-sm text-subtitle">
            {errors.name ? (
              <span role="alert" className="text-red-700">
                {errors.name.message}
              </span>
            ) : (
              t('adopt.nameHint')
            )}
          </p>
        </div>
        {adopt.isError && (
          <p role="alert" className="text-sm text-red-700">
            {adopt.error.message}
          </p>
        )}
        <button type="submit" className={`${PRIMARY_BUTTON} self-start`} disabled={adopt.isPending}>
          {adopt.isPending ? t('adopt.adopting') : t('adopt.submit')}
        </button>
      </form>
    </section>
  );
}
