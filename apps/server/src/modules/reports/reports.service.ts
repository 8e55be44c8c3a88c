import {
  type ActivityKind,
  can,
  REPORT_DEFAULT_DAYS,
  REPORT_MESSAGES,
  type ReportAnswer,
  type ReportName,
  type ReportQuery,
} from '@ava/contracts';
import type { AuthContext } from '../../platform/auth/auth-context.ts';
import { type Clock, saoPauloDay } from '../../platform/clock.ts';
import { badRequest, forbidden, notFound } from '../../platform/http/app-error.ts';
import { educatorOf } from '../school-directory/school-directory.access.ts';
import { isoOf, isoOrNull, presentRow, presentStats, totalsOf } from './reports.presenter.ts';
import type { DayRange, ReportScope, ReportsRepository } from './reports.repository.ts';

const DAY_MS = 86_400_000;

/** The chosen period, or the last 30 days of São Paulo ending today. */
export function periodOf(query: Pick<ReportQuery, 'start' | 'end'>, now: Date): DayRange {
  if (query.start && query.end) return { start: query.start, end: query.end };
  const { day } = saoPauloDay(now);
  const start = new Date(Date.parse(day) - (REPORT_DEFAULT_DAYS - 1) * DAY_MS).toISOString().slice(0, 10);
  return { start, end: day };
}

/**
 * The ten reports (README). Each answer is a constant number of statements: one for a summary or
 * daily totals, two for details (the entity's totals, then its rows).
 */
export function createReportsService(deps: { reportsRepo: ReportsRepository; clock: Clock }) {
  const { reportsRepo, clock } = deps;

  function scopeOf(user: AuthContext, query: ReportQuery): ReportScope {
    if (!can(user.role, 'view.schoolReports')) throw forbidden();
    const educator = educatorOf(user);
    // A teacher's teacher reports are their own (README 'Who sees what').
    if (query.teacher_id && !educator.coordinator && query.teacher_id !== user.userId) throw notFound();
    return {
      platformId: user.platformId,
      educator,
      days: periodOf(query, clock.now()),
      schoolId: query.school_id,
      classroomId: query.classroom_id,
      studentId: query.student_id,
      teacherId: query.teacher_id,
    };
  }

  /** A teacher's teacher reports are their own; a coordinator names the teacher. */
  function ownTeacherId(s: ReportScope, user: AuthContext): string {
    if (s.educator.coordinator) throw badRequest(REPORT_MESSAGES.teacherRequired);
    return user.userId;
  }

  const summary = <Row extends ReturnType<typeof presentRow>>(days: DayRange, rows: Row[]) => ({
    period: days,
    totals: totalsOf(rows),
    rows,
  });

  const reports: Record<ReportName, (s: ReportScope, user: AuthContext) => Promise<ReportAnswer>> = {
    async activities_summary(s) {
      const rows = (await reportsRepo.kinds(s)).map((row) => ({ ...presentRow(row), kind: row.kind as ActivityKind }));
      return summary(s.days, rows);
    },
    async classes_summary(s) {
      return summary(s.days, (await reportsRepo.classes(s)).map(presentRow));
    },
    async students_summary(s) {
      return summary(s.days, (await reportsRepo.students(s)).map(presentRow));
    },
    async teachers_summary(s, user) {
      const only = educatorOf(user).coordinator ? s.teacherId : user.userId;
      return summary(s.days, (await reportsRepo.teachers(s, only)).map(presentRow));
    },
    async classes_daily_totals(s) {
      return summary(s.days, (await reportsRepo.days(s, 'students')).map(presentRow));
    },
    async students_daily_totals(s) {
      return summary(s.days, (await reportsRepo.days(s, 'students')).map(presentRow));
    },
    async teacher_daily_totals(s, user) {
      const teacherId = s.teacherId ?? ownTeacherId(s, user);
      return summary(s.days, (await reportsRepo.days({ ...s, teacherId }, 'teachers')).map(presentRow));
    },
    async class_details(s) {
      if (!s.classroomId) throw badRequest(REPORT_MESSAGES.classroomRequired);
      const [classroom] = await reportsRepo.classes(s);
      if (!classroom) throw notFound();
      const rows = await reportsRepo.activities(s);
      return {
        period: s.days,
        classroom: { id: classroom.classroom_id, name: classroom.classroom_name, school_name: classroom.school_name },
        totals: presentStats(classroom),
        rows: rows.map((row) => ({
          ...row,
          kind: row.kind as ActivityKind,
          created_at: isoOf(row.created_at),
          end_time: isoOrNull(row.end_time),
          ...presentStats({
            total_activities: 1,
            total_assigned: row.assigned,
            total_delivered: row.delivered,
            avg_points: row.avg_points,
            total_pokz: 0,
            total_workload: 0,
            active_seconds: 0,
          }),
        })),
      };
    },
    async student_details(s) {
      if (!s.studentId) throw badRequest(REPORT_MESSAGES.studentRequired);
      const [student] = await reportsRepo.students(s);
      if (!student) throw notFound();
      const rows = await reportsRepo.deliveries(s);
      return {
        period: s.days,
        student: { id: student.student_id, name: student.student_name },
        totals: presentStats(student),
        rows: rows.map((row) => ({
          ...row,
          kind: row.kind as ActivityKind,
          created_at: isoOf(row.created_at),
          delivered_at: isoOrNull(row.delivered_at),
          score: row.score === null ? null : Number(row.score),
          pokz: Math.max(0, Number(row.pokz)),
        })),
      };
    },
    async teacher_details(s, user) {
      const teacherId = s.teacherId ?? ownTeacherId(s, user);
      const scoped = { ...s, teacherId };
      const [teacher] = await reportsRepo.teachers(scoped, teacherId);
      if (!teacher) throw notFound();
      const rows = (await reportsRepo.classes(scoped)).map(presentRow);
      return {
        period: s.days,
        teacher: { id: teacher.teacher_id, name: teacher.teacher_name },
        totals: presentStats(teacher),
        rows,
      };
    },
  };

  return {
    report(user: AuthContext, name: ReportName, query: ReportQuery): Promise<ReportAnswer> {
      const scope = scopeOf(user, query);
      return reports[name](scope, user);
    },
  };
}

export type ReportsService = ReturnType<typeof createReportsService>;
