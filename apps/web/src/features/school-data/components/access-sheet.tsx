import type { LoadedAccount } from '@ava/contracts';
import Printer from 'lucide-react/icons/printer';
import { useTranslation } from 'react-i18next';
import { PRIMARY_BUTTON } from '../../../components/ui/classes.ts';
import { SCHOOL_DATA_NAMESPACE } from '../school-data-strings.ts';

/** The printable sheet of the new accounts: one card per student with their classroom, username and first password. */
export function AccessSheet({ accounts }: { accounts: LoadedAccount[] }) {
  const { t } = useTranslation(SCHOOL_DATA_NAMESPACE);
  return (
    <section className="flex flex-col gap-3">
      <h2 className="type-subtitle text-title">{t('load.sheetTitle')}</h2>
      <p className="text-subtitle print:hidden">{t('load.sheetIntro')}</p>
      <button type="button" onClick={() => window.print()} className={`${PRIMARY_BUTTON} self-start print:hidden`}>
        <Printer className="mr-2 inline size-4" aria-hidden="true" />
        {t('load.print')}
      </button>
      <ul className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-3 print:grid-cols-3">
        {accounts.map((account) => (
          <li key={account.username} className="break-inside-avoid rounded-lg border border-gray-300 p-3">
            <p className="font-semibold text-title">{account.name}</p>
            <p className="text-subtitle">{account.classroom}</p>
            <p>
              {t('students.username')}: <span className="font-mono">{account.username}</span>
            </p>
            <p>
              {t('load.password')}: <span className="font-mono tracking-widest">{account.password}</span>
            </p>
          </li>
        ))}
      </ul>
    </section>
  );
}
