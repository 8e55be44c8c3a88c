import { fromWallTimeInput, type Room, toWallTimeInput } from '@ava/contracts';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DateTimeInput } from '../../../components/inputs/date-time-input.tsx';
import { INPUT, PRIMARY_BUTTON, SECONDARY_BUTTON } from '../../../components/ui/classes.ts';
import { serverText } from '../../../i18n/vocabulary.ts';
import { notify } from '../../../lib/toast.ts';
import { useUpdateRoom } from '../api/update-room.ts';
import { ONLINE_CLASSROOMS_NAMESPACE } from '../online-classrooms-strings.ts';

/** The title and start of an open room. */
export function EditRoomForm({ room, onDone }: { room: Room; onDone: () => void }) {
  const { t } = useTranslation(ONLINE_CLASSROOMS_NAMESPACE);
  const update = useUpdateRoom();
  const [title, setTitle] = useState(room.title);
  const [start, setStart] = useState(toWallTimeInput(room.start));

  function submit(event: FormEvent) {
    event.preventDefault();
    const startAt = fromWallTimeInput(start);
    if (!startAt) return;
    update.mutate(
      { room_id: room.id, title, start: startAt.toISOString() },
      {
        onSuccess: () => {
          notify({ status: 'success', message: t('educator.saved') });
          onDone();
        },
      },
    );
  }

  return (
    <form
      onSubmit={submit}
      className="flex flex-col gap-3 rounded-xl bg-white p-4 shadow-sm"
      aria-labelledby="edit-title"
    >
      <h2 id="edit-title" className="text-lg font-semibold text-title">
        {t('educator.editTitle')}
      </h2>
      <label className="flex flex-col gap-1">
        <span className="font-semibold text-title">{t('educator.roomTitle')}</span>
        <input className={INPUT} required maxLength={120} value={title} onChange={(e) => setTitle(e.target.value)} />
      </label>
      <DateTimeInput label={t('educator.startRequired')} value={start} onChange={setStart} />
      {update.error && (
        <p role="alert" className="text-red-700">
          {serverText(update.error.message)}
        </p>
      )}
      <div className="flex flex-wrap gap-2">
        <button type="submit" className={PRIMARY_BUTTON} disabled={update.isPending || !start}>
          {t('educator.save')}
        </button>
        <button type="button" className={SECONDARY_BUTTON} onClick={onDone}>
          {t('educator.cancel')}
        </button>
      </div>
    </form>
  );
}
