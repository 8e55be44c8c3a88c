import { useId } from 'react';

export interface LineChartPoint {
  /** The label under the axis ('jan/26'). */
  label: string;
  /** The plotted value; null leaves a gap (nothing measured then). */
  value: number | null;
}

interface Props {
  title: string;
  /** What the chart shows, read by screen readers with the title. */
  description: string;
  points: LineChartPoint[];
  /** The top of the scale (the bottom is 0). */
  max: number;
  /** How a value is written on the chart and in the table. */
  format: (value: number) => string;
  /** The table alternative: its summary and its two columns' headers. */
  table: { summary: string; label: string; value: string; empty: string };
}

const WIDTH = 640;
const HEIGHT = 220;
const PAD = { top: 16, right: 16, bottom: 32, left: 36 };
const GRID = [0, 0.25, 0.5, 0.75, 1];

/**
 * A small line chart drawn as inline SVG, with its data as a table under a disclosure: the
 * chart is an image with a title and description, and the table is the accessible way to read
 * every value. Gaps (null) break the line; each measured point gets a dot and its value.
 */
export function LineChart({ title, description, points, max, format, table }: Props) {
  const id = useId();
  const innerWidth = WIDTH - PAD.left - PAD.right;
  const innerHeight = HEIGHT - PAD.top - PAD.bottom;
  const step = points.length > 1 ? innerWidth / (points.length - 1) : 0;
  const x = (index: number) => PAD.left + (points.length > 1 ? index * step : innerWidth / 2);
  const y = (value: number) => PAD.top + innerHeight * (1 - Math.min(value, max) / max);
  const segments: string[] = [];
  let current = '';
  points.forEach((point, index) => {
    if (point.value === null) {
      if (current) segments.push(current);
      current = '';
      return;
    }
    current += `${current ? 'L' : 'M'}${x(index).toFixed(1)},${y(point.value).toFixed(1)}`;
  });
  if (current) segments.push(current);

  return (
    <figure className="flex flex-col gap-2">
      <svg
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        role="img"
        aria-labelledby={`${id}-title ${id}-desc`}
        className="h-auto w-full"
      >
        <title id={`${id}-title`}>{title}</title>
        <desc id={`${id}-desc`}>{description}</desc>
        {GRID.map((share) => (
          <g key={share}>
            <line
              x1={PAD.left}
              x2={WIDTH - PAD.right}
              y1={y(max * share)}
              y2={y(max * share)}
              className="stroke-gray-200"
              strokeWidth={1}
            />
            <text x={PAD.left - 6} y={y(max * share) + 4} textAnchor="end" className="fill-subtitle text-[11px]">
              {format(max * share)}
            </text>
          </g>
        ))}
        {segments.map((path) => (
          <path key={path} d={path} fill="none" className="stroke-primary" strokeWidth={3} strokeLinejoin="round" />
        ))}
        {points.map((point, index) =>
          point.value === null ? null : (
            <g key={point.label}>
              <circle cx={x(index)} cy={y(point.value)} r={5} className="fill-primary" />
              <text
                x={x(index)}
                y={y(point.value) - 10}
                textAnchor="middle"
                className="fill-title text-[12px] font-semibold"
              >
                {format(point.value)}
              </text>
            </g>
          ),
        )}
        {points.map((point, index) => (
          <text
            key={point.label}
            x={x(index)}
            y={HEIGHT - 10}
            textAnchor="middle"
            className="fill-subtitle text-[12px]"
          >
            {point.label}
          </text>
        ))}
      </svg>
      <details>
        <summary className="cursor-pointer font-semibold text-primary">{table.summary}</summary>
        <table className="mt-2 w-full text-left">
          <caption className="sr-only">{title}</caption>
          <thead>
            <tr>
              <th scope="col" className="py-1">
                {table.label}
              </th>
              <th scope="col" className="py-1">
                {table.value}
              </th>
            </tr>
          </thead>
          <tbody>
            {points.map((point) => (
              <tr key={point.label} className="border-t border-gray-100">
                <th scope="row" className="py-1 font-normal">
                  {point.label}
                </th>
                <td className="py-1">{point.value === null ? table.empty : format(point.value)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </figure>
  );
}
