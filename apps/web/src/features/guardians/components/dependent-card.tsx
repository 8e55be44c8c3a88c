import type { Dependent } from '@ava/contracts';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LINK_BUTTON, PRIMARY_BUTTON } from '../../../components/ui/classes.ts';
import { GUARDIANS_NAMESPACE } from '../guardians-strings.ts';

export type DependentAction = 'edit' | 'block' | 'unblock' | 'unlink' | 'delete' | 'signIn';

interface Props {
  dependent: Dependent;
  busy: boolean;
  onAction: (action: DependentAction, dependent: Dependent) => void;
  /** What the screen shows of the dependent's school life below the actions (their trails). */
  children?: ReactNode;
}

/** One dependent with the actions its policies allow. */
export function DependentCard({ dependent, busy, onAction, children }: Props) {
  const { t } = useTranslation(GUARDIANS_NAMESPACE);
  const { policies } = dependent;
  const action = (name: DependentAction, label: string, shown: boolean) =>
    shown && (
      <button type="button" disabled={busy} onClick={() => onAction(name, dependent)} className={LINK_BUTTON}>
        {label}
      </button>
    );
  return (
    <li className="flex flex-col gap-3 rounded-xl border border-gray-200 bg-white p-4 shadow-sm">
      <div>
        <p className="text-lg font-bold text-title">{dependent.name}</p>
        <p className="text-sm text-subtitle">
          {[dependent.username, dependent.school_name, dependent.managed ? t('managed') : t('linked')]
            .filter(Boolean)
            .join(' · ')}
        </p>
        {dependent.blocked && (
          <span className="mt-1 inline-block rounded bg-red-100 px-2 py-0.5 text-sm font-semibold text-red-800">
            {t('blocked')}
          </span>
        )}
      </div>
      <div className="flex flex-wrap items-center gap-4">
        {policies.sign_in && (
          <button
            type="button"
            disabled={busy}
            onClick={() => onAction('signIn', dependent)}
            className={PRIMARY_BUTTON}
          >
            {t('signInAs', { name: dependent.name.split(' ')[0] })}
          </button>
        )}
        {action('edit', t('edit'), policies.edit)}
        {action(dependent.blocked ? 'unblock' : 'block', dependent.blocked ? t('unblock') : t('block'), policies.block)}
        {action('unlink', t('unlink'), policies.unlink)}
        {action('delete', t('delete'), policies.delete)}
      </div>
      {children}
    </li>
  );
}
