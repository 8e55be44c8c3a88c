import type { PetNeed } from '@ava/contracts';
import Bath from 'lucide-react/icons/bath';
import ToyBrick from 'lucide-react/icons/toy-brick';
import Utensils from 'lucide-react/icons/utensils';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { PRIMARY_BUTTON } from '../../../components/ui/classes.ts';
import { useCareForPet } from '../api/pet.ts';
import { PET_NAMESPACE } from '../pet-spa-strings.ts';

const ICONS = { banho: Bath, comida: Utensils, brincadeira: ToyBrick } as const;
/** Chromium draws a thin meter by default: a bar as tall as the meter, easy to read at a glance. */
const METER_BAR =
  '[&::-webkit-meter-bar]:h-3 [&::-webkit-meter-bar]:rounded-full [&::-webkit-meter-bar]:border-0 [&::-webkit-meter-bar]:bg-gray-200';

/** Each need as a meter (green, yellow or red as it empties), and its care: a button while the need is low enough, a note once it is full. */
export function PetCare({ needs }: { needs: PetNeed[] }) {
  const { t } = useTranslation(PET_NAMESPACE);
  const id = useId();
  const care = useCareForPet();
  return (
    <section aria-labelledby={`${id}-care`} className="flex flex-col gap-3 rounded-2xl bg-white p-4 shadow-sm">
      <h2 id={`${id}-care`} className="text-xl font-bold text-title">
        {t('care.title')}
      </h2>
      <ul className="flex flex-col gap-3">
        {needs.map((need) => {
          const Icon = ICONS[need.care];
          const label = t(`care.needs.${need.care}`);
          return (
            <li key={need.care} className="grid grid-cols-[1fr_auto] items-center gap-x-3 gap-y-1">
              <span className="font-semibold text-title" id={`${id}-${need.care}`}>
                {label}
              </span>
              <span className="text-sm text-subtitle">{t('care.level', { level: need.level })}</span>
              <meter
                aria-labelledby={`${id}-${need.care}`}
                min={0}
                max={100}
                low={31}
                high={61}
                optimum={100}
                value={need.level}
                className={`col-span-2 h-3 w-full ${METER_BAR}`}
              />
              <div className="col-span-2">
                {need.available ? (
                  <button
                    type="button"
                    className={`${PRIMARY_BUTTON} flex min-h-11 items-center gap-2`}
                    disabled={care.isPending}
                    onClick={() => care.mutate(need.care)}
                  >
                    <Icon className="size-5" aria-hidden="true" />
                    {t(`care.actions.${need.care}`)}
                  </button>
                ) : (
                  <p className="text-sm text-subtitle">{t(`care.done.${need.care}`)}</p>
                )}
              </div>
            </li>
          );
        })}
      </ul>
      {care.isError && (
        <p role="alert" className="text-sm text-red-700">
          {care.error.message}
        </p>
      )}
      <p className="text-xs text-subtitle">{t('care.hint')}</p>
    </section>
  );
}
