import { DELIVERY_STATUS } from '@ava/contracts';
import { type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../platform/db/database.ts';
import { rowsOf } from '../../platform/db/rows.ts';
import { type Educator, educatorClassroomIds } from '../school-directory/school-directory.access.ts';

/** The days a report covers (America/Sao_Paulo), first and last included. */
export interface DayRange {
  start: string;
  end: string;
}

/** What one report asks: whose scope, which days, and the ids that narrow it. */
export interface ReportScope {
  platformId: string;
  educator: Educator;
  days: DayRange;
  schoolId?: string;
  classroomId?: string;
  studentId?: string;
  teacherId?: string;
}

/** The counts every row carries, as SQL answers them (README 'What each report counts'). */
export interface StatsRow {
  total_activities: number;
  total_assigned: number;
  total_delivered: number;
  avg_points: number | string | null;
  total_pokz: number;
  total_workload: number;
  active_seconds: number;
}

const SENT = DELIVERY_STATUS.sent;
const ZONE = 'America/Sao_Paulo';
const dayOf = (column: SQL) => sql`(${column} at time zone ${ZONE})::date`;

/**
 * Where `dels` comes from: `rollup` is one row per activity (report_activity_totals, kept by the
 * database on every write of activity_students, README 'Rollups'); `rows` is one per student row,
 * for one student's reports and the per-student counts. Both give the same columns summed by
 * deliveryCounts.
 */
type DeliverySource = 'rollup' | 'rows';

const activityTotals = (s: ReportScope) => sql`
  select r.activity_id, r.assigned, r.delivered, r.score_sum, r.score_count, r.pokz,
    acts.classroom_id, acts.teacher_id, acts.kind, acts.workload, acts.day
  from report_activity_totals r join acts on acts.id = r.activity_id
  where r.platform_id = ${s.platformId}`;

const deliveryRows = (s: ReportScope) => sql`
  select d.activity_id, d.student_id, d.status = ${SENT} as sent, d.delivered_at, d.score, greatest(d.pokz, 0) as pokz,
    1 as assigned, (d.status = ${SENT})::int as delivered, d.score as score_sum, (d.score is not null)::int as score_count,
    acts.classroom_id, acts.teacher_id, acts.kind, acts.workload, acts.day
  from activity_students d join acts on acts.id = d.activity_id
  where d.platform_id = ${s.platformId}
    ${s.studentId ? sql`and d.student_id = ${s.studentId}` : sql``}`;

/**
 * The scope's classrooms, its activities created in the period and their students' rows, as
 * CTEs every report starts with: `scope`, `acts` and `dels`. The caller's own classrooms
 * (educatorClassroomIds, the one rule) always bound the scope; the ids only narrow it. `dels` is
 * the rollup of the activities unless one student's rows or a per-student count are asked.
 */
function base(db: Executor, s: ReportScope, source: DeliverySource = s.studentId ? 'rows' : 'rollup'): SQL {
  const from = sql`(${s.days.start}::date::timestamp at time zone ${ZONE})`;
  const to = sql`((${s.days.end}::date + 1)::timestamp at time zone ${ZONE})`;
  const filters: SQL[] = [];
  if (s.schoolId) filters.push(sql` and c.school_id = ${s.schoolId}`);
  if (s.classroomId) filters.push(sql` and c.id = ${s.classroomId}`);
  if (s.teacherId)
    filters.push(
      sql` and exists (select 1 from classroom_members t where t.classroom_id = c.id and t.user_id = ${s.teacherId} and t.role = 'teacher')`,
    );
  return sql`
    with scope as (
      select c.id, c.name, c.school_id, sc.name as school_name
      from classrooms c join schools sc on sc.id = c.school_id
      where c.platform_id = ${s.platformId} and c.id in (${educatorClassroomIds(db, s.educator)})${sql.join(filters)}
    ),
    acts as (
      select a.id, a.classroom_id, a.teacher_id, a.kind, a.title, a.created_at, a.end_time,
        coalesce(a.workload, 0) as workload, ${dayOf(sql`a.created_at`)} as day
      from activities a join scope on scope.id = a.classroom_id
      where a.platform_id = ${s.platformId} and a.published and a.archived_at is null
        and a.created_at >= ${from} and a.created_at < ${to}
        ${s.teacherId ? sql`and a.teacher_id = ${s.teacherId}` : sql``}
    ),
    dels as (${source === 'rows' ? deliveryRows(s) : activityTotals(s)}),
    students as (
      select distinct m.user_id as id from classroom_members m join scope on scope.id = m.classroom_id
      where m.role = 'student' ${s.studentId ? sql`and m.user_id = ${s.studentId}` : sql``}
    )`;
}

/** Counts of the deliveries (`dels`, rollup or rows) grouped by `key`. */
const deliveryCounts = (key: SQL) => sql`
  select ${key} as k, sum(assigned)::int as assigned, sum(delivered)::int as delivered,
    (sum(score_sum) / nullif(sum(score_count), 0))::float8 as avg_points, coalesce(sum(pokz), 0)::int as pokz,
    coalesce(sum(workload * delivered), 0)::int as delivered_workload
  from dels group by 1`;

/** `YYYY-MM-DD` of a UTC date, and the first day of the month `months` after a day's month. */
const isoDay = (date: Date) => date.toISOString().slice(0, 10);
const monthStart = (day: string, months: number) => {
  const date = new Date(`${day}T00:00:00Z`);
  return isoDay(new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + months, 1)));
};
const nextDay = (day: string) => isoDay(new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000));
const dayBefore = (day: string) => isoDay(new Date(Date.parse(`${day}T00:00:00Z`) - 86_400_000));

const daysFrom = (first: string, last: string) => (Date.parse(last) - Date.parse(first)) / 86_400_000 + 1;

/** How report_time_months and time_logs answer a period's time: see timeParts. */
export interface TimeParts {
  /** Whole months read from report_time_months, `from` included to `to` excluded; null when none. */
  months: { from: string; to: string } | null;
  /** Days of time_logs added, and days of those months outside the period taken away. */
  add: DayRange[];
  subtract: DayRange[];
}

/**
 * The period's time as months of the rollup and the fewest days of time_logs: a month the period
 * covers in part is its days in the period when they are fewer than the days outside it, else the
 * whole month less the days outside (the usual end of a period is today, and days after today have
 * no time logs, so the last 30 days read a few days of the previous month and two month rows).
 */
export function timeParts(days: DayRange): TimeParts {
  const first = monthStart(days.start, 0);
  const last = monthStart(days.end, 0);
  const lastDay = dayBefore(monthStart(days.end, 1));
  const add: DayRange[] = [];
  const subtract: DayRange[] = [];
  let from = first;
  let to = monthStart(days.end, 1);
  if (first === last) {
    const inside = daysFrom(days.start, days.end);
    if (inside <= daysFrom(first, lastDay) - inside) return { months: null, add: [days], subtract };
  } else {
    const headEnd = dayBefore(monthStart(days.start, 1));
    if (days.start > first && daysFrom(days.start, headEnd) <= daysFrom(first, days.start) - 1) {
      add.push({ start: days.start, end: headEnd });
      from = monthStart(days.start, 1);
    }
    if (days.end < lastDay && daysFrom(last, days.end) <= daysFrom(days.end, lastDay) - 1) {
      add.push({ start: last, end: days.end });
      to = last;
    }
  }
  if (from === first && days.start > first) subtract.push({ start: first, end: dayBefore(days.start) });
  if (to !== last && days.end < lastDay) subtract.push({ start: nextDay(days.end), end: lastDay });
  return { months: from < to ? { from, to } : null, add, subtract };
}

/**
 * Seconds on the platform (tracker's time_logs) in the period of the users `who` lists as
 * (k, user_id), by k: months from their rollup (report_time_months, kept by the database on every
 * write of time_logs) and days from time_logs, as timeParts divides the period. `byDay`: of the users
 * `who` lists as (user_id), by day, from time_logs.
 */
const timeCounts = (who: SQL, days: DayRange, byDay = false) => {
  if (byDay)
    return sql`
      select l.day as k, coalesce(sum(l.active_seconds), 0)::int as seconds
      from (${who}) w join time_logs l on l.user_id = w.user_id
      where l.day between ${days.start}::date and ${days.end}::date
      group by 1`;
  const { months, add, subtract } = timeParts(days);
  const logs = (range: DayRange, sign: SQL) => sql`
    select w.k, ${sign}l.active_seconds as seconds from (${who}) w join time_logs l on l.user_id = w.user_id
    where l.day between ${range.start}::date and ${range.end}::date`;
  const parts = [...add.map((range) => logs(range, sql``)), ...subtract.map((range) => logs(range, sql`-`))];
  if (months)
    parts.push(sql`
      select w.k, m.active_seconds as seconds from (${who}) w join report_time_months m on m.user_id = w.user_id
      where m.month >= ${months.from}::date and m.month < ${months.to}::date`);
  return sql`select k, coalesce(sum(seconds), 0)::int as seconds from (${sql.join(parts, sql` union all `)}) x group by 1`;
};

/** Each report is one statement, however many classrooms, students or days it covers. */
export function createReportsRepository(db: Executor) {
  const run = async <Row>(query: SQL) => rowsOf<Row>(await db.execute(query));

  return {
    /** One row per classroom of the scope, empty classrooms included. */
    classes(s: ReportScope) {
      return run<
        StatsRow & { classroom_id: string; classroom_name: string; school_name: string; students: number }
      >(sql`
        ${base(db, s)},
        members as (
          select m.classroom_id as k, m.user_id from classroom_members m join scope on scope.id = m.classroom_id
          where m.role = 'student'
        ),
        a as (select classroom_id as k, count(*)::int as n, sum(workload)::int as workload from acts group by 1),
        d as (${deliveryCounts(sql`classroom_id`)}),
        t as (${timeCounts(sql`select k, user_id from members`, s.days)})
        select scope.id as classroom_id, scope.name as classroom_name, scope.school_name,
          (select count(*)::int from members where members.k = scope.id) as students,
          coalesce(a.n, 0) as total_activities, coalesce(d.assigned, 0) as total_assigned,
          coalesce(d.delivered, 0) as total_delivered, d.avg_points, coalesce(d.pokz, 0) as total_pokz,
          coalesce(a.workload, 0) as total_workload, coalesce(t.seconds, 0) as active_seconds
        from scope left join a on a.k = scope.id left join d on d.k = scope.id left join t on t.k = scope.id
        order by scope.school_name, scope.name, scope.id`);
    },

    /**
     * One row per student of the scope's classrooms. A student has one row per activity (the
     * primary key), so their activities are their rows: `dels` is read once and not materialised.
     */
    students(s: ReportScope) {
      return run<StatsRow & { student_id: string; student_name: string; classroom_name: string }>(sql`
        ${base(db, s, 'rows')},
        rooms as (
          select m.user_id as k, string_agg(scope.name, ', ' order by scope.name) as names
          from classroom_members m join scope on scope.id = m.classroom_id where m.role = 'student' group by 1
        ),
        d as (${deliveryCounts(sql`student_id`)}),
        t as (${timeCounts(sql`select id as k, id as user_id from students`, s.days)})
        select u.id as student_id, u.name as student_name, rooms.names as classroom_name,
          coalesce(d.assigned, 0) as total_activities, coalesce(d.assigned, 0) as total_assigned,
          coalesce(d.delivered, 0) as total_delivered, d.avg_points, coalesce(d.pokz, 0) as total_pokz,
          coalesce(d.delivered_workload, 0) as total_workload, coalesce(t.seconds, 0) as active_seconds
        from students join users u on u.id = students.id
        left join rooms on rooms.k = u.id left join d on d.k = u.id left join t on t.k = u.id
        order by u.name, u.id`);
    },

    /** One row per teacher of the scope's classrooms (only `onlyTeacher` when given). */
    teachers(s: ReportScope, onlyTeacher?: string) {
      return run<StatsRow & { teacher_id: string; teacher_name: string; classrooms: number }>(sql`
        ${base(db, s)},
        teachers as (
          select m.user_id as id, count(*)::int as classrooms from classroom_members m join scope on scope.id = m.classroom_id
          where m.role = 'teacher' ${onlyTeacher ? sql`and m.user_id = ${onlyTeacher}` : sql``}
          group by m.user_id
        ),
        a as (select teacher_id as k, count(*)::int as n, sum(workload)::int as workload from acts group by 1),
        d as (${deliveryCounts(sql`teacher_id`)}),
        t as (${timeCounts(sql`select id as k, id as user_id from teachers`, s.days)})
        select u.id as teacher_id, u.name as teacher_name, teachers.classrooms,
          coalesce(a.n, 0) as total_activities, coalesce(d.assigned, 0) as total_assigned,
          coalesce(d.delivered, 0) as total_delivered, d.avg_points, coalesce(d.pokz, 0) as total_pokz,
          coalesce(a.workload, 0) as total_workload, coalesce(t.seconds, 0) as active_seconds
        from teachers join users u on u.id = teachers.id
        left join a on a.k = u.id left join d on d.k = u.id left join t on t.k = u.id
        order by u.name, u.id`);
    },

    /** One row per kind of activity created in the period. */
    kinds(s: ReportScope) {
      return run<StatsRow & { kind: string }>(sql`
        ${base(db, s)},
        a as (select kind as k, count(*)::int as n, sum(workload)::int as workload from acts group by 1),
        d as (${deliveryCounts(sql`kind`)})
        select a.k as kind, a.n as total_activities, coalesce(d.assigned, 0) as total_assigned,
          coalesce(d.delivered, 0) as total_delivered, d.avg_points, coalesce(d.pokz, 0) as total_pokz,
          a.workload as total_workload, 0 as active_seconds
        from a left join d on d.k = a.k
        order by a.n desc, a.k`);
    },

    /**
     * One row per day of the period (days without anything included): the activities created
     * that day and their deliveries, and the time on the platform that day of the scope's
     * students, or of its teachers when `people` is 'teachers'.
     */
    days(s: ReportScope, people: 'students' | 'teachers') {
      const who =
        people === 'students'
          ? sql`select id as user_id from students`
          : sql`select ${s.teacherId ?? s.educator.id}::uuid as user_id`;
      return run<StatsRow & { day: string }>(sql`
        ${base(db, s)},
        calendar as (select g::date as day from generate_series(${s.days.start}::date, ${s.days.end}::date, interval '1 day') g),
        a as (select day as k, count(*)::int as n, sum(workload)::int as workload from acts group by 1),
        d as (${deliveryCounts(sql`day`)}),
        t as (${timeCounts(who, s.days, true)})
        select to_char(calendar.day, 'YYYY-MM-DD') as day,
          coalesce(a.n, 0) as total_activities, coalesce(d.assigned, 0) as total_assigned,
          coalesce(d.delivered, 0) as total_delivered, d.avg_points, coalesce(d.pokz, 0) as total_pokz,
          coalesce(a.workload, 0) as total_workload, coalesce(t.seconds, 0) as active_seconds
        from calendar left join a on a.k = calendar.day left join d on d.k = calendar.day
        left join t on t.k = calendar.day
        order by calendar.day`);
    },

    /** The activities of the scope created in the period, newest first, with their deliveries. */
    activities(s: ReportScope) {
      return run<{
        activity_id: string;
        title: string;
        kind: string;
        classroom_name: string;
        created_at: Date | string;
        end_time: Date | string | null;
        assigned: number;
        delivered: number;
        avg_points: number | string | null;
      }>(sql`
        ${base(db, s)},
        d as (${deliveryCounts(sql`activity_id`)})
        select acts.id as activity_id, acts.title, acts.kind, scope.name as classroom_name, acts.created_at,
          acts.end_time, coalesce(d.assigned, 0) as assigned, coalesce(d.delivered, 0) as delivered, d.avg_points
        from acts join scope on scope.id = acts.classroom_id left join d on d.k = acts.id
        order by acts.created_at desc, acts.id`);
    },

    /** One student's rows (`studentId` of the scope) of the activities created in the period, newest first. */
    deliveries(s: ReportScope) {
      return run<{
        activity_id: string;
        title: string;
        kind: string;
        classroom_name: string;
        created_at: Date | string;
        delivered: boolean;
        delivered_at: Date | string | null;
        score: number | string | null;
        pokz: number;
      }>(sql`
        ${base(db, s, 'rows')}
        select acts.id as activity_id, acts.title, acts.kind, scope.name as classroom_name, acts.created_at,
          dels.sent as delivered, dels.delivered_at, dels.score, dels.pokz
        from dels join acts on acts.id = dels.activity_id join scope on scope.id = acts.classroom_id
        order by acts.created_at desc, acts.id`);
    },
  };
}

export type ReportsRepository = ReturnType<typeof createReportsRepository>;
