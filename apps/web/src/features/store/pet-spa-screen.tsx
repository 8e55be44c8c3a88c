import './pet-spa-strings.ts';
import type { Pet } from '@ava/contracts';
import { useTranslation } from 'react-i18next';
import { QueryState } from '../../components/query-state.tsx';
import { usePet } from './api/pet.ts';
import { AdoptPetForm } from './components/adopt-pet-form.tsx';
import { PetArtScene } from './components/pet-art.tsx';
import { PetCare } from './components/pet-care.tsx';
import { PetWardrobe } from './components/pet-wardrobe.tsx';
import { PET_NAMESPACE } from './pet-spa-strings.ts';

/** The pet drawn big, named, with how it feels and what it has on. */
function PetPortrait({ pet }: { pet: Pet }) {
  const { t } = useTranslation(PET_NAMESPACE);
  const label = t('spa.picture', {
    name: pet.name,
    species: t(`spa.species.${pet.species}`),
    mood: t(`spa.moods.${pet.mood}`),
  });
  return (
    <figure className="flex shrink-0 flex-col items-center gap-2 rounded-2xl bg-white p-4 shadow-sm md:w-80">
      <PetArtScene species={pet.species} mood={pet.mood} items={pet.worn} label={label} className="w-64 max-w-full" />
      <figcaption className="flex flex-col items-center gap-1 text-center">
        <span className="text-2xl font-bold text-title">{pet.name}</span>
        <span className="text-subtitle">{t(`spa.moodLine.${pet.mood}`, { name: pet.name })}</span>
        {pet.worn.length > 0 && (
          <span className="text-sm text-subtitle">
            {t('spa.wearing', { items: pet.worn.map((item) => item.name).join(', ') })}
          </span>
        )}
      </figcaption>
    </figure>
  );
}

/**
 * /:business/painel/spa-do-pet (map sub-area diversao: spa-do-pet): the first visit adopts a pet;
 * then the pet drawn with what it wears, its needs and their cares, and the pet items owned.
 */
export default function PetSpaScreen() {
  const { t } = useTranslation(PET_NAMESPACE);
  const pet = usePet();
  return (
    <section aria-labelledby="pet-spa-title" className="flex flex-col gap-6">
      <div>
        <h1 id="pet-spa-title" className="type-title text-title">
          {t('spa.title')}
        </h1>
        <p className="text-subtitle">{t('spa.intro')}</p>
      </div>
      <QueryState query={pet} errorText={t('spa.loadError')}>
        {({ pet: adopted }) =>
          adopted ? (
            <div className="flex flex-col gap-6 md:flex-row md:items-start">
              <div className="flex flex-col gap-4 md:w-80 md:shrink-0">
                <PetPortrait pet={adopted} />
                <PetCare needs={adopted.needs} />
              </div>
              <div className="min-w-0 flex-1">
                <PetWardrobe worn={adopted.worn} />
              </div>
            </div>
          ) : (
            <AdoptPetForm />
          )
        }
      </QueryState>
    </section>
  );
}
