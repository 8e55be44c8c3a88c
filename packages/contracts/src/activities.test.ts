import { describe, expect, it } from 'vitest';
import { activityCreateSchema, activityFiltersSchema } from './activities.ts';
import {
  activityTypeCode,
  combineStats,
  deliveryState,
  EMPTY_ACTIVITY_STATS,
  isExpired,
  isUrgent,
  normaliseStats,
} from './activity-rules.ts';
import { formatScore, workloadLabel } from './format.ts';

const now = new Date('2026-03-02T12:00:00Z');
const inHours = (hours: number) => new Date(now.getTime() + hours * 3_600_000);

describe('urgency', () => {
  it('is urgent only when the deadline is ahead and under 48 hours away', () => {
    expect(isUrgent(inHours(1), now)).toBe(true);
    expect(isUrgent(inHours(47.99), now)).toBe(true);
    expect(isUrgent(inHours(48), now)).toBe(false);
    expect(isUrgent(inHours(-1), now)).toBe(false);
    expect(isUrgent(null, now)).toBe(false);
    expect(isUrgent(inHours(10).toISOString(), now)).toBe(true);
  });

  it('expires at the end time', () => {
    expect(isExpired(now, now)).toBe(true);
    expect(isExpired(inHours(1), now)).toBe(false);
    expect(isExpired(null, now)).toBe(false);
  });
});

describe('delivery status', () => {
  it('3 is sent; 1 after the end date is not sent; anything else pending', () => {
    expect(deliveryState(3, inHours(-5), now)).toBe('sent');
    expect(deliveryState(3, inHours(5), now)).toBe('sent');
    expect(deliveryState(1, inHours(-5), now)).toBe('not_sent');
    expect(deliveryState(1, inHours(5), now)).toBe('pending');
    expect(deliveryState(1, null, now)).toBe('pending');
    expect(deliveryState(5, inHours(-5), now)).toBe('pending');
  });
});

describe('summary rules', () => {
  it('counts averages at or below 0 as null and pokz at or below 0 as 0', () => {
    expect(normaliseStats({ avg_points: 0, total_pokz: -4, total_activities: 2 })).toEqual({
      ...EMPTY_ACTIVITY_STATS,
      total_activities: 2,
    });
    expect(normaliseStats({ avg_points: -1 }).avg_points).toBeNull();
    expect(normaliseStats(null)).toEqual(EMPTY_ACTIVITY_STATS);
  });

  it('averages the non-null parts and sums the totals', () => {
    const combined = combineStats([
      { avg_points: 8, total_pokz: 10, total_activities: 2, total_not_done: 1, total_workload: 60 },
      { avg_points: 0, total_pokz: -3, total_activities: 1, total_not_done: 0, total_workload: 30 },
      { avg_points: 6, total_pokz: 5, total_activities: 3, total_not_done: 2, total_workload: 0 },
      null,
    ]);
    expect(combined).toEqual({
      avg_points: 7,
      total_pokz: 15,
      total_activities: 6,
      total_not_done: 3,
      total_workload: 90,
    });
    expect(combineStats([])).toEqual(EMPTY_ACTIVITY_STATS);
  });
});

describe('display', () => {
  it('shows scores with one decimal and a dash below zero; workload labels', () => {
    expect(formatScore(8.46)).toBe('8,5');
    expect(formatScore(-0.5)).toBe('-');
    expect(workloadLabel(120)).toBe('2 horas');
    expect(workloadLabel(100)).toBe('Sem informação');
  });
});

describe('schemas', () => {
  it('maps kinds to type codes; work travels as a task', () => {
    expect(activityTypeCode('work')).toBe('T');
    expect(activityTypeCode('digital_exam')).toBe('DE');
  });

  it('drops empty filter values and splits lists', () => {
    expect(activityFiltersSchema.parse({ activity_type: '', teacher: '' })).toEqual({});
    expect(activityFiltersSchema.parse({ activity_type: 'forum, essay' })).toEqual({
      activity_type: ['forum', 'essay'],
    });
    expect(activityFiltersSchema.safeParse({ activity_type: 'prova' }).success).toBe(false);
  });

  it('needs a title, a kind and a classroom to create', () => {
    expect(activityCreateSchema.safeParse({ title: 'x', activity_type: 'forum' }).success).toBe(false);
    const parsed = activityCreateSchema.parse({
      title: ' Fórum ',
      activity_type: 'forum',
      classroom: '0b7c3c2e-6f7e-4d0e-9a3c-3f1b2a4c5d6e',
    });
    expect(parsed).toMatchObject({ title: 'Fórum', draft: false });
  });
});
