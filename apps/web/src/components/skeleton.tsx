import { useTranslation } from 'react-i18next';

interface Props {
  /** `rows`: the lines of a list or table; `card`: a title over a few lines of text. */
  shape?: 'rows' | 'card';
  /** How many placeholder lines. */
  rows?: number;
  className?: string;
  /** What is loading, when 'Carregando…' says too little. */
  label?: string;
}

const BAR = 'animate-pulse rounded-md bg-gray-200';

/** Grey placeholders shaped like the content on its way, announced to screen readers as 'Carregando…'. */
export function Skeleton({ shape = 'rows', rows = 3, className = '', label }: Props) {
  const { t } = useTranslation();
  const lines = Array.from({ length: rows }, (_, index) => index);
  return (
    <div
      role="status"
      aria-busy="true"
      aria-label={label ?? t('common.loading')}
      className={`flex flex-col gap-3 ${className}`}
    >
      {shape === 'card' ? (
        <div className="flex flex-col gap-3 rounded-xl bg-white p-4 shadow-sm">
          <div className={`${BAR} h-6 w-1/2`} />
          {lines.map((line) => (
            <div key={line} className={`${BAR} h-4 ${line === rows - 1 ? 'w-2/3' : 'w-full'}`} />
          ))}
        </div>
      ) : (
        lines.map((line) => (
          <div key={line} className="flex items-center gap-3 rounded-xl bg-white p-4 shadow-sm">
            <div className={`${BAR} size-8 shrink-0 rounded-full`} />
            <div className="flex flex-1 flex-col gap-2">
              <div className={`${BAR} h-4 w-2/5`} />
              <div className={`${BAR} h-3 w-3/5`} />
            </div>
          </div>
        ))
      )}
    </div>
  );
}
