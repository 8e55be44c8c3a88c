import { formatDateTime, type GuardianScheduleDetails } from '@ava/contracts';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { BackLink } from '../../../components/back-link.tsx';
import { QueryState } from '../../../components/query-state.tsx';
import { RichTextView } from '../../../components/rich-text-editor/rich-text-view.tsx';
import { INPUT, PRIMARY_BUTTON, SECONDARY_BUTTON } from '../../../components/ui/classes.ts';
import { serverText } from '../../../i18n/vocabulary.ts';
import { useAuthorizationCode, useGuardianAction, useGuardianItem } from '../api/guardian-schedules.ts';
import { SCHEDULES_NAMESPACE } from '../schedules-strings.ts';
import { formatWhen, StatusBadge, TypeBadge } from './schedule-labels.tsx';

function ErrorText({ error }: { error: Error | null }) {
  return error ? (
    <p role="alert" className="text-red-700">
      {serverText(error.message)}
    </p>
  ) : null;
}

const refOf = (item: GuardianScheduleDetails) => ({ schedule_id: item.schedule_id, student_id: item.student.id });

function SurveyForm({ item }: { item: GuardianScheduleDetails }) {
  const { t } = useTranslation(SCHEDULES_NAMESPACE);
  const reply = useGuardianAction('reply');
  const [chosen, setChosen] = useState<Record<string, string[]>>({});
  const locked = !item.can_reply;
  function submit(event: FormEvent) {
    event.preventDefault();
    const answers = item.questions.map((q) => ({ question_id: q.id, option_ids: chosen[q.id] ?? [] }));
    reply.mutate({ ...refOf(item), answers });
  }
  return (
    <form className="flex flex-col gap-4" onSubmit={submit}>
      {item.questions.map((question) => (
        <fieldset key={question.id} className="flex flex-col gap-1">
          <legend className="font-semibold">{question.text}</legend>
          {question.options.map((option) => {
            const mine = locked ? item.answers.includes(option.id) : (chosen[question.id] ?? []).includes(option.id);
            return (
              <label key={option.id} className="flex min-h-8 items-center gap-2">
                <input
                  type={question.multiple ? 'checkbox' : 'radio'}
                  name={question.id}
                  disabled={locked}
                  checked={mine}
                  onChange={(e) =>
                    setChosen((current) => {
                      const before = current[question.id] ?? [];
                      const next = question.multiple
                        ? e.target.checked
                          ? [...before, option.id]
                          : before.filter((id) => id !== option.id)
                        : [option.id];
                      return { ...current, [question.id]: next };
                    })
                  }
                />
                {option.text}
              </label>
            );
          })}
        </fieldset>
      ))}
      {item.answered_at && <p role="status">{t('guardian.answered', { date: formatDateTime(item.answered_at) })}</p>}
      {!locked && (
        <button type="submit" className={`${PRIMARY_BUTTON} self-start`} disabled={reply.isPending}>
          {t('guardian.reply')}
        </button>
      )}
      <ErrorText error={reply.error} />
    </form>
  );
}

function AuthorizationForm({ item }: { item: GuardianScheduleDetails }) {
  const { t } = useTranslation(SCHEDULES_NAMESPACE);
  const askCode = useAuthorizationCode();
  const validate = useGuardianAction('validate');
  const refuse = useGuardianAction('reply');
  const [code, setCode] = useState('');
  if (item.decision === 'authorized')
    return <p role="status">{t('guardian.signed', { date: formatDateTime(item.answered_at) })}</p>;
  if (item.decision === 'refused')
    return <p role="status">{t('guardian.refused', { date: formatDateTime(item.answered_at) })}</p>;
  if (!item.can_reply) return <p>{t('guardian.closed')}</p>;
  return (
    <div className="flex flex-col gap-3">
      <div className="flex flex-wrap gap-2">
        <button
          type="button"
          className={PRIMARY_BUTTON}
          disabled={askCode.isPending}
          onClick={() => askCode.mutate(refOf(item))}
        >
          {t('guardian.askCode')}
        </button>
        <button
          type="button"
          className={SECONDARY_BUTTON}
          disabled={refuse.isPending}
          onClick={() =>
            window.confirm(t('guardian.confirmRefuse')) && refuse.mutate({ ...refOf(item), decision: 'refused' })
          }
        >
          {t('guardian.refuse')}
        </button>
      </div>
      <ErrorText error={askCode.error ?? refuse.error} />
      {askCode.data && (
        <form
          className="flex flex-col gap-2"
          onSubmit={(event) => {
            event.preventDefault();
            validate.mutate({ ...refOf(item), code });
          }}
        >
          <p role="status">
            {t('guardian.codeSent', {
              email: askCode.data.sent_to,
              time: formatDateTime(askCode.data.expires_at).split(' ')[1],
            })}
          </p>
          <label className="flex max-w-xs flex-col gap-1">
            <span className="font-semibold">{t('guardian.code')}</span>
            <input
              className={INPUT}
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={6}
              value={code}
              onChange={(e) => setCode(e.target.value.replace(/\D/g, ''))}
            />
          </label>
          <button
            type="submit"
            className={`${PRIMARY_BUTTON} self-start`}
            disabled={validate.isPending || code.length !== 6}
          >
            {t('guardian.sign')}
          </button>
          <ErrorText error={validate.error} />
        </form>
      )}
    </div>
  );
}

function Marks({ item }: { item: GuardianScheduleDetails }) {
  const { t } = useTranslation(SCHEDULES_NAMESPACE);
  const favorite = useGuardianAction('favorite');
  const archive = useGuardianAction('archive');
  const archived = item.status === 5;
  return (
    <div className="flex flex-wrap gap-2">
      <button
        type="button"
        className={SECONDARY_BUTTON}
        aria-pressed={item.favorite}
        disabled={favorite.isPending}
        onClick={() => favorite.mutate({ ...refOf(item), favorite: !item.favorite })}
      >
        {item.favorite ? t('guardian.unfavorite') : t('guardian.favorite')}
      </button>
      <button
        type="button"
        className={SECONDARY_BUTTON}
        disabled={archive.isPending}
        onClick={() => archive.mutate({ ...refOf(item), archived: !archived })}
      >
        {archived ? t('guardian.unarchive') : t('guardian.archive')}
      </button>
      <ErrorText error={favorite.error ?? archive.error} />
    </div>
  );
}

/** /agenda/:scheduleId/:studentId: the item for one child; opening it marks it read. */
export function GuardianItem() {
  const { t } = useTranslation(SCHEDULES_NAMESPACE);
  const { scheduleId = '', studentId = '' } = useParams();
  const query = useGuardianItem(scheduleId, studentId);
  return (
    <section className="flex flex-col gap-4" aria-labelledby="item-title">
      <BackLink to="../.." relative="path">
        {t('back')}
      </BackLink>
      <QueryState query={query} errorText={t('loadError')}>
        {(item) => (
          <>
            <div className="flex flex-wrap items-center gap-2">
              <TypeBadge type={item.type} />
              <StatusBadge status={item.status} guardian />
            </div>
            <h1 id="item-title" className="break-words text-2xl font-bold text-title">
              {item.title}
            </h1>
            <p className="text-sm text-gray-600">
              {[formatWhen(item), item.location, t('guardian.forChild', { name: item.student.name })]
                .filter(Boolean)
                .join(' · ')}
            </p>
            <p className="text-sm">{t('guardian.from', { author: item.author, classroom: item.classroom })}</p>
            <Marks item={item} />
            <RichTextView html={item.content} />
            {item.type === 'A' && (
              <>
                <blockquote className="rounded-lg bg-light p-3">{item.authorization_text}</blockquote>
                <AuthorizationForm item={item} />
              </>
            )}
            {item.type === 'S' && <SurveyForm item={item} />}
            {item.messages.length > 0 && (
              <section aria-labelledby="item-messages" className="flex flex-col gap-2">
                <h2 id="item-messages" className="text-lg font-semibold">
                  {t('guardian.messages')}
                </h2>
                <ul className="flex flex-col gap-2">
                  {item.messages.map((m) => (
                    <li key={m.id} className="rounded-lg bg-light p-3">
                      <p>{m.message}</p>
                      <p className="text-xs text-gray-600">{formatDateTime(m.created_at)}</p>
                    </li>
                  ))}
                </ul>
              </section>
            )}
          </>
        )}
      </QueryState>
    </section>
  );
}
