import { useId } from 'react';
import { ResponsiveContainer } from 'recharts';

const HEIGHT = 240;

/**
 * A Recharts chart as an image named by its title and description; its data is also a table under
 * a disclosure (`showData` names it), the accessible way to read every value.
 */
export function ChartFigure({
  title,
  description,
  showData,
  children,
  table,
}: {
  title: string;
  description: string;
  showData: string;
  children: React.ReactElement;
  table: React.ReactNode;
}) {
  const id = useId();
  return (
    <figure className="flex flex-col gap-2 rounded-xl bg-white p-4 shadow-sm" aria-labelledby={`${id}-title`}>
      <figcaption id={`${id}-title`} className="font-semibold">
        {title}
      </figcaption>
      <div role="img" aria-label={`${title}. ${description}`} style={{ width: '100%', height: HEIGHT }}>
        <ResponsiveContainer width="100%" height={HEIGHT}>
          {children}
        </ResponsiveContainer>
      </div>
      <details>
        <summary className="cursor-pointer text-sm font-semibold text-primary">{showData}</summary>
        <div className="mt-2">{table}</div>
      </details>
    </figure>
  );
}

/** The colours of the charts: the platform's theme, with defaults. */
export const CHART_PRIMARY = 'var(--color-primary, #3b5bdb)';
export const CHART_SECONDARY = 'var(--color-dark, #1f2a5c)';
