import { DayPicker } from 'react-day-picker';
import { ptBR } from 'react-day-picker/locale';
import 'react-day-picker/style.css';
import { useTranslation } from 'react-i18next';
import { dayToIso, isoToDay } from './date-rules.ts';
import { INPUTS_NAMESPACE } from './inputs-strings.ts';

interface Props {
  /** ISO yyyy-MM-dd of the chosen day, or null. */
  selected: string | null;
  min: string;
  max: string;
  onPick: (iso: string) => void;
  onClose: () => void;
}

const clamp = (iso: string, min: string, max: string) => (iso < min ? min : iso > max ? max : iso);

/**
 * The pop-over month grid of a date field, in pt-BR whatever the browser's language (date-fns'
 * ptBR with DayPicker's labels): month and year lists, days outside [min, max] disabled, the arrow
 * keys move between days, Enter picks, Escape closes.
 */
export function DateCalendar({ selected, min, max, onPick, onClose }: Props) {
  const { t } = useTranslation(INPUTS_NAMESPACE);
  const shown = isoToDay(clamp(selected ?? dayToIso(new Date()), min, max));
  return (
    <div
      role="dialog"
      aria-label={t('date.calendar')}
      className="date-calendar absolute top-full left-0 z-30 mt-1 rounded-lg border border-gray-300 bg-white p-2 shadow-lg"
      onKeyDown={(event) => {
        if (event.key !== 'Escape') return;
        event.stopPropagation();
        onClose();
      }}
    >
      <DayPicker
        mode="single"
        locale={ptBR}
        captionLayout="dropdown"
        autoFocus
        selected={selected ? isoToDay(selected) : undefined}
        defaultMonth={shown}
        startMonth={isoToDay(min)}
        endMonth={isoToDay(max)}
        disabled={[{ before: isoToDay(min) }, { after: isoToDay(max) }]}
        onSelect={(day) => day && onPick(dayToIso(day))}
      />
    </div>
  );
}
