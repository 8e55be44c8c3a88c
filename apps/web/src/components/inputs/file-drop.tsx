import { FILE_INPUT_MAX_BYTES, formatMegabytes } from '@ava/contracts';
import { type DragEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { checkFiles, type FileRules } from './file-rules.ts';
import { INPUTS_NAMESPACE } from './inputs-strings.ts';

type Props = FileRules & {
  label: string;
  onFiles: (files: File[]) => void;
  disabled?: boolean;
  error?: string;
};

/** Drop files on it or click to pick them; files of another type or over the maximum (5 MB by default) are refused. */
export function FileDrop({
  label,
  onFiles,
  disabled,
  error,
  accept = [],
  maxBytes = FILE_INPUT_MAX_BYTES,
  multiple,
}: Props) {
  const { t } = useTranslation(INPUTS_NAMESPACE);
  const id = useId();
  const [dragging, setDragging] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const message = error ?? refusal;

  function take(files: FileList | null) {
    if (!files || files.length === 0) return;
    const check = checkFiles([...files], { accept, maxBytes, multiple });
    setRefusal('error' in check ? check.error : null);
    if ('files' in check) onFiles(check.files);
  }

  function onDrop(event: DragEvent<HTMLLabelElement>) {
    event.preventDefault();
    setDragging(false);
    if (!disabled) take(event.dataTransfer.files);
  }

  return (
    <div className="flex flex-col gap-1">
      <span id={`${id}-label`} className="font-semibold text-title">
        {label}
      </span>
      <label
        htmlFor={id}
        onDragOver={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
        className={`flex cursor-pointer flex-col items-center gap-1 rounded-xl border-2 border-dashed px-4 py-6 text-center focus-within:border-primary ${
          dragging ? 'border-primary bg-light' : 'border-gray-300 bg-white'
        } ${disabled ? 'cursor-not-allowed opacity-60' : ''}`}
      >
        <span className="font-semibold text-primary">{t(multiple ? 'file.dropMany' : 'file.drop')}</span>
        <span className="text-sm text-subtitle">{t('file.maxSize', { size: formatMegabytes(maxBytes) })}</span>
        <input
          id={id}
          type="file"
          accept={accept.join(',') || undefined}
          multiple={multiple}
          disabled={disabled}
          aria-labelledby={`${id}-label`}
          aria-invalid={message ? true : undefined}
          aria-describedby={message ? `${id}-error` : undefined}
          onChange={(event) => {
            take(event.target.files);
            event.target.value = '';
          }}
          className="sr-only"
        />
      </label>
      {message && (
        <p id={`${id}-error`} role="alert" className="text-sm text-red-700">
          {message}
        </p>
      )}
    </div>
  );
}
