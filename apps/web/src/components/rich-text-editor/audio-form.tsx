import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AUDIO_UNTITLED } from './editor-rules.ts';
import { EDITOR_NAMESPACE } from './editor-strings.ts';

interface Props {
  onApply: (file: File, title: string) => Promise<void>;
  onCancel: () => void;
}

/** An audio file and its title; with no title it is 'Áudio sem título' (document 3 section 8). */
export function AudioForm({ onApply, onCancel }: Props) {
  const { t } = useTranslation(EDITOR_NAMESPACE);
  const id = useId();
  const [file, setFile] = useState<File | null>(null);
  const [title, setTitle] = useState('');
  const [busy, setBusy] = useState(false);

  async function apply() {
    if (!file) return;
    setBusy(true);
    try {
      await onApply(file, title.trim() || AUDIO_UNTITLED);
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="flex flex-wrap items-end gap-2 border-t border-gray-100 p-2">
      <div className="flex flex-col gap-1">
        <label htmlFor={`${id}-file`} className="text-xs font-bold text-subtitle">
          {t('audioFile')}
        </label>
        <input
          id={`${id}-file`}
          type="file"
          accept="audio/mpeg,.mp3"
          className="text-sm"
          onChange={(event) => setFile(event.target.files?.[0] ?? null)}
        />
      </div>
      <div className="flex min-w-48 flex-1 flex-col gap-1">
        <label htmlFor={`${id}-title`} className="text-xs font-bold text-subtitle">
          {t('audioTitle')}
        </label>
        <input
          id={`${id}-title`}
          value={title}
          placeholder={AUDIO_UNTITLED}
          onChange={(event) => setTitle(event.target.value)}
          className="rounded border border-gray-300 px-2 py-1 text-sm"
        />
      </div>
      <button
        type="button"
        disabled={!file || busy}
        onClick={() => void apply()}
        className="rounded bg-primary px-3 py-1 text-sm text-on-primary disabled:opacity-40"
      >
        {busy ? t('uploadingAudio') : t('insert')}
      </button>
      <button type="button" onClick={onCancel} className="rounded px-3 py-1 text-sm text-subtitle">
        {t('cancel')}
      </button>
    </div>
  );
}
