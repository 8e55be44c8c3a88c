import {
  formatDate,
  formatDateTime,
  PRIVACY_REQUEST_STATUS_LABELS,
  type PrivacyRequest,
  type PrivacyRequestKind,
} from '@ava/contracts';
import { type FormEvent, type ReactNode, useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TextInput } from '../../components/inputs/text-input.tsx';
import { QueryState } from '../../components/query-state.tsx';
import { DANGER_BUTTON, LINK_BUTTON, PRIMARY_BUTTON, SECONDARY_BUTTON } from '../../components/ui/classes.ts';
import { serverText } from '../../i18n/vocabulary.ts';
import { useMyPrivacyRequests, usePrivacyRequestAction } from './api/privacy-requests-api.ts';
import { PRIVACY_REQUESTS_NAMESPACE } from './privacy-requests-strings.ts';

const megabytes = new Intl.NumberFormat('pt-BR', { style: 'unit', unit: 'megabyte', maximumFractionDigits: 1 });
const sizeOf = (bytes: number) => megabytes.format(Math.max(bytes / 1_000_000, 0.1));
const errorOf = (error: unknown) => (error instanceof Error ? error.message : null);

/** The newest request of one kind about the person (the list comes newest first): a dependent, or the caller. */
const latest = (requests: readonly PrivacyRequest[], kind: PrivacyRequestKind, subjectId: string | null) =>
  requests.find(
    (item) => item.kind === kind && item.subject?.id === (subjectId ?? item.requested_by.id) && item.subject !== null,
  ) ?? null;

function RequestStatus({ request }: { request: PrivacyRequest }) {
  const { t } = useTranslation(PRIVACY_REQUESTS_NAMESPACE);
  return (
    <p className="text-sm text-subtitle">
      {t('section.status', { status: serverText(PRIVACY_REQUEST_STATUS_LABELS[request.status]) })}{' '}
      {t('section.askedAt', { date: formatDateTime(request.requested_at) })}{' '}
      {request.finished_at &&
        request.status === 'done' &&
        t('section.finishedAt', { date: formatDateTime(request.finished_at) })}
      {request.status === 'failed' && t('section.failed')}
    </p>
  );
}

/** Asks for a copy or an erasure of the person's data, with what the server answered when it refuses. */
function AskButton({
  kind,
  subjectId,
  busy,
  className,
  children,
}: {
  kind: PrivacyRequestKind;
  subjectId: string | null;
  /** A request of this kind is still open. */
  busy: boolean;
  className: string;
  children: ReactNode;
}) {
  const action = usePrivacyRequestAction();
  return (
    <>
      <div className="flex flex-wrap gap-2">
        <button
          type="button"
          className={className}
          disabled={busy || action.isPending}
          onClick={() =>
            action.mutate({ action: 'create', input: { kind, ...(subjectId ? { subject_id: subjectId } : {}) } })
          }
        >
          {children}
        </button>
      </div>
      {action.isError && (
        <p role="alert" className="text-sm text-red-700">
          {errorOf(action.error)}
        </p>
      )}
    </>
  );
}

function ExportPart({ request, subjectId }: { request: PrivacyRequest | null; subjectId: string | null }) {
  const { t } = useTranslation(PRIVACY_REQUESTS_NAMESPACE);
  const open = request?.status === 'queued' || request?.status === 'running';
  const file = request?.status === 'done' ? request.file : null;
  return (
    <div className="flex flex-col gap-2">
      <h3 className="font-semibold text-title">{t('section.exportTitle')}</h3>
      <p className="text-sm text-subtitle">{t('section.exportIntro')}</p>
      {request && <RequestStatus request={request} />}
      {file?.download_url && (
        <p className="flex flex-wrap items-center gap-2 text-sm">
          <a className={PRIMARY_BUTTON} href={file.download_url} download>
            {t('section.download', { size: sizeOf(file.size) })}
          </a>
          <span className="text-subtitle">
            {t('section.linkUntil', { date: formatDate(file.expires_at) })}{' '}
            {file.downloads > 0 && t('section.downloaded', { count: file.downloads })}
          </span>
        </p>
      )}
      {file && !file.download_url && <p className="text-sm text-subtitle">{t('section.expired')}</p>}
      <AskButton kind="export" subjectId={subjectId} busy={open} className={SECONDARY_BUTTON}>
        {t('section.exportAsk')}
      </AskButton>
    </div>
  );
}

function ConfirmErasure({ request, name }: { request: PrivacyRequest; name: string | null }) {
  const { t } = useTranslation(PRIVACY_REQUESTS_NAMESPACE);
  const id = useId();
  const confirm = usePrivacyRequestAction();
  const cancel = usePrivacyRequestAction();
  const [password, setPassword] = useState('');
  const [firstName, setFirstName] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    confirm.mutate({ action: 'confirm', id: request.id, input: { password, first_name: firstName } });
  };
  return (
    <form
      onSubmit={submit}
      aria-labelledby={`${id}-title`}
      className="flex flex-col gap-2 rounded-lg border border-red-200 p-3"
    >
      <h4 id={`${id}-title`} className="font-semibold text-title">
        {t('section.confirmTitle')}
      </h4>
      <p className="text-sm text-subtitle">
        {name ? t('section.confirmIntro', { name }) : t('section.confirmIntroOwn')}
      </p>
      <div className="grid gap-2 sm:grid-cols-2">
        <TextInput
          label={t('section.password')}
          type="password"
          autoComplete="current-password"
          required
          value={password}
          onChange={(event) => setPassword(event.target.value)}
        />
        <TextInput
          label={t('section.firstName')}
          autoComplete="off"
          required
          value={firstName}
          onChange={(event) => setFirstName(event.target.value)}
        />
      </div>
      {(confirm.isError || cancel.isError) && (
        <p role="alert" className="text-sm text-red-700">
          {errorOf(confirm.error ?? cancel.error)}
        </p>
      )}
      <div className="flex flex-wrap gap-2">
        <button type="submit" className={DANGER_BUTTON} disabled={confirm.isPending}>
          {t('section.confirm')}
        </button>
        <button
          type="button"
          className={LINK_BUTTON}
          disabled={cancel.isPending}
          onClick={() => cancel.mutate({ action: 'cancel', id: request.id })}
        >
          {t('section.cancel')}
        </button>
      </div>
    </form>
  );
}

function ErasurePart({
  request,
  subjectId,
  name,
}: {
  request: PrivacyRequest | null;
  subjectId: string | null;
  name: string | null;
}) {
  const { t } = useTranslation(PRIVACY_REQUESTS_NAMESPACE);
  const open =
    request?.status === 'awaiting_confirmation' || request?.status === 'queued' || request?.status === 'running';
  return (
    <div className="flex flex-col gap-2">
      <h3 className="font-semibold text-title">{t('section.erasureTitle')}</h3>
      <p className="text-sm text-subtitle">{t('section.erasureIntro')}</p>
      <ul className="flex list-disc flex-col gap-1 pl-5 text-sm text-subtitle">
        <li>{t('section.erasureDeleted')}</li>
        <li>{t('section.erasureAnonymised')}</li>
        <li>{t('section.erasureKept')}</li>
      </ul>
      {request && <RequestStatus request={request} />}
      {request?.status === 'awaiting_confirmation' ? (
        <ConfirmErasure request={request} name={name} />
      ) : (
        <AskButton kind="erasure" subjectId={subjectId} busy={open} className={DANGER_BUTTON}>
          {t('section.erasureAsk')}
        </AskButton>
      )}
    </div>
  );
}

/**
 * 'Baixar os dados' and 'Pedir exclusão dos dados' for one person: a guardian's dependent
 * (`subject`), or the signed-in adult themself (`subject` null).
 */
export function DataRequestsSection({ subject }: { subject: { id: string; name: string } | null }) {
  const { t } = useTranslation(PRIVACY_REQUESTS_NAMESPACE);
  const id = useId();
  const requests = useMyPrivacyRequests();
  const subjectId = subject?.id ?? null;
  return (
    <section aria-labelledby={`${id}-title`} className="flex flex-col gap-4 rounded-xl bg-white p-4">
      <h2 id={`${id}-title`} className="text-lg font-semibold text-title">
        {subject ? t('section.titleOf', { name: subject.name }) : t('section.titleOwn')}
      </h2>
      <QueryState query={requests} errorText={t('section.loadError')}>
        {(list) => (
          <>
            <ExportPart request={latest(list, 'export', subjectId)} subjectId={subjectId} />
            <ErasurePart
              request={latest(list, 'erasure', subjectId)}
              subjectId={subjectId}
              name={subject?.name ?? null}
            />
          </>
        )}
      </QueryState>
    </section>
  );
}

/**
 * The erasures the caller asked that are done: the person's name went with their data, so each
 * reads by its dates. A guardian sees here that a dependent's deletion was carried out.
 */
export function FinishedErasures({ onErased }: { onErased?: () => void }) {
  const { t } = useTranslation(PRIVACY_REQUESTS_NAMESPACE);
  const id = useId();
  const requests = useMyPrivacyRequests();
  const done = (requests.data ?? []).filter(
    (item) => item.kind === 'erasure' && item.status === 'done' && item.subject === null,
  );
  const erased = done.length;
  useEffect(() => {
    if (erased > 0) onErased?.();
  }, [erased, onErased]);
  if (erased === 0) return null;
  return (
    <section aria-labelledby={`${id}-title`} className="flex flex-col gap-2 rounded-xl bg-white p-4">
      <h2 id={`${id}-title`} className="text-lg font-semibold text-title">
        {t('section.erasedTitle')}
      </h2>
      <ul className="flex flex-col gap-1 text-sm">
        {done.map((item) => (
          <li key={item.id}>
            {t('section.erased', {
              finished: formatDateTime(item.finished_at ?? item.requested_at),
              asked: formatDateTime(item.requested_at),
            })}
          </li>
        ))}
      </ul>
    </section>
  );
}
