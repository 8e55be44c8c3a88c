import { formatNumber } from '@ava/contracts';

const MB = 1024 * 1024;
const sizeLabel = (bytes: number) =>
  bytes < MB ? `${Math.max(1, Math.ceil(bytes / 1024))} KB` : `${formatNumber(bytes / MB, 1)} MB`;

export interface AttachedFile {
  key: string;
  name: string;
  url: string;
  size: number;
}

interface Props {
  files: AttachedFile[];
  /** Given when files may be removed. */
  onRemove?: (file: AttachedFile) => void;
  removeLabel?: (name: string) => string;
}

/** Attached files, each a link to its stored copy. */
export function AttachedFiles({ files, onRemove, removeLabel }: Props) {
  if (files.length === 0) return null;
  return (
    <ul className="flex flex-col gap-1">
      {files.map((file) => (
        <li key={file.key} className="flex items-center gap-2 rounded-lg bg-gray-50 px-3 py-2 text-sm">
          <a
            href={file.url}
            target="_blank"
            rel="noopener noreferrer"
            className="flex-1 truncate text-primary underline"
          >
            {file.name}
          </a>
          <span className="text-subtitle">{sizeLabel(file.size)}</span>
          {onRemove && (
            <button
              type="button"
              aria-label={removeLabel?.(file.name)}
              onClick={() => onRemove(file)}
              className="grid size-8 shrink-0 place-items-center rounded text-lg leading-none text-red-700 hover:bg-red-50"
            >
              ×
            </button>
          )}
        </li>
      ))}
    </ul>
  );
}
