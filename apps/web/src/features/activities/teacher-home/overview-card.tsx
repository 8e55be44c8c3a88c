import type { ReactNode } from 'react';

/** One titled part of the educator's home. */
export function OverviewCard({ title, aside, children }: { title: string; aside?: ReactNode; children: ReactNode }) {
  return (
    <section aria-label={title} className="flex min-w-0 flex-col gap-3 rounded-xl bg-white p-4 shadow-sm">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 className="text-lg font-semibold text-title">{title}</h2>
        {aside}
      </div>
      {children}
    </section>
  );
}

/** Grey bars in the shape of a card's rows while the overview loads. */
export function RowsSkeleton({ rows }: { rows: number }) {
  return (
    <ul aria-hidden="true" className="flex flex-col gap-2">
      {Array.from({ length: rows }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders without identity
        <li key={index} className="h-14 animate-pulse rounded-lg bg-gray-100" />
      ))}
    </ul>
  );
}
