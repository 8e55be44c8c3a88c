import type { HelpTicketStatus } from '@ava/contracts';
import { useTranslation } from 'react-i18next';
import { HELP_CENTER_NAMESPACE } from '../help-center-strings.ts';

const LOOK: Record<HelpTicketStatus, string> = {
  open: 'bg-amber-100 text-amber-900',
  answered: 'bg-emerald-100 text-emerald-900',
  closed: 'bg-gray-200 text-gray-800',
};

/** The ticket's status in words and colour; the hint says whose turn it is. */
export function StatusBadge({ status }: { status: HelpTicketStatus }) {
  const { t } = useTranslation(HELP_CENTER_NAMESPACE);
  return (
    <span
      title={t(`statusHint.${status}`)}
      className={`inline-flex shrink-0 items-center rounded-full px-2.5 py-0.5 text-sm font-semibold ${LOOK[status]}`}
    >
      {t(`status.${status}`)}
    </span>
  );
}
