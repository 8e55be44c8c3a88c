import './messages-strings.ts';
import { formatDateTime, type MessageReport } from '@ava/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryState } from '../../components/query-state.tsx';
import { LINK_BUTTON } from '../../components/ui/classes.ts';
import { useReportedConversation } from './api/conversation.ts';
import { useReports } from './api/denounce.ts';
import { MessageBubble } from './components/message-bubble.tsx';
import { MESSAGES_NAMESPACE } from './messages-strings.ts';

function AroundReport({ report }: { report: MessageReport }) {
  const { t } = useTranslation(MESSAGES_NAMESPACE);
  const query = useReportedConversation(report.id);
  return (
    <QueryState query={query} errorText={t('loadError')}>
      {(detail) => (
        <ol aria-label={t('reports.conversation')} className="mt-3 flex flex-col gap-3 rounded-lg bg-gray-50 p-3">
          {detail.messages.map((message) => (
            <MessageBubble
              key={message.id}
              message={{ ...message, mine: message.sender.id === report.message.recipient.id }}
              showSender
              highlighted={message.id === detail.highlight}
            />
          ))}
        </ol>
      )}
    </QueryState>
  );
}

/** The school's coordinators: the reported messages of their schools' people, each with the conversation around it. */
export default function ReportedMessagesScreen() {
  const { t } = useTranslation(MESSAGES_NAMESPACE);
  const reports = useReports();
  const [open, setOpen] = useState<string | null>(null);
  return (
    <div className="flex flex-col gap-4">
      <h1 className="type-title text-title">{t('reports.title')}</h1>
      <QueryState query={reports} errorText={t('loadError')}>
        {(list) =>
          list.length === 0 ? (
            <p className="rounded-xl bg-white p-6 text-subtitle">{t('reports.empty')}</p>
          ) : (
            <ul className="flex flex-col gap-3">
              {list.map((report) => (
                <li key={report.id} className="rounded-xl bg-white p-4">
                  <p className="font-semibold text-title">
                    {t('reports.between', { from: report.message.sender.name, to: report.message.recipient.name })}
                  </p>
                  <p className="text-sm text-subtitle">
                    {t('reports.reportedBy', { name: report.reporter.name, date: formatDateTime(report.created_at) })}
                  </p>
                  <p className="text-sm text-subtitle">{t('reports.reason', { reason: report.reason })}</p>
                  <blockquote className="mt-2 rounded-lg bg-red-50 p-3 whitespace-pre-wrap">
                    {report.message.body}
                  </blockquote>
                  <button
                    type="button"
                    className={`${LINK_BUTTON} mt-2`}
                    aria-expanded={open === report.id}
                    onClick={() => setOpen(open === report.id ? null : report.id)}
                  >
                    {open === report.id ? t('reports.hide') : t('reports.open')}
                  </button>
                  {open === report.id && <AroundReport report={report} />}
                </li>
              ))}
            </ul>
          )
        }
      </QueryState>
    </div>
  );
}
