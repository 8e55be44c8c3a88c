import type { SchedulePolicies } from '@ava/contracts';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { DANGER_BUTTON, PRIMARY_BUTTON, SECONDARY_BUTTON } from '../../../components/ui/classes.ts';
import { serverText } from '../../../i18n/vocabulary.ts';
import { type StatusChange, useScheduleStatus } from '../api/educator-schedules.ts';
import { SCHEDULES_NAMESPACE } from '../schedules-strings.ts';

const ORDER: StatusChange[] = ['publish', 'draft', 'finish', 'archive', 'delete'];

/** The status changes the item allows (its policies), as buttons; deleting asks first and goes back to the list. */
export function StatusActions({
  id,
  policies,
  listPath,
}: {
  id: string;
  policies: SchedulePolicies;
  listPath: string;
}) {
  const { t } = useTranslation(SCHEDULES_NAMESPACE);
  const change = useScheduleStatus();
  const navigate = useNavigate();
  const allowed = ORDER.filter((action) => policies[action]);
  function run(action: StatusChange) {
    if (action === 'delete' && !window.confirm(t('actions.confirmDelete'))) return;
    change.mutate(
      { id, change: action },
      { onSuccess: () => action === 'delete' && navigate(listPath, { relative: 'path' }) },
    );
  }
  return (
    <div className="flex flex-col gap-2">
      <div className="flex flex-wrap gap-2">
        {allowed.map((action) => (
          <button
            key={action}
            type="button"
            className={action === 'publish' ? PRIMARY_BUTTON : action === 'delete' ? DANGER_BUTTON : SECONDARY_BUTTON}
            disabled={change.isPending}
            onClick={() => run(action)}
          >
            {t(`actions.${action}`)}
          </button>
        ))}
      </div>
      {change.error && (
        <p role="alert" className="text-red-700">
          {serverText(change.error.message)}
        </p>
      )}
    </div>
  );
}
