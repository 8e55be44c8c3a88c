import { fromWallTimeInput } from '@ava/contracts';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DateTimeInput } from '../../../components/inputs/date-time-input.tsx';
import { INPUT, PRIMARY_BUTTON } from '../../../components/ui/classes.ts';
import { serverText } from '../../../i18n/vocabulary.ts';
import { notify } from '../../../lib/toast.ts';
import { useEducatorClassrooms } from '../api/educator-classrooms.ts';
import { useOpenRoom } from '../api/open-room.ts';
import { ONLINE_CLASSROOMS_NAMESPACE } from '../online-classrooms-strings.ts';

/** A classroom, a title and, when the lesson starts later, its start: the room opens at once. */
export function OpenRoomForm() {
  const { t } = useTranslation(ONLINE_CLASSROOMS_NAMESPACE);
  const classrooms = useEducatorClassrooms();
  const open = useOpenRoom();
  const [classroomId, setClassroomId] = useState('');
  const [title, setTitle] = useState('');
  const [start, setStart] = useState('');
  // A new key empties the start field after a room opens.
  const [formKey, setFormKey] = useState(0);
  const list = classrooms.data?.classrooms ?? [];

  function submit(event: FormEvent) {
    event.preventDefault();
    const startAt = start ? fromWallTimeInput(start) : null;
    open.mutate(
      { classroom_id: classroomId, title, ...(startAt ? { start: startAt.toISOString() } : {}) },
      {
        onSuccess: () => {
          notify({ status: 'success', message: t('educator.opened') });
          setTitle('');
          setStart('');
          setFormKey((key) => key + 1);
        },
      },
    );
  }

  if (classrooms.isSuccess && list.length === 0) return <p className="text-subtitle">{t('educator.noClassrooms')}</p>;
  return (
    <form
      onSubmit={submit}
      className="flex flex-col gap-3 rounded-xl bg-white p-4 shadow-sm"
      aria-labelledby="open-title"
    >
      <h2 id="open-title" className="text-lg font-semibold text-title">
        {t('educator.openTitle')}
      </h2>
      <div className="grid gap-3 md:grid-cols-2">
        <label className="flex flex-col gap-1">
          <span className="font-semibold text-title">{t('educator.classroom')}</span>
          <select className={INPUT} required value={classroomId} onChange={(e) => setClassroomId(e.target.value)}>
            <option value="">{t('educator.chooseClassroom')}</option>
            {list.map((classroom) => (
              <option key={classroom.id} value={classroom.id}>
                {classroom.name}
              </option>
            ))}
          </select>
        </label>
        <label className="flex flex-col gap-1">
          <span className="font-semibold text-title">{t('educator.roomTitle')}</span>
          <input className={INPUT} required maxLength={120} value={title} onChange={(e) => setTitle(e.target.value)} />
        </label>
      </div>
      <DateTimeInput key={formKey} label={t('educator.start')} value={start} onChange={setStart} />
      {open.error && (
        <p role="alert" className="text-red-700">
          {serverText(open.error.message)}
        </p>
      )}
      <button type="submit" className={`${PRIMARY_BUTTON} self-start`} disabled={open.isPending}>
        {t('educator.open')}
      </button>
    </form>
  );
}
