import { formatDateTime, type Message } from '@ava/contracts';
import { useTranslation } from 'react-i18next';
import { ROW_ACTION } from '../../../components/ui/classes.ts';
import { MESSAGES_NAMESPACE } from '../messages-strings.ts';

interface Props {
  message: Message;
  /** Shows the sender's name (a conversation of others, read by a coordinator). */
  showSender?: boolean;
  highlighted?: boolean;
  onReport?: (message: Message) => void;
}

/** One message: mine on the right, the other person's on the left, with its image and what it is about. */
export function MessageBubble({ message, showSender = false, highlighted = false, onReport }: Props) {
  const { t } = useTranslation(MESSAGES_NAMESPACE);
  const mine = message.mine;
  return (
    <li className={`flex flex-col ${mine ? 'items-end' : 'items-start'}`}>
      <div
        className={`max-w-[85%] rounded-2xl px-4 py-2 sm:max-w-[70%] ${
          mine ? 'bg-primary text-on-primary' : 'bg-white text-title'
        } ${highlighted ? 'ring-4 ring-red-600' : ''}`}
      >
        {showSender && <p className="text-xs font-semibold">{message.sender.name}</p>}
        {message.about && <p className="text-xs opacity-80">{t('about', { name: message.about.name })}</p>}
        {message.image && (
          <a href={message.image.url} target="_blank" rel="noreferrer">
            <img
              src={message.image.url}
              alt={t('imageAlt', { name: message.sender.name })}
              className="my-1 max-h-64 rounded-lg object-contain"
            />
          </a>
        )}
        {message.body && <p className="break-words whitespace-pre-wrap">{message.body}</p>}
      </div>
      <div className="flex items-center gap-2 text-xs text-subtitle">
        <time dateTime={message.created_at}>{formatDateTime(message.created_at)}</time>
        {message.reported ? (
          <span className="font-semibold text-red-700">{t('reported')}</span>
        ) : (
          onReport &&
          !mine && (
            <button type="button" className={ROW_ACTION} onClick={() => onReport(message)}>
              {t('report')}
            </button>
          )
        )}
      </div>
    </li>
  );
}
