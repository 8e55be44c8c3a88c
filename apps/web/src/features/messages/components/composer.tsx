import { MESSAGE_MAX_LENGTH } from '@ava/contracts';
import ImagePlus from 'lucide-react/icons/image-plus';
import X from 'lucide-react/icons/x';
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CLOSE_BUTTON, INPUT, PRIMARY_BUTTON } from '../../../components/ui/classes.ts';
import { useSendMessage } from '../api/send-message.ts';
import { MESSAGES_NAMESPACE } from '../messages-strings.ts';

interface Props {
  contact: string;
  /** A guardian's children the message may be about. */
  aboutOptions: { id: string; name: string }[];
}

/** Writes a message: text, an image, or both; a guardian may say which child it is about. */
export function Composer({ contact, aboutOptions }: Props) {
  const { t } = useTranslation(MESSAGES_NAMESPACE);
  const bodyId = useId();
  const aboutId = useId();
  const fileInput = useRef<HTMLInputElement>(null);
  const [body, setBody] = useState('');
  const [image, setImage] = useState<File | null>(null);
  const [about, setAbout] = useState(aboutOptions.length === 1 ? (aboutOptions[0]?.id ?? '') : '');
  const send = useSendMessage(contact);
  const canSend = (body.trim() !== '' || image !== null) && !send.isPending;

  const submit = (event: { preventDefault(): void }) => {
    event.preventDefault();
    if (!canSend) return;
    send.mutate(
      { body, image: image ?? undefined, about: about || undefined },
      {
        onSuccess: () => {
          setBody('');
          setImage(null);
        },
      },
    );
  };

  return (
    <form onSubmit={submit} className="flex flex-col gap-2 border-t border-gray-200 bg-white p-3">
      {aboutOptions.length > 0 && (
        <div className="flex flex-wrap items-center gap-2">
          <label htmlFor={aboutId} className="text-sm font-semibold">
            {t('aboutLabel')}
          </label>
          <select
            id={aboutId}
            value={about}
            onChange={(event) => setAbout(event.target.value)}
            className="rounded-lg border border-gray-300 bg-white px-2 py-1"
          >
            <option value="">{t('aboutNone')}</option>
            {aboutOptions.map((child) => (
              <option key={child.id} value={child.id}>
                {child.name}
              </option>
            ))}
          </select>
        </div>
      )}
      {image && (
        <div className="flex items-center gap-2 text-sm">
          <span className="truncate">{image.name}</span>
          <button type="button" className={CLOSE_BUTTON} aria-label={t('removeImage')} onClick={() => setImage(null)}>
            <X className="size-4" aria-hidden="true" />
          </button>
        </div>
      )}
      <div className="flex items-end gap-2">
        <button
          type="button"
          className="grid size-10 shrink-0 place-items-center rounded-lg text-primary hover:bg-light"
          aria-label={t('attach')}
          title={t('attach')}
          onClick={() => fileInput.current?.click()}
        >
          <ImagePlus className="size-5" aria-hidden="true" />
        </button>
        <input
          ref={fileInput}
          type="file"
          accept="image/png,image/jpeg,image/gif,image/webp"
          className="hidden"
          onChange={(event) => {
            setImage(event.target.files?.[0] ?? null);
            event.target.value = '';
          }}
        />
        <label htmlFor={bodyId} className="sr-only">
          {t('placeholder')}
        </label>
        <textarea
          id={bodyId}
          rows={2}
          maxLength={MESSAGE_MAX_LENGTH}
          placeholder={t('placeholder')}
          value={body}
          onChange={(event) => setBody(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter' && !event.shiftKey) submit(event);
          }}
          className={`${INPUT} min-w-0 flex-1 resize-none`}
        />
        <button type="submit" className={PRIMARY_BUTTON} disabled={!canSend}>
          {t('send')}
        </button>
      </div>
    </form>
  );
}
