import { HELP_CENTER_MESSAGES, HELP_TEXT_MAX_LENGTH, type HelpTicketPolicies } from '@ava/contracts';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { INPUT, PRIMARY_BUTTON, SECONDARY_BUTTON } from '../../../components/ui/classes.ts';
import { notify } from '../../../lib/toast.ts';
import { useTicketComment } from '../api/help-mutations.ts';
import { HELP_CENTER_NAMESPACE } from '../help-center-strings.ts';

interface Props {
  ticketId: string;
  policies: HelpTicketPolicies;
  /** The back office answering someone else's ticket. */
  answering: boolean;
}

/**
 * The message box under a conversation. The back office also closes (with or without a last
 * answer) and reopens; the asker only writes, while the ticket is not closed.
 */
export function ReplyForm({ ticketId, policies, answering }: Props) {
  const { t } = useTranslation(HELP_CENTER_NAMESPACE);
  const id = useId();
  const send = useTicketComment();
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);

  function submit(status?: 'open' | 'closed') {
    const comment = text.trim();
    if (comment === '' && !status) {
      setError(HELP_CENTER_MESSAGES.commentRequired);
      return;
    }
    setError(null);
    send.mutate(
      { ticket_id: ticketId, comment: comment || undefined, status },
      {
        onSuccess: () => {
          setText('');
          const done = status === 'closed' ? 'reply.closed' : status === 'open' ? 'reply.reopened' : 'reply.sent';
          notify({ status: 'success', message: t(done) });
        },
      },
    );
  }

  if (!policies.comment && !policies.reopen) return null;
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
      className="flex flex-col gap-2 rounded-xl bg-white p-4"
    >
      {policies.comment && (
        <>
          <label htmlFor={id} className="font-semibold text-title">
            {t(answering ? 'reply.answerLabel' : 'reply.label')}
          </label>
          <textarea
            id={id}
            rows={4}
            maxLength={HELP_TEXT_MAX_LENGTH}
            className={INPUT}
            value={text}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-error` : undefined}
            onChange={(event) => setText(event.target.value)}
          />
          {error && (
            <p id={`${id}-error`} className="text-sm text-red-700">
              {error}
            </p>
          )}
        </>
      )}
      <div className="flex flex-wrap justify-end gap-2">
        {policies.reopen && (
          <button type="button" className={SECONDARY_BUTTON} disabled={send.isPending} onClick={() => submit('open')}>
            {t('reply.reopen')}
          </button>
        )}
        {policies.close && (
          <button type="button" className={SECONDARY_BUTTON} disabled={send.isPending} onClick={() => submit('closed')}>
            {t(text.trim() === '' ? 'reply.close' : 'reply.answerAndClose')}
          </button>
        )}
        {policies.comment && (
          <button type="submit" className={PRIMARY_BUTTON} disabled={send.isPending}>
            {t(answering ? 'reply.answer' : 'reply.send')}
          </button>
        )}
      </div>
    </form>
  );
}
