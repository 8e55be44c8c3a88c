import type { ExternalActivityItem, ExternalClosedItem, StudentActivityItem } from '@ava/contracts';
import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '../../../test/fetch.ts';
import { servicesForFilters, withFallback } from './external-activities.ts';
import { NO_FILTERS } from './list-filters.ts';
import { mergeEntries } from './student-list-entry.ts';
import { closedSummaryOptions, studentCountOptions, studentListOptions } from './student-lists.ts';

const NOW = new Date('2026-03-02T12:00:00Z');
const HOUR = 3_600_000;
const at = (hours: number) => new Date(NOW.getTime() + hours * HOUR).toISOString();

function mainItem(id: string, endHours: number | null, extra: Partial<StudentActivityItem> = {}): StudentActivityItem {
  return {
    id,
    title: `Atividade ${id}`,
    kind: 'forum',
    activity_type: 'F',
    teacher: { id: 't1', name: 'Ana' },
    classroom: { id: 'c1', name: '5º A' },
    start_time: null,
    end_time: endHours === null ? null : at(endHours),
    workload: 30,
    image_url: null,
    urgent: false,
    expired: false,
    status: 1,
    delivery_status: 'pending',
    favorite: false,
    score: null,
    pokz: 0,
    teacher_comments: null,
    delivered_at: null,
    ...extra,
  };
}

function examItem(id: string, endHours: number, type = 'Prova Digital'): ExternalActivityItem {
  return {
    id,
    activity_id: id,
    title: `Prova ${id}`,
    end_date: at(endHours),
    type,
    teacher: 'Bruno',
    status: 1,
    workload: 60,
    bncc: [],
    unread_comments: false,
    mars: true,
  };
}

function closedItem(id: string, endHours: number, score: number): ExternalClosedItem {
  return {
    id,
    activity_id: id,
    title: `Prova ${id}`,
    teacher: 'Bruno',
    activity_type: 'DE',
    actv_status: 3,
    end_time: at(endHours),
    pokz: 5,
    score,
    teacher_comments: null,
    student_files: [],
    type: 'Prova Digital',
    mars: true,
  };
}

type Answer = Response | 'hang' | 'fail';
/** The services' answers by path; 'hang' never answers (until the call is aborted), 'fail' is a network error. */
function serve(answers: Record<string, Answer>) {
  return vi.spyOn(globalThis, 'fetch').mockImplementation((input, init = {}) => {
    const url = new URL(String(input), 'http://localhost');
    const answer = answers[`${url.pathname}${url.search}`] ?? jsonResponse(404, { message: 'não encontrado' });
    if (answer === 'fail') return Promise.reject(new TypeError('Failed to fetch'));
    if (answer === 'hang') {
      return new Promise((_, reject) =>
        init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))),
      );
    }
    return Promise.resolve(answer);
  });
}
const calledPaths = (spy: ReturnType<typeof serve>) =>
  spy.mock.calls.map(([input]) => new URL(String(input), 'http://localhost').pathname);

let client: QueryClient;
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
  vi.setSystemTime(NOW);
  client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
});
afterEach(() => {
  client.clear();
  vi.useRealTimers();
});

describe('which external lists the filters leave', () => {
  it('asks every service without filters, none under a teacher filter', () => {
    expect(servicesForFilters(NO_FILTERS)).toEqual(['tasks', 'exams', 'trails']);
    expect(servicesForFilters({ kinds: [], teacher: 'a5f0c2d4-1111-4222-8333-944455556666' })).toEqual([]);
    expect(servicesForFilters({ kinds: ['digital_exam'], teacher: 'x' })).toEqual([]);
  });

  it("empties a service's list when other types are on and its own are off", () => {
    expect(servicesForFilters({ kinds: ['forum'], teacher: '' })).toEqual([]);
    expect(servicesForFilters({ kinds: ['digital_exam'], teacher: '' })).toEqual(['exams']);
    expect(servicesForFilters({ kinds: ['essay', 'trail'], teacher: '' })).toEqual(['trails']);
    expect(servicesForFilters({ kinds: ['trail', 'digital_exam'], teacher: '' })).toEqual(['exams', 'trails']);
  });
});

describe('an external call', () => {
  it('falls back after 10 seconds without an answer, and aborts the call', async () => {
    let signal: AbortSignal | undefined;
    const call = (abort: AbortSignal) => {
      signal = abort;
      return new Promise<string>(() => {});
    };
    let result: string | undefined;
    void withFallback(call, 'vazio').then((value) => {
      result = value;
    });
    await vi.advanceTimersByTimeAsync(9_999);
    expect(result).toBeUndefined();
    expect(signal?.aborted).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(result).toBe('vazio');
    expect(signal?.aborted).toBe(true);
  });

  it('falls back at once on a failure, and keeps an answer that came in time', async () => {
    await expect(withFallback(() => Promise.reject(new Error('500')), 'vazio')).resolves.toBe('vazio');
    await expect(withFallback(() => Promise.resolve('lista'), 'vazio')).resolves.toBe('lista');
    expect(vi.getTimerCount()).toBe(0);
  });
});

describe("the student's merged open list", () => {
  it('merges the external lists into the main one by deadline, dropping ended activities', async () => {
    const fetch = serve({
      '/api/activity/student_open': jsonResponse(200, { activities: [mainItem('m1', 30), mainItem('m2', null)] }),
      '/api/exams/activity/students/list': jsonResponse(200, {
        activities: [examItem('e1', 10), examItem('e2', -1), examItem('e3', 50), examItem('x', 20, 'Trilha')],
      }),
      '/api/trails/activity/students/list': jsonResponse(200, { activities: [{ ...examItem('t1', 40, 'Trilha') }] }),
      '/api/tasks/activity/students/list': jsonResponse(200, { activities: [] }),
    });
    const list = await client.fetchQuery(studentListOptions('open', NO_FILTERS, true));
    expect(list.map((entry) => entry.id)).toEqual(['e1', 'm1', 't1', 'e3', 'm2']);
    expect(list[0]).toEqual({
      id: 'e1',
      title: 'Prova e1',
      kind: 'digital_exam',
      start_time: null,
      end_time: at(10),
      workload: 60,
      urgent: true,
      expired: false,
      status: 1,
      delivery_status: 'pending',
      score: null,
      pokz: 0,
      teacher_comments: null,
      teacher: { name: 'Bruno' },
    });
    expect(list.find((entry) => entry.id === 't1')?.kind).toBe('trail');
    expect(calledPaths(fetch)).toHaveLength(4);
  });

  it('keeps the main list when an external service fails or does not answer in 10 seconds', async () => {
    serve({
      '/api/activity/student_open': jsonResponse(200, { activities: [mainItem('m1', 30)] }),
      '/api/exams/activity/students/list': 'hang',
      '/api/trails/activity/students/list': jsonResponse(500, { message: 'erro' }),
      '/api/tasks/activity/students/list': 'fail',
    });
    const pending = client.fetchQuery(studentListOptions('open', NO_FILTERS, true));
    await vi.advanceTimersByTimeAsync(10_000);
    expect((await pending).map((entry) => entry.id)).toEqual(['m1']);
  });

  it('asks no external service under a teacher filter, or when the platform has not turned them on', async () => {
    const fetch = serve({
      '/api/activity/student_open?teacher=t1': jsonResponse(200, { activities: [mainItem('m1', 30)] }),
      '/api/activity/student_open': jsonResponse(200, { activities: [mainItem('m1', 30)] }),
    });
    await client.fetchQuery(studentListOptions('open', { kinds: [], teacher: 't1' }, true));
    client.clear();
    await client.fetchQuery(studentListOptions('open', NO_FILTERS, false));
    expect(calledPaths(fetch)).toEqual(['/api/activity/student_open', '/api/activity/student_open']);
  });

  it('asks only the services of the chosen types', async () => {
    const fetch = serve({
      '/api/activity/student_open?activity_type=essay%2Cdigital_exam': jsonResponse(200, { activities: [] }),
      '/api/exams/activity/students/list': jsonResponse(200, { activities: [examItem('e1', 10)] }),
    });
    const list = await client.fetchQuery(
      studentListOptions('open', { kinds: ['essay', 'digital_exam'], teacher: '' }, true),
    );
    expect(list.map((entry) => entry.id)).toEqual(['e1']);
    expect(calledPaths(fetch)).toEqual(['/api/activity/student_open', '/api/exams/activity/students/list']);
  });
});

describe("the student's merged closed list", () => {
  it('adds the finished external activities, latest first, as sent with their score', async () => {
    const fetch = serve({
      '/api/activity/student_closed': jsonResponse(200, {
        activities: [mainItem('m1', -10, { delivery_status: 'not_sent', expired: true })],
      }),
      '/api/exams/activity/students/list?status=3': jsonResponse(200, {
        activities: [closedItem('e1', -2, 7.5), { ...closedItem('e2', -1, 9), actv_status: 1 }],
      }),
      '/api/trails/activity/students/list?status=3': jsonResponse(200, { activities: [] }),
      '/api/tasks/activity/students/list?status=3': jsonResponse(200, { activities: [] }),
    });
    const list = await client.fetchQuery(studentListOptions('closed', NO_FILTERS, true));
    expect(list.map((entry) => [entry.id, entry.delivery_status, entry.score])).toEqual([
      ['e1', 'sent', 7.5],
      ['m1', 'not_sent', null],
    ]);
    expect(calledPaths(fetch)).toHaveLength(4);
  });

  it('orders merged lists as the main service does, undated last', () => {
    const entry = (id: string, end: number | null) => ({ ...mainItem(id, end) });
    expect(mergeEntries('open', [[entry('a', null), entry('b', 5)], [entry('c', 1)]]).map((e) => e.id)).toEqual([
      'c',
      'b',
      'a',
    ]);
    expect(mergeEntries('closed', [[entry('a', null), entry('b', -5)], [entry('c', -1)]]).map((e) => e.id)).toEqual([
      'c',
      'b',
      'a',
    ]);
  });
});

describe("the student's merged counts and summary", () => {
  it('sums the counts; a failing or silent service counts zero', async () => {
    serve({
      '/api/activity/student_count': jsonResponse(200, { activities_qtd: 3, urgent_activities: 1 }),
      '/api/exams/activity/students/count?statusActive=true&statusRedo=true': jsonResponse(200, {
        activities_qtd: 2,
        urgent_activities: 2,
      }),
      '/api/trails/activity/students/count?statusActive=true&statusRedo=true': 'hang',
      '/api/tasks/activity/students/count?statusActive=true&statusRedo=true': jsonResponse(503, {}),
    });
    const pending = client.fetchQuery(studentCountOptions(true));
    await vi.advanceTimersByTimeAsync(10_000);
    expect(await pending).toEqual({ activities_qtd: 5, urgent_activities: 3 });
  });

  it('keeps the external counts when the main count fails', async () => {
    serve({
      '/api/activity/student_count': 'fail',
      '/api/exams/activity/students/count?statusActive=true&statusRedo=true': jsonResponse(200, {
        activities_qtd: 2,
        urgent_activities: 0,
      }),
    });
    expect(await client.fetchQuery(studentCountOptions(true))).toEqual({ activities_qtd: 2, urgent_activities: 0 });
  });

  it('combines the summaries: the mean of the non-null averages, sums of the totals', async () => {
    const stats = (avg: number | null, pokz: number, total: number, notDone: number, workload: number) => ({
      avg_points: avg,
      total_pokz: pokz,
      total_activities: total,
      total_not_done: notDone,
      total_workload: workload,
    });
    serve({
      '/api/activity/student_closed_summary': jsonResponse(200, stats(8, 20, 4, 1, 90)),
      '/api/exams/activity/students/records/stats': jsonResponse(200, stats(6, -3, 2, 0, 60)),
      // An average at or below 0 counts as none.
      '/api/trails/activity/students/records/stats': jsonResponse(200, stats(0, 5, 1, 1, 0)),
      '/api/tasks/activity/students/records/stats': 'hang',
    });
    const pending = client.fetchQuery(closedSummaryOptions(true));
    await vi.advanceTimersByTimeAsync(10_000);
    expect(await pending).toEqual(stats(7, 25, 7, 2, 150));
  });

  it('is the main summary alone when the platform has not turned the external services on', async () => {
    const fetch = serve({
      '/api/activity/student_closed_summary': jsonResponse(200, {
        avg_points: 0,
        total_pokz: -2,
        total_activities: 1,
        total_not_done: 1,
        total_workload: 0,
      }),
    });
    expect(await client.fetchQuery(closedSummaryOptions(false))).toEqual({
      avg_points: null,
      total_pokz: 0,
      total_activities: 1,
      total_not_done: 1,
      total_workload: 0,
    });
    expect(calledPaths(fetch)).toEqual(['/api/activity/student_closed_summary']);
  });
});
