import { useDeferredValue, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { INPUT } from '../../../components/ui/classes.ts';
import { Modal } from '../../../components/ui/modal.tsx';
import { useContacts } from '../api/contacts.ts';
import { MESSAGES_NAMESPACE } from '../messages-strings.ts';

/** Finds someone the caller may write to (find_contact) and opens the conversation with them. */
export function NewConversationDialog({ onChoose, onClose }: { onChoose: (id: string) => void; onClose: () => void }) {
  const { t } = useTranslation(MESSAGES_NAMESPACE);
  const searchId = useId();
  const [search, setSearch] = useState('');
  const contacts = useContacts(useDeferredValue(search.trim()));
  return (
    <Modal open onOpenChange={(open) => !open && onClose()} title={t('newConversation')}>
      <label htmlFor={searchId} className="mb-1 block font-semibold">
        {t('search')}
      </label>
      <input
        id={searchId}
        type="search"
        className={INPUT}
        value={search}
        maxLength={100}
        onChange={(event) => setSearch(event.target.value)}
      />
      <ul className="mt-3 flex max-h-80 flex-col overflow-y-auto">
        {contacts.data?.length === 0 && <li className="p-2 text-subtitle">{t('noContacts')}</li>}
        {contacts.data?.map((contact) => (
          <li key={contact.id}>
            <button
              type="button"
              onClick={() => onChoose(contact.id)}
              className="flex w-full flex-col items-start rounded-lg px-3 py-2 text-left hover:bg-light"
            >
              <span className="font-semibold text-title">{contact.name}</span>
              <span className="text-sm text-subtitle">{contact.context}</span>
            </button>
          </li>
        ))}
      </ul>
    </Modal>
  );
}
