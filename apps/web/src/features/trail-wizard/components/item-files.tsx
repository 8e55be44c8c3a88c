import type { FileCategory, TrailFile } from '@ava/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { uploadFile } from '../../../components/rich-text-editor/file-upload.ts';
import { LINK_BUTTON } from '../../../components/ui/classes.ts';
import { serverText } from '../../../i18n/vocabulary.ts';
import { TRAIL_WIZARD_NAMESPACE } from '../trail-wizard-strings.ts';

/** What a file step takes: the storage category checked before sending, and what the picker offers. */
export const FILE_STEPS = {
  pdf: { category: 'document', accept: 'application/pdf,.pdf' },
  image: { category: 'image', accept: 'image/*' },
  file: { category: 'document', accept: '.txt,.docx,.odt,.xlsx,.pptx' },
} as const satisfies Record<string, { category: FileCategory; accept: string }>;
export type FileStepType = keyof typeof FILE_STEPS;

/** A file step's files: each uploaded at once to the trail's folder, then saved with the step. */
export function ItemFiles({
  trailId,
  type,
  value,
  onChange,
  onUploadingChange,
}: {
  trailId: string;
  type: FileStepType;
  value: TrailFile[];
  onChange: (files: TrailFile[]) => void;
  onUploadingChange: (uploading: boolean) => void;
}) {
  const { t } = useTranslation(TRAIL_WIZARD_NAMESPACE);
  const [uploading, setUploading] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const rule = FILE_STEPS[type];

  async function add(files: FileList | null) {
    if (!files || files.length === 0) return;
    setUploading(true);
    onUploadingChange(true);
    setError(null);
    const added: TrailFile[] = [];
    try {
      for (const file of files) {
        const stored = await uploadFile(file, `trails/${trailId}`, [rule.category]);
        added.push({ key: stored.key, name: stored.file_name });
      }
    } catch (failure) {
      setError(failure instanceof Error ? serverText(failure.message) : null);
    } finally {
      onChange([...value, ...added]);
      setUploading(false);
      onUploadingChange(false);
    }
  }

  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="font-semibold">{t('items.files')}</legend>
      <ul className="flex flex-col gap-1">
        {value.map((file) => (
          <li key={file.key} className="flex flex-wrap items-center gap-2">
            <span className="break-all">{file.name}</span>
            <button
              type="button"
              className={LINK_BUTTON}
              onClick={() => onChange(value.filter((other) => other.key !== file.key))}
            >
              {t('items.removeFile', { name: file.name })}
            </button>
          </li>
        ))}
      </ul>
      <input
        type="file"
        multiple
        accept={rule.accept}
        aria-label={t('items.files')}
        disabled={uploading}
        onChange={(event) => void add(event.target.files)}
      />
      {uploading && <p role="status">{t('items.uploading')}</p>}
      {error && (
        <p role="alert" className="text-red-700">
          {error}
        </p>
      )}
    </fieldset>
  );
}
