import { type BulkRecipients, MESSAGE_MAX_LENGTH, STUDENT_ROLES } from '@ava/contracts';
import { useDeferredValue, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { INPUT, PRIMARY_BUTTON, SECONDARY_BUTTON } from '../../../components/ui/classes.ts';
import { Modal } from '../../../components/ui/modal.tsx';
import { useBulkMessage, useMessageClassrooms } from '../api/bulk-message.ts';
import { useContacts } from '../api/contacts.ts';
import { MESSAGES_NAMESPACE } from '../messages-strings.ts';

type Mode = 'classrooms' | 'students';
const isStudent = (role: string) => (STUDENT_ROLES as readonly string[]).includes(role);

function toggle(list: string[], id: string): string[] {
  return list.includes(id) ? list.filter((item) => item !== id) : [...list, id];
}

/** The educator's one message to many: every student (or guardian) of chosen classrooms, or chosen students. */
export function BulkMessageDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation(MESSAGES_NAMESPACE);
  const ids = { body: useId(), search: useId() };
  const [mode, setMode] = useState<Mode>('classrooms');
  const [recipients, setRecipients] = useState<BulkRecipients>('students');
  const [chosen, setChosen] = useState<string[]>([]);
  const [search, setSearch] = useState('');
  const [body, setBody] = useState('');
  const classrooms = useMessageClassrooms();
  const contacts = useContacts(useDeferredValue(search.trim()), mode === 'students');
  const students = (contacts.data ?? []).filter((contact) => isStudent(contact.role));
  const bulk = useBulkMessage();
  const send = () => {
    const common = { body, recipients };
    const request =
      mode === 'classrooms'
        ? { kind: 'classrooms' as const, classrooms: chosen, ...common }
        : { kind: 'students' as const, students: chosen, ...common };
    bulk.mutate(request, { onSuccess: onClose });
  };
  const option = (selected: boolean) =>
    `rounded-lg border px-3 py-2 font-semibold ${selected ? 'border-primary bg-light text-primary' : 'border-gray-300'}`;

  return (
    <Modal
      open
      onOpenChange={(open) => !open && onClose()}
      title={t('bulk.title')}
      size="lg"
      footer={
        <>
          <button type="button" className={SECONDARY_BUTTON} onClick={onClose}>
            {t('cancel')}
          </button>
          <button
            type="button"
            className={PRIMARY_BUTTON}
            disabled={chosen.length === 0 || body.trim() === '' || bulk.isPending}
            onClick={send}
          >
            {t('bulk.send')}
          </button>
        </>
      }
    >
      <fieldset className="mb-4">
        <legend className="mb-1 font-semibold">{t('bulk.mode')}</legend>
        <div className="flex flex-wrap gap-2">
          {(['classrooms', 'students'] as const).map((value) => (
            <label key={value} className={option(mode === value)}>
              <input
                type="radio"
                name="bulk-mode"
                className="sr-only"
                checked={mode === value}
                onChange={() => {
                  setMode(value);
                  setChosen([]);
                }}
              />
              {t(`bulk.${value}`)}
            </label>
          ))}
        </div>
      </fieldset>

      {mode === 'classrooms' ? (
        <fieldset className="mb-4">
          <legend className="mb-1 font-semibold">{t('bulk.classrooms')}</legend>
          {classrooms.data?.length === 0 && <p className="text-subtitle">{t('bulk.noClassrooms')}</p>}
          <ul className="grid max-h-56 gap-1 overflow-y-auto sm:grid-cols-2">
            {classrooms.data?.map((classroom) => (
              <li key={classroom.id}>
                <label className="flex items-center gap-2 rounded-lg px-2 py-1 hover:bg-light">
                  <input
                    type="checkbox"
                    checked={chosen.includes(classroom.id)}
                    onChange={() => setChosen(toggle(chosen, classroom.id))}
                  />
                  <span>
                    {classroom.name} <span className="text-sm text-subtitle">· {classroom.school.name}</span>
                  </span>
                </label>
              </li>
            ))}
          </ul>
        </fieldset>
      ) : (
        <fieldset className="mb-4">
          <legend className="mb-1 font-semibold">{t('bulk.students')}</legend>
          <label htmlFor={ids.search} className="sr-only">
            {t('bulk.searchStudent')}
          </label>
          <input
            id={ids.search}
            type="search"
            placeholder={t('bulk.searchStudent')}
            className={INPUT}
            value={search}
            maxLength={100}
            onChange={(event) => setSearch(event.target.value)}
          />
          <p className="mt-1 text-sm text-subtitle">{t('bulk.chosen', { count: chosen.length })}</p>
          {contacts.data && students.length === 0 && <p className="text-subtitle">{t('bulk.noStudents')}</p>}
          <ul className="mt-1 grid max-h-56 gap-1 overflow-y-auto sm:grid-cols-2">
            {students.map((student) => (
              <li key={student.id}>
                <label className="flex items-center gap-2 rounded-lg px-2 py-1 hover:bg-light">
                  <input
                    type="checkbox"
                    checked={chosen.includes(student.id)}
                    onChange={() => setChosen(toggle(chosen, student.id))}
                  />
                  <span>
                    {student.name} <span className="text-sm text-subtitle">· {student.context}</span>
                  </span>
                </label>
              </li>
            ))}
          </ul>
        </fieldset>
      )}

      <fieldset className="mb-4">
        <legend className="mb-1 font-semibold">{t('bulk.recipients')}</legend>
        <div className="flex flex-wrap gap-2">
          {(['students', 'guardians'] as const).map((value) => (
            <label key={value} className={option(recipients === value)}>
              <input
                type="radio"
                name="bulk-recipients"
                className="sr-only"
                checked={recipients === value}
                onChange={() => setRecipients(value)}
              />
              {t(value === 'students' ? 'bulk.toStudents' : 'bulk.toGuardians')}
            </label>
          ))}
        </div>
      </fieldset>

      <label htmlFor={ids.body} className="mb-1 block font-semibold">
        {t('bulk.body')}
      </label>
      <textarea
        id={ids.body}
        rows={4}
        maxLength={MESSAGE_MAX_LENGTH}
        className={INPUT}
        value={body}
        onChange={(event) => setBody(event.target.value)}
      />
    </Modal>
  );
}
