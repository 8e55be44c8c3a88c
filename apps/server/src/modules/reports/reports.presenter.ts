import { participationRate, type ReportStats } from '@ava/contracts';
import type { StatsRow } from './reports.repository.ts';

const round2 = (value: number) => Math.round(value * 100) / 100;

/** An average at or below 0, or none, is null (document 3 section 9). */
export function averageOrNull(value: number | string | null | undefined): number | null {
  const avg = value == null ? Number.NaN : Number(value);
  return Number.isFinite(avg) && avg > 0 ? round2(avg) : null;
}

export function presentStats(row: StatsRow): ReportStats {
  const assigned = Number(row.total_assigned);
  const delivered = Number(row.total_delivered);
  return {
    total_activities: Number(row.total_activities),
    total_assigned: assigned,
    total_delivered: delivered,
    total_not_done: assigned - delivered,
    participation: participationRate(delivered, assigned),
    avg_points: averageOrNull(row.avg_points),
    total_pokz: Math.max(0, Number(row.total_pokz)),
    total_workload: Number(row.total_workload),
    active_seconds: Number(row.active_seconds),
  };
}

/** A row of the report: its own fields and its stats. */
export function presentRow<Row extends StatsRow>(row: Row) {
  return { ...row, ...presentStats(row) };
}

/** Totals are sums; the combined average is the mean of the rows' non-null averages (document 3 section 9). */
export function totalsOf(rows: readonly ReportStats[]): ReportStats {
  const sum = (key: keyof ReportStats) => rows.reduce((total, row) => total + (row[key] ?? 0), 0);
  const averages = rows.flatMap((row) => (row.avg_points === null ? [] : [row.avg_points]));
  const assigned = sum('total_assigned');
  const delivered = sum('total_delivered');
  return {
    total_activities: sum('total_activities'),
    total_assigned: assigned,
    total_delivered: delivered,
    total_not_done: sum('total_not_done'),
    participation: participationRate(delivered, assigned),
    avg_points: averages.length ? round2(averages.reduce((a, b) => a + b, 0) / averages.length) : null,
    total_pokz: sum('total_pokz'),
    total_workload: sum('total_workload'),
    active_seconds: sum('active_seconds'),
  };
}

export const isoOf = (value: Date | string) => new Date(value).toISOString();
export const isoOrNull = (value: Date | string | null) => (value === null ? null : isoOf(value));
