import { formatNumber, type LevelIndexResponse } from '@ava/contracts';
import CircleCheck from 'lucide-react/icons/circle-check';
import CircleDashed from 'lucide-react/icons/circle-dashed';
import { useTranslation } from 'react-i18next';
import { LEVELS_NAMESPACE } from '../levels-strings.ts';

type Requisition = LevelIndexResponse['levels'][number]['requisitions'][number];

/** What a level asks for, each with where the student stands and whether it is done. */
export function RequisitionList({ requisitions }: { requisitions: Requisition[] }) {
  const { t } = useTranslation(LEVELS_NAMESPACE);
  if (requisitions.length === 0) return <p className="text-sm text-subtitle">{t('noRequisitions')}</p>;
  return (
    <ul className="flex flex-col gap-1.5">
      {requisitions.map((requisition) => (
        <li key={requisition.kind} className="flex items-center gap-2">
          {requisition.done ? (
            <CircleCheck className="size-5 shrink-0 text-green-700" aria-hidden="true" />
          ) : (
            <CircleDashed className="size-5 shrink-0 text-subtitle" aria-hidden="true" />
          )}
          <span className="sr-only">{requisition.done ? t('done') : t('todo')}:</span>
          <span className={requisition.done ? 'text-title' : 'text-subtitle'}>
            {t('requisition', {
              description: requisition.description,
              current: formatNumber(Math.min(requisition.current, requisition.target), 1),
              target: formatNumber(requisition.target),
            })}
          </span>
        </li>
      ))}
    </ul>
  );
}
