import { type AssistantMessage, type AssistantSource, formatDateTime, LIBRARY_SLUGS } from '@ava/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { serverText } from '../../../i18n/vocabulary.ts';
import { ASSISTANT_NAMESPACE } from '../assistant-strings.ts';

/** A library item opens at its screen's content path, beside the assistant in the same dashboard. */
function SourceItem({ source, index }: { source: AssistantSource; index: number }) {
  const { t } = useTranslation(ASSISTANT_NAMESPACE);
  const label = `[${index + 1}] ${t(`sourceKinds.${source.kind}`)}: ${source.title}`;
  return (
    <li>
      {source.card_type ? (
        <Link
          to={`../${LIBRARY_SLUGS[source.card_type]}/${source.id}/conteudo`}
          relative="path"
          className="font-semibold text-primary underline-offset-2 hover:underline"
        >
          {label}
        </Link>
      ) : (
        <span>{label}</span>
      )}
    </li>
  );
}

interface Props {
  from: AssistantMessage['role'];
  content: string;
  sources?: AssistantSource[];
  createdAt?: string;
  /** The answer being written. */
  live?: boolean;
}

/** A question (right) or an answer (left) with the sources it cites. */
export function MessageBubble({ from, content, sources = [], createdAt, live }: Props) {
  const { t } = useTranslation(ASSISTANT_NAMESPACE);
  const mine = from === 'user';
  return (
    <li className={`flex ${mine ? 'justify-end' : 'justify-start'}`}>
      <article
        aria-live={live ? 'polite' : undefined}
        aria-busy={live || undefined}
        className={`max-w-[85%] rounded-2xl px-3 py-2 shadow-sm ${mine ? 'bg-primary text-on-primary' : 'bg-white text-title'}`}
      >
        <p className="sr-only">{mine ? t('you') : t('assistant')}</p>
        <p className="whitespace-pre-line break-words">{mine ? content : serverText(content) || t('writing')}</p>
        {sources.length > 0 && (
          <div className="mt-2 border-t border-gray-200 pt-2 text-sm">
            <p className="font-semibold">{t('sources')}</p>
            <ul className="flex flex-col gap-1">
              {sources.map((source, index) => (
                <SourceItem key={`${source.kind}-${source.id}`} source={source} index={index} />
              ))}
            </ul>
          </div>
        )}
        {createdAt && (
          <time className={`block text-xs ${mine ? 'text-on-primary/80' : 'text-subtitle'}`} dateTime={createdAt}>
            {formatDateTime(createdAt)}
          </time>
        )}
      </article>
    </li>
  );
}
