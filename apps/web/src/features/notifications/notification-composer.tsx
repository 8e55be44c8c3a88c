import { NOTIFICATION_BODY_MAX, NOTIFICATION_TITLE_MAX } from '@ava/contracts';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { INPUT, PRIMARY_BUTTON, SECONDARY_BUTTON } from '../../components/ui/classes.ts';
import { Modal } from '../../components/ui/modal.tsx';
import { serverText } from '../../i18n/vocabulary.ts';
import { isHttpError } from '../../lib/http/http-error.ts';
import { notify } from '../../lib/toast.ts';
import { useNotifiableClassrooms, useSendNotification } from './api/notifications.ts';
import { NOTIFICATIONS_NAMESPACE } from './notifications-strings.ts';

type ListType = 1 | 2 | 3;

/** The message of a refused send: the field's own when the server names one. */
function refusal(error: unknown): string {
  if (!isHttpError(error)) return String(error);
  const fields = (error.body as { fields?: { message: string }[] } | null)?.fields;
  return serverText(fields?.[0]?.message ?? error.message);
}

/** The educator's notification: to one classroom, several, or the educators of the school; an optional image. */
export function NotificationComposer({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const { t } = useTranslation(NOTIFICATIONS_NAMESPACE);
  const [listType, setListType] = useState<ListType>(1);
  const [classroomIds, setClassroomIds] = useState<string[]>([]);
  const [title, setTitle] = useState('');
  const [body, setBody] = useState('');
  const [image, setImage] = useState<File | null>(null);
  const [error, setError] = useState<string | null>(null);
  const classrooms = useNotifiableClassrooms(open);
  const send = useSendNotification();

  function reset() {
    setListType(1);
    setClassroomIds([]);
    setTitle('');
    setBody('');
    setImage(null);
    setError(null);
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    setError(null);
    send.mutate(
      { title, body, listType, classroomIds, image },
      {
        onSuccess: ({ message }) => {
          notify({ status: 'success', message: serverText(message) });
          reset();
          onOpenChange(false);
        },
        onError: (failure) => setError(refusal(failure)),
      },
    );
  }

  const toggle = (id: string) =>
    setClassroomIds((ids) => (ids.includes(id) ? ids.filter((other) => other !== id) : [...ids, id]));

  return (
    <Modal open={open} onOpenChange={onOpenChange} title={t('composer.title')} size="lg">
      <form onSubmit={submit} className="flex flex-col gap-4">
        <fieldset className="flex flex-col gap-2">
          <legend className="mb-1 font-semibold text-title">{t('composer.to')}</legend>
          {(
            [
              [1, 'classroom'],
              [2, 'classrooms'],
              [3, 'educators'],
            ] as const
          ).map(([value, label]) => (
            <label key={value} className="flex items-center gap-2">
              <input
                type="radio"
                name="listType"
                checked={listType === value}
                onChange={() => {
                  setListType(value);
                  setClassroomIds((ids) => (value === 1 ? ids.slice(0, 1) : ids));
                }}
              />
              {t(`composer.${label}`)}
            </label>
          ))}
        </fieldset>
        {listType === 1 && (
          <label className="flex flex-col gap-1">
            <span className="font-semibold">{t('composer.pickOne')}</span>
            <select className={INPUT} value={classroomIds[0] ?? ''} onChange={(e) => setClassroomIds([e.target.value])}>
              <option value="">{t('composer.pickOnePlaceholder')}</option>
              {classrooms.data?.map((classroom) => (
                <option key={classroom.id} value={classroom.id}>
                  {classroom.name} · {classroom.school_name}
                </option>
              ))}
            </select>
          </label>
        )}
        {listType === 2 && (
          <fieldset className="flex max-h-48 flex-col gap-1 overflow-y-auto rounded-lg border border-gray-200 p-2">
            <legend className="px-1 font-semibold">{t('composer.pickMany')}</legend>
            {classrooms.data?.length === 0 && <p className="text-subtitle">{t('composer.noClassrooms')}</p>}
            {classrooms.data?.map((classroom) => (
              <label key={classroom.id} className="flex items-center gap-2">
                <input
                  type="checkbox"
                  checked={classroomIds.includes(classroom.id)}
                  onChange={() => toggle(classroom.id)}
                />
                {classroom.name} · {classroom.school_name}
              </label>
            ))}
          </fieldset>
        )}
        {listType !== 3 && <p className="text-sm text-subtitle">{t('composer.audience')}</p>}
        <label className="flex flex-col gap-1">
          <span className="font-semibold">{t('composer.subject')}</span>
          <input
            className={INPUT}
            value={title}
            maxLength={NOTIFICATION_TITLE_MAX}
            onChange={(e) => setTitle(e.target.value)}
          />
        </label>
        <label className="flex flex-col gap-1">
          <span className="font-semibold">{t('composer.body')}</span>
          <textarea
            className={`${INPUT} min-h-32`}
            value={body}
            maxLength={NOTIFICATION_BODY_MAX}
            onChange={(e) => setBody(e.target.value)}
          />
        </label>
        <label className="flex flex-col gap-1">
          <span className="font-semibold">{t('composer.image')}</span>
          <input type="file" accept="image/*" onChange={(e) => setImage(e.target.files?.[0] ?? null)} />
        </label>
        {error && (
          <p role="alert" className="text-red-700">
            {error}
          </p>
        )}
        <div className="flex justify-end gap-2">
          <button type="button" className={SECONDARY_BUTTON} onClick={() => onOpenChange(false)}>
            {t('composer.cancel')}
          </button>
          <button type="submit" className={PRIMARY_BUTTON} disabled={send.isPending}>
            {send.isPending ? t('composer.sending') : t('composer.send')}
          </button>
        </div>
      </form>
    </Modal>
  );
}
