import {
  formatDateTime,
  PRIVACY_REQUEST_KIND_LABELS,
  PRIVACY_REQUEST_KINDS,
  PRIVACY_REQUEST_STATUS_LABELS,
  PRIVACY_REQUEST_STATUSES,
  type PrivacyRequest,
  type PrivacyRequestKind,
  type PrivacyRequestStatus,
} from '@ava/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type Column, DataTable } from '../../components/data-table/data-table.tsx';
import { SelectField } from '../../components/inputs/select-field.tsx';
import { Pager } from '../../components/pager.tsx';
import { QueryState } from '../../components/query-state.tsx';
import { LINK_BUTTON } from '../../components/ui/classes.ts';
import { Modal } from '../../components/ui/modal.tsx';
import { serverText } from '../../i18n/vocabulary.ts';
import { usePrivacyRequest, usePrivacyRequestsPage } from './api/privacy-requests-api.ts';
import { PRIVACY_REQUESTS_NAMESPACE } from './privacy-requests-strings.ts';

const kinds = PRIVACY_REQUEST_KINDS.map((kind) => ({ id: kind, name: serverText(PRIVACY_REQUEST_KIND_LABELS[kind]) }));
const statuses = PRIVACY_REQUEST_STATUSES.map((status) => ({
  id: status,
  name: serverText(PRIVACY_REQUEST_STATUS_LABELS[status]),
}));

/** One request opened: its dates, its downloads and what it did (counts only, no personal data). */
function RequestDetails({ id, onClose }: { id: string | null; onClose: () => void }) {
  const { t } = useTranslation(PRIVACY_REQUESTS_NAMESPACE);
  const { t: tr } = useTranslation();
  const found = usePrivacyRequest(id);
  const removed = t('admin.removed');
  return (
    <Modal open={id !== null} onOpenChange={(open) => !open && onClose()} title={t('admin.details')}>
      <QueryState query={found} errorText={t('admin.loadError')}>
        {(request) => {
          const areas = (request.summary.areas ?? {}) as Record<string, number>;
          const rows: [string, string][] = [
            [t('admin.kind'), serverText(PRIVACY_REQUEST_KIND_LABELS[request.kind])],
            [t('admin.status'), serverText(PRIVACY_REQUEST_STATUS_LABELS[request.status])],
            [t('admin.subject'), request.subject?.name ?? removed],
            [
              t('admin.requestedBy'),
              `${request.requested_by.name || removed} (${tr(`roles.${request.requested_by.role}`)})`,
            ],
            [t('admin.askedAt'), formatDateTime(request.requested_at)],
            [t('admin.confirmedAt'), formatDateTime(request.confirmed_at)],
            [t('admin.startedAt'), formatDateTime(request.started_at)],
            [t('admin.finishedAt'), formatDateTime(request.finished_at)],
          ];
          if (request.file) {
            rows.push([t('admin.linkUntil'), formatDateTime(request.file.expires_at)]);
            rows.push([t('admin.downloads'), String(request.file.downloads)]);
          }
          const contents = Object.entries(areas).map(([area, count]) => `${area}: ${count}`);
          if (contents.length > 0) rows.push([t('admin.contents'), contents.join('; ')]);
          if (typeof request.summary.record_id === 'string') rows.push([t('admin.record'), request.summary.record_id]);
          return (
            <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
              {rows.map(([label, value]) => (
                <div key={label} className="contents">
                  <dt className="font-semibold text-subtitle">{label}</dt>
                  <dd className="break-words text-title">{value}</dd>
                </div>
              ))}
            </dl>
          );
        }}
      </QueryState>
    </Modal>
  );
}

/** 'Solicitações de dados': the school administration follows every export and erasure of its platform. */
export default function PrivacyRequestsScreen() {
  const { t } = useTranslation(PRIVACY_REQUESTS_NAMESPACE);
  const { t: tr } = useTranslation();
  const [kind, setKind] = useState<PrivacyRequestKind | ''>('');
  const [status, setStatus] = useState<PrivacyRequestStatus | ''>('');
  const [page, setPage] = useState(1);
  const [opened, setOpened] = useState<string | null>(null);
  const requests = usePrivacyRequestsPage(kind, status, page);
  const removed = t('admin.removed');
  const columns: Column<PrivacyRequest>[] = [
    {
      key: 'at',
      header: t('admin.askedAt'),
      place: 'title',
      cell: (request) => (
        <button
          type="button"
          className={LINK_BUTTON}
          aria-label={t('admin.open', { name: request.subject?.name ?? removed })}
          onClick={() => setOpened(request.id)}
        >
          {formatDateTime(request.requested_at)}
        </button>
      ),
    },
    { key: 'kind', header: t('admin.kind'), cell: (request) => serverText(PRIVACY_REQUEST_KIND_LABELS[request.kind]) },
    { key: 'subject', header: t('admin.subject'), cell: (request) => request.subject?.name ?? removed },
    {
      key: 'by',
      header: t('admin.requestedBy'),
      cell: (request) => `${request.requested_by.name || removed} (${tr(`roles.${request.requested_by.role}`)})`,
    },
    {
      key: 'status',
      header: t('admin.status'),
      cell: (request) => serverText(PRIVACY_REQUEST_STATUS_LABELS[request.status]),
    },
    { key: 'finished', header: t('admin.finishedAt'), cell: (request) => formatDateTime(request.finished_at) },
  ];
  return (
    <div className="flex flex-col gap-4">
      <header className="flex flex-col gap-1">
        <h1 className="text-2xl font-bold text-title">{t('admin.title')}</h1>
        <p className="text-subtitle">{t('admin.intro')}</p>
      </header>
      <div className="grid gap-3 sm:grid-cols-2 lg:max-w-xl">
        <SelectField
          label={t('admin.kind')}
          value={kind}
          all={t('admin.any')}
          options={kinds}
          onChange={(value) => {
            setKind(value as PrivacyRequestKind | '');
            setPage(1);
          }}
        />
        <SelectField
          label={t('admin.status')}
          value={status}
          all={t('admin.any')}
          options={statuses}
          onChange={(value) => {
            setStatus(value as PrivacyRequestStatus | '');
            setPage(1);
          }}
        />
      </div>
      <QueryState query={requests} errorText={t('admin.loadError')}>
        {(found) => (
          <>
            <DataTable
              caption={t('admin.caption')}
              columns={columns}
              rows={found.requests}
              rowKey={(request) => request.id}
              emptyText={t('admin.empty')}
            />
            <Pager page={found.page} total={found.total} perPage={found.per_page} onPage={setPage} />
          </>
        )}
      </QueryState>
      <RequestDetails id={opened} onClose={() => setOpened(null)} />
    </div>
  );
}
