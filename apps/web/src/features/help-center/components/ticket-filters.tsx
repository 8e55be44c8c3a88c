import { HELP_TICKET_STATUSES, type HelpTicketStatus } from '@ava/contracts';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { INPUT } from '../../../components/ui/classes.ts';
import { serverText } from '../../../i18n/vocabulary.ts';
import { useHelpSubjects } from '../api/help-subjects.ts';
import type { TicketFilters } from '../api/help-tickets.ts';
import { HELP_CENTER_NAMESPACE } from '../help-center-strings.ts';

interface Props {
  filters: TicketFilters;
  onChange: (changes: TicketFilters) => void;
  /** The back office also filters by subject and searches. */
  queue: boolean;
}

export function TicketFiltersBar({ filters, onChange, queue }: Props) {
  const { t } = useTranslation(HELP_CENTER_NAMESPACE);
  const id = useId();
  const subjects = useHelpSubjects();
  return (
    <fieldset className="grid gap-3 sm:grid-cols-3">
      <legend className="sr-only">{t('filters.label')}</legend>
      <div className="flex flex-col gap-1">
        <label htmlFor={`${id}-status`} className="font-semibold text-title">
          {t('filters.status')}
        </label>
        <select
          id={`${id}-status`}
          className={INPUT}
          value={filters.status ?? ''}
          onChange={(event) => onChange({ status: (event.target.value || undefined) as HelpTicketStatus | undefined })}
        >
          <option value="">{t('filters.allStatuses')}</option>
          {HELP_TICKET_STATUSES.map((status) => (
            <option key={status} value={status}>
              {t(`status.${status}`)}
            </option>
          ))}
        </select>
      </div>
      {queue && (
        <>
          <div className="flex flex-col gap-1">
            <label htmlFor={`${id}-subject`} className="font-semibold text-title">
              {t('filters.subject')}
            </label>
            <select
              id={`${id}-subject`}
              className={INPUT}
              value={filters.subject_id ?? ''}
              onChange={(event) =>
                onChange({ subject_id: event.target.value ? Number(event.target.value) : undefined })
              }
            >
              <option value="">{t('filters.allSubjects')}</option>
              {(subjects.data ?? []).map((subject) => (
                <option key={subject.id} value={subject.id}>
                  {serverText(subject.name)}
                </option>
              ))}
            </select>
          </div>
          <div className="flex flex-col gap-1">
            <label htmlFor={`${id}-search`} className="font-semibold text-title">
              {t('filters.search')}
            </label>
            <input
              id={`${id}-search`}
              type="search"
              className={INPUT}
              defaultValue={filters.search ?? ''}
              onKeyDown={(event) => {
                if (event.key === 'Enter') onChange({ search: event.currentTarget.value.trim() || undefined });
              }}
              onBlur={(event) => onChange({ search: event.currentTarget.value.trim() || undefined })}
            />
          </div>
        </>
      )}
    </fieldset>
  );
}
