import './map-strings.ts';
import { MAX_MAP_ENERGY } from '@ava/contracts';
import Zap from 'lucide-react/icons/zap';
import { useTranslation } from 'react-i18next';
import { MAP_NAMESPACE } from './map-strings.ts';

/** The home's energy indicator: how charged the student's map is, and how to charge it. */
export function EnergyCard({ energy }: { energy: number }) {
  const { t } = useTranslation(MAP_NAMESPACE);
  const shown = Math.min(MAX_MAP_ENERGY, Math.max(0, energy));
  return (
    <section aria-labelledby="home-energy" className="flex flex-col gap-2 rounded-xl bg-white p-4 shadow-sm">
      <h2 id="home-energy" className="text-sm font-semibold text-subtitle">
        {t('energy.title')}
      </h2>
      <p className="flex items-center gap-2 text-lg font-bold text-title">
        <Zap className="size-6 shrink-0 fill-amber-400 text-amber-600" aria-hidden="true" />
        {t('energy.value', { energy: shown })}
      </p>
      <div
        role="progressbar"
        aria-label={t('energy.label')}
        aria-valuemin={0}
        aria-valuemax={MAX_MAP_ENERGY}
        aria-valuenow={shown}
        className="h-3 overflow-hidden rounded-full bg-gray-200"
      >
        <div
          className="h-full rounded-full bg-gradient-to-r from-amber-400 to-orange-500"
          style={{ width: `${(shown / MAX_MAP_ENERGY) * 100}%` }}
        />
      </div>
      <p className="text-sm text-subtitle">{shown < MAX_MAP_ENERGY ? t('energy.grow') : t('energy.full')}</p>
    </section>
  );
}
