import { formatDateTime, type HelpComment } from '@ava/contracts';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../../lib/session.ts';
import { HELP_CENTER_NAMESPACE } from '../help-center-strings.ts';

/** The messages of a ticket, oldest first: the back office's on one side, the asker's on the other. */
export function TicketConversation({ comments }: { comments: readonly HelpComment[] }) {
  const { t } = useTranslation(HELP_CENTER_NAMESPACE);
  const userId = useSession()?.user.user_id;
  if (comments.length === 0) return <p className="text-subtitle">{t('ticket.noMessages')}</p>;
  return (
    <ol className="flex flex-col gap-3">
      {comments.map((comment) => {
        const author = comment.author.id === userId ? t('ticket.you') : comment.author.name;
        return (
          <li
            key={comment.id}
            className={`flex max-w-full flex-col gap-1 sm:max-w-[80%] ${comment.from_back_office ? 'self-start' : 'self-end'}`}
          >
            {comment.body !== '' && (
              <div
                className={`rounded-xl p-3 ${comment.from_back_office ? 'bg-light text-title' : 'bg-white text-title'}`}
              >
                <p className="text-sm font-semibold">
                  {author}
                  {comment.from_back_office && ` · ${t('ticket.backOffice')}`}
                </p>
                <p className="whitespace-pre-wrap break-words">{comment.body}</p>
              </div>
            )}
            {comment.status_change && (
              <p className="text-sm italic text-subtitle">
                {t(comment.status_change === 'closed' ? 'ticket.closedBy' : 'ticket.reopenedBy', { name: author })}
              </p>
            )}
            <p className={`text-xs text-subtitle ${comment.from_back_office ? '' : 'text-right'}`}>
              {formatDateTime(comment.created_at)}
            </p>
          </li>
        );
      })}
    </ol>
  );
}
