import {
  type ClassroomMonthQuery,
  type FrequencyDetails,
  frequencyPercent,
  type MonthlyFrequency,
  type MonthlyFrequencyQuery,
  monthPeriod,
  type StudentFrequency,
  type StudentMonthQuery,
  type StudentsFrequencyList,
  type StudentsWorkloadList,
  type StudentWorkload,
  WORKLOAD_MESSAGES,
  type WorkloadDetails,
  workloadLabel,
} from '@ava/contracts';
import type { AuthContext } from '../../platform/auth/auth-context.ts';
import { type Clock, saoPauloDay } from '../../platform/clock.ts';
import { notFound } from '../../platform/http/app-error.ts';
import { educatorOf } from '../school-directory/school-directory.access.ts';
import type { Period, Ref, WorkloadRepository } from './workload.repository.ts';

export interface WorkloadServiceDeps {
  workloadRepo: WorkloadRepository;
  clock: Clock;
}

/** Frequency from the class diary and workload from deliveries and the tracker (README). */
export function createWorkloadService(deps: WorkloadServiceDeps) {
  const { workloadRepo, clock } = deps;
  const today = () => saoPauloDay(clock.now()).day;

  async function reachClassroom(auth: AuthContext, classroomId: string): Promise<Ref> {
    const classroom = await workloadRepo.classroomInReach(auth.platformId, educatorOf(auth), classroomId);
    if (!classroom) throw notFound(WORKLOAD_MESSAGES.classroomNotFound);
    return classroom;
  }

  async function reachStudent(auth: AuthContext, query: StudentMonthQuery): Promise<Ref> {
    await reachClassroom(auth, query.classroom_id);
    const [student] = await workloadRepo.studentsOf(auth.platformId, query.classroom_id, query.student_id);
    if (!student) throw notFound(WORKLOAD_MESSAGES.studentNotFound);
    return student;
  }

  const monthOf = (month: string | undefined) => month ?? today().slice(0, 7);

  async function classesOf(platformId: string, classroomId: string, period: Period): Promise<number> {
    const months = await workloadRepo.monthlyTotals(platformId, classroomId, period);
    return months.reduce((sum, month) => sum + month.classes, 0);
  }

  function studentFrequency(student: Ref, classes: number, missed: number): StudentFrequency {
    return {
      student_id: student.id,
      name: student.name,
      classes,
      missed_classes: missed,
      frequency: frequencyPercent(classes, missed),
    };
  }

  async function workloads(platformId: string, classroomId: string, students: Ref[], period: Period) {
    const [delivered, seconds] = await Promise.all([
      workloadRepo.deliveredByStudent(platformId, classroomId, period),
      workloadRepo.platformSeconds(
        platformId,
        students.map((student) => student.id),
        period,
      ),
    ]);
    const deliveredOf = new Map(delivered.map((row) => [row.student_id, row]));
    const secondsOf = new Map<string, number>();
    for (const row of seconds) secondsOf.set(row.student_id, (secondsOf.get(row.student_id) ?? 0) + row.seconds);
    return {
      rows: students.map(
        (student): StudentWorkload => ({
          student_id: student.id,
          name: student.name,
          delivered_activities: deliveredOf.get(student.id)?.delivered ?? 0,
          activity_minutes: deliveredOf.get(student.id)?.minutes ?? 0,
          platform_minutes: Math.floor((secondsOf.get(student.id) ?? 0) / 60),
        }),
      ),
      days: seconds,
    };
  }

  return {
    /** GET /workload/monthly_frequency: each month of the year with lessons, for one classroom. */
    async monthlyFrequency(auth: AuthContext, query: MonthlyFrequencyQuery): Promise<MonthlyFrequency> {
      const classroom = await reachClassroom(auth, query.classroom_id);
      const year = query.year ?? Number(today().slice(0, 4));
      const [months, students] = await Promise.all([
        workloadRepo.monthlyTotals(auth.platformId, classroom.id, { start: `${year}-01-01`, end: `${year}-12-31` }),
        workloadRepo.studentsOf(auth.platformId, classroom.id),
      ]);
      return {
        classroom_id: classroom.id,
        classroom_name: classroom.name,
        year,
        students: students.length,
        months: months.map((month) => ({
          ...month,
          frequency: frequencyPercent(month.classes * students.length, month.missed_classes),
        })),
      };
    },

    /** GET /workload/students_frequency_list: each student of the classroom in a month. */
    async studentsFrequencyList(auth: AuthContext, query: ClassroomMonthQuery): Promise<StudentsFrequencyList> {
      const classroom = await reachClassroom(auth, query.classroom_id);
      const month = monthOf(query.month);
      const period = monthPeriod(month);
      const [students, classes, missed] = await Promise.all([
        workloadRepo.studentsOf(auth.platformId, classroom.id),
        classesOf(auth.platformId, classroom.id, period),
        workloadRepo.missedByStudent(auth.platformId, classroom.id, period),
      ]);
      const missedOf = new Map(missed.map((row) => [row.student_id, row.missed]));
      return {
        classroom_id: classroom.id,
        classroom_name: classroom.name,
        month,
        students: students.map((student) => studentFrequency(student, classes, missedOf.get(student.id) ?? 0)),
      };
    },

    /** GET /workload/frequency_details: one student's lessons of the month, present or absent. */
    async frequencyDetails(auth: AuthContext, query: StudentMonthQuery): Promise<FrequencyDetails> {
      const student = await reachStudent(auth, query);
      const month = monthOf(query.month);
      const lessons = await workloadRepo.lessonsWithAbsence(
        auth.platformId,
        query.classroom_id,
        monthPeriod(month),
        student.id,
      );
      const classes = lessons.reduce((sum, lesson) => sum + lesson.lessons, 0);
      const missed = lessons.reduce((sum, lesson) => sum + (lesson.absent ? lesson.lessons : 0), 0);
      return { student: studentFrequency(student, classes, missed), month, lessons };
    },

    /** GET /workload/students_workload_list: each student's minutes in a month. */
    async studentsWorkloadList(auth: AuthContext, query: ClassroomMonthQuery): Promise<StudentsWorkloadList> {
      const classroom = await reachClassroom(auth, query.classroom_id);
      const month = monthOf(query.month);
      const students = await workloadRepo.studentsOf(auth.platformId, classroom.id);
      const { rows } = await workloads(auth.platformId, classroom.id, students, monthPeriod(month));
      return { classroom_id: classroom.id, classroom_name: classroom.name, month, students: rows };
    },

    /** GET /workload/workload_details: one student's delivered activities and days on the platform. */
    async workloadDetails(auth: AuthContext, query: StudentMonthQuery): Promise<WorkloadDetails> {
      const student = await reachStudent(auth, query);
      const month = monthOf(query.month);
      const period = monthPeriod(month);
      const [{ rows, days }, activities] = await Promise.all([
        workloads(auth.platformId, query.classroom_id, [student], period),
        workloadRepo.deliveredActivities(auth.platformId, query.classroom_id, period, student.id),
      ]);
      const [row] = rows as [StudentWorkload];
      return {
        student: row,
        month,
        activities: activities.map((activity) => ({ ...activity, workload_label: workloadLabel(activity.workload) })),
        platform_days: days.map((day) => ({ day: day.day, minutes: Math.floor(day.seconds / 60) })),
      };
    },
  };
}

export type WorkloadService = ReturnType<typeof createWorkloadService>;
