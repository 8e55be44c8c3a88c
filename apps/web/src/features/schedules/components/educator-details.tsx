import { formatDateTime, type ScheduleDetails, type ScheduleRecipient } from '@ava/contracts';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { BackLink } from '../../../components/back-link.tsx';
import { QueryState } from '../../../components/query-state.tsx';
import { RichTextView } from '../../../components/rich-text-editor/rich-text-view.tsx';
import { ROW_ACTION } from '../../../components/ui/classes.ts';
import { useScheduleDetails } from '../api/educator-schedules.ts';
import { SCHEDULES_NAMESPACE } from '../schedules-strings.ts';
import { formatWhen, StatusBadge, TypeBadge } from './schedule-labels.tsx';
import { StatusActions } from './status-actions.tsx';

function answerOf(person: ScheduleRecipient, t: (key: string) => string): string {
  if (person.decision === 'authorized') return `${t('people.authorized')} · ${formatDateTime(person.answered_at)}`;
  if (person.decision === 'refused') return `${t('people.refused')} · ${formatDateTime(person.answered_at)}`;
  if (person.answered_at) return `${t('people.answered')} · ${formatDateTime(person.answered_at)}`;
  return t('people.none');
}

function People({ item }: { item: ScheduleDetails }) {
  const { t } = useTranslation(SCHEDULES_NAMESPACE);
  const asks = item.type === 'A' || item.type === 'S';
  if (item.people.length === 0) return <p>{t('people.empty')}</p>;
  return (
    <ul className="flex flex-col gap-2" aria-label={t('people.title')}>
      {item.people.map((person) => (
        <li
          key={`${person.guardian.id}-${person.student.id}`}
          className="grid gap-1 rounded-lg border border-gray-200 bg-white p-3 sm:grid-cols-4"
          data-testid="schedule-person"
        >
          <span>
            <span className="sr-only">{t('people.guardian')}: </span>
            <strong>{person.guardian.name}</strong>
          </span>
          <span>
            {t('people.child')}: {person.student.name} · {person.classroom}
          </span>
          <span>
            {person.read_at ? t('people.readAt', { date: formatDateTime(person.read_at) }) : t('people.notRead')}
          </span>
          {asks && <span>{answerOf(person, (key) => t(key))}</span>}
        </li>
      ))}
    </ul>
  );
}

/** /agenda/:id: the item, its status actions, and who read, answered, authorized or refused. */
export function EducatorDetails() {
  const { t } = useTranslation(SCHEDULES_NAMESPACE);
  const { id = '' } = useParams();
  const query = useScheduleDetails(id);
  return (
    <section className="flex flex-col gap-4" aria-labelledby="schedule-title">
      <BackLink to=".." relative="path">
        {t('back')}
      </BackLink>
      <QueryState query={query} errorText={t('loadError')}>
        {(item) => (
          <>
            <div className="flex flex-wrap items-center gap-2">
              <TypeBadge type={item.type} />
              <StatusBadge status={item.status} />
            </div>
            <h1 id="schedule-title" className="break-words text-2xl font-bold text-title">
              {item.title}
            </h1>
            <p className="text-sm text-gray-600">
              {[formatWhen(item), item.location, item.classrooms.map((c) => c.name).join(', ')]
                .filter(Boolean)
                .join(' · ')}
            </p>
            <div className="flex flex-wrap gap-2">
              {item.policies.edit && (
                <Link className={ROW_ACTION} to="editar">
                  {t('edit')}
                </Link>
              )}
            </div>
            <StatusActions id={item.id} policies={item.policies} listPath=".." />
            <RichTextView html={item.content} />
            {item.authorization_text && <p className="rounded-lg bg-light p-3">{item.authorization_text}</p>}
            {item.questions.length > 0 && (
              <section aria-labelledby="results-title" className="flex flex-col gap-2">
                <h2 id="results-title" className="text-xl font-semibold">
                  {t('people.results')}
                </h2>
                {item.questions.map((question) => (
                  <div key={question.id}>
                    <h3 className="font-semibold">{question.text}</h3>
                    <ul>
                      {question.options.map((option) => (
                        <li key={option.id}>
                          {option.text}: {t('people.votes', { count: option.answers })}
                        </li>
                      ))}
                    </ul>
                  </div>
                ))}
              </section>
            )}
            <h2 className="text-xl font-semibold">{t('people.title')}</h2>
            <p>{t('counts', item)}</p>
            <People item={item} />
          </>
        )}
      </QueryState>
    </section>
  );
}
