import { FILE_LIMITS, type FileCategory } from '@ava/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FileDrop } from '../../../components/inputs/file-drop.tsx';
import { uploadFile } from '../../../components/rich-text-editor/file-upload.ts';
import { LINK_BUTTON } from '../../../components/ui/classes.ts';
import { QUESTION_BANK_NAMESPACE } from '../question-bank-strings.ts';
import type { Media } from '../question-form.ts';

const ACCEPT: Record<'image' | 'audio', string[]> = {
  image: ['image/png', 'image/jpeg', '.png', '.jpg', '.jpeg'],
  audio: ['audio/mpeg', '.mp3', '.mpeg'],
};

interface Props {
  label: string;
  category: Extract<FileCategory, 'image' | 'audio'>;
  value: Media;
  onChange: (media: Media) => void;
}

/** An image (png/jpeg, 5 MB) or a sound (mp3, 10 MB) uploaded to storage at once; the form keeps its key. */
export function MediaField({ label, category, value, onChange }: Props) {
  const { t } = useTranslation(QUESTION_BANK_NAMESPACE);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | undefined>();

  async function upload(file: File) {
    setBusy(true);
    setError(undefined);
    try {
      const stored = await uploadFile(file, undefined, [category]);
      onChange({ key: stored.key, url: stored.url });
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : String(failure));
    } finally {
      setBusy(false);
    }
  }

  if (value) {
    return (
      <div className="flex flex-col gap-1">
        <span className="font-semibold text-title">{label}</span>
        {category === 'image' ? (
          <img src={value.url} alt={label} className="max-h-40 self-start rounded-lg" />
        ) : (
          // biome-ignore lint/a11y/useMediaCaption: the teacher's own recording, no captions exist
          <audio src={value.url} controls aria-label={label} />
        )}
        <button type="button" className={`${LINK_BUTTON} self-start`} onClick={() => onChange(null)}>
          {t('form.removeFile')}
        </button>
      </div>
    );
  }
  return (
    <div className="flex flex-col gap-1">
      <FileDrop
        label={label}
        accept={ACCEPT[category]}
        maxBytes={FILE_LIMITS[category].maxBytes}
        disabled={busy}
        error={error}
        onFiles={([file]) => file && upload(file)}
      />
      {busy && <p role="status">{t('form.uploading')}</p>}
    </div>
  );
}
