import { formatDateTime, RETENTION_CATEGORIES, type RetentionSettings } from '@ava/contracts';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type Column, DataTable } from '../../components/data-table/data-table.tsx';
import { TextInput } from '../../components/inputs/text-input.tsx';
import { QueryState } from '../../components/query-state.tsx';
import { PRIMARY_BUTTON } from '../../components/ui/classes.ts';
import { serverText } from '../../i18n/vocabulary.ts';
import { isHttpError } from '../../lib/http/http-error.ts';
import { useRetention, useSaveRetention } from './api/retention-api.ts';
import { RETENTION_NAMESPACE } from './retention-strings.ts';

type Period = RetentionSettings['periods'][number];
type ErasureRow = RetentionSettings['erasures'][number];

/** 'Retenção de dados': the administration sets how long each category is kept and sees what the daily run did. */
export default function RetentionScreen() {
  const { t } = useTranslation(RETENTION_NAMESPACE);
  const retention = useRetention();
  return (
    <div className="flex flex-col gap-4">
      <header className="flex flex-col gap-1">
        <h1 className="text-2xl font-bold text-title">{t('title')}</h1>
        <p className="text-subtitle">{t('intro')}</p>
      </header>
      <QueryState query={retention} errorText={t('loadError')}>
        {(settings) => (
          <>
            <PeriodsForm periods={settings.periods} />
            <LastRun settings={settings} />
            <Erasures erasures={settings.erasures} />
          </>
        )}
      </QueryState>
    </div>
  );
}

function PeriodsForm({ periods }: { periods: Period[] }) {
  const { t } = useTranslation(RETENTION_NAMESPACE);
  const save = useSaveRetention();
  const [typed, setTyped] = useState<Record<string, string>>(() =>
    Object.fromEntries(periods.map((period) => [period.category, String(period.months)])),
  );
  const [shown, setShown] = useState(false);
  const errorOf = (period: Period) => {
    const value = Number(typed[period.category]);
    return Number.isInteger(value) && value >= period.min_months && value <= period.max_months
      ? undefined
      : t('outOfBounds', { min: period.min_months, max: period.max_months });
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setShown(true);
    if (periods.some((period) => errorOf(period))) return;
    save.mutate({
      periods: Object.fromEntries(periods.map((period) => [period.category, Number(typed[period.category])])),
    });
  };
  return (
    <section aria-labelledby="retention-periods" className="flex flex-col gap-3 rounded-xl bg-white p-4">
      <h2 id="retention-periods" className="text-lg font-bold text-title">
        {t('periods')}
      </h2>
      <form noValidate onSubmit={submit} className="flex flex-col gap-4">
        {periods.map((period) => (
          <fieldset
            key={period.category}
            className="flex flex-col gap-2 border-b border-gray-200 pb-3 md:flex-row md:items-start md:gap-4"
          >
            <legend className="sr-only">{serverText(period.label)}</legend>
            <div className="flex flex-1 flex-col gap-1">
              <p className="font-semibold text-title">{serverText(period.label)}</p>
              <p className="text-sm text-subtitle">{serverText(period.description)}</p>
              <p className="text-sm text-subtitle">
                {t('bounds', { min: period.min_months, max: period.max_months, default: period.default_months })}
              </p>
            </div>
            <TextInput
              className="md:w-48"
              label={t('months')}
              type="number"
              inputMode="numeric"
              min={period.min_months}
              max={period.max_months}
              value={typed[period.category] ?? ''}
              error={shown ? errorOf(period) : undefined}
              onChange={(event) => {
                setTyped((current) => ({ ...current, [period.category]: event.target.value }));
                save.reset();
              }}
            />
          </fieldset>
        ))}
        <div className="flex flex-wrap items-center gap-3">
          <button type="submit" className={PRIMARY_BUTTON} disabled={save.isPending}>
            {save.isPending ? t('saving') : t('save')}
          </button>
          <p role="status" className="text-sm">
            {save.isSuccess && t('saved')}
          </p>
          {save.isError && (
            <p role="alert" className="text-sm text-red-700">
              {isHttpError(save.error) ? save.error.message : t('loadError')}
            </p>
          )}
        </div>
      </form>
    </section>
  );
}

function LastRun({ settings }: { settings: RetentionSettings }) {
  const { t } = useTranslation(RETENTION_NAMESPACE);
  const run = settings.last_run;
  const labels = new Map(settings.periods.map((period) => [period.category, serverText(period.label)]));
  return (
    <section aria-labelledby="retention-last-run" className="flex flex-col gap-2 rounded-xl bg-white p-4">
      <h2 id="retention-last-run" className="text-lg font-bold text-title">
        {t('lastRun')}
      </h2>
      {run ? (
        <>
          <p>{t('lastRunAt', { date: formatDateTime(run.at) })}</p>
          <ul className="list-disc pl-5">
            {RETENTION_CATEGORIES.filter((category) => category !== 'former_students').map((category) => (
              <li key={category}>
                {t('removed', { label: labels.get(category) ?? category, count: run.removed[category] ?? 0 })}
              </li>
            ))}
            <li>{t('accountsErased', { count: run.accounts_erased })}</li>
          </ul>
        </>
      ) : (
        <p>{t('neverRan')}</p>
      )}
    </section>
  );
}

function Erasures({ erasures }: { erasures: ErasureRow[] }) {
  const { t } = useTranslation(RETENTION_NAMESPACE);
  const { t: tr } = useTranslation();
  const columns: Column<ErasureRow>[] = [
    { key: 'at', header: t('at'), cell: (row) => formatDateTime(row.at), place: 'title' },
    { key: 'reason', header: t('reason'), cell: (row) => t(`reasons.${row.reason}`) },
    {
      key: 'by',
      header: t('requestedBy'),
      cell: (row) => (row.requested_by_role === 'retention' ? t('retentionJob') : tr(`roles.${row.requested_by_role}`)),
    },
    { key: 'rows', header: t('rows'), cell: (row) => `${row.removed} / ${row.anonymised}` },
    { key: 'files', header: t('files'), cell: (row) => String(row.files_removed) },
  ];
  return (
    <section aria-labelledby="retention-erasures" className="flex flex-col gap-2">
      <h2 id="retention-erasures" className="text-lg font-bold text-title">
        {t('erasures')}
      </h2>
      <DataTable
        caption={t('erasuresCaption')}
        columns={columns}
        rows={erasures}
        rowKey={(row) => row.id}
        emptyText={t('erasuresEmpty')}
      />
    </section>
  );
}
