import { randomUUID } from 'node:crypto';
import type { ReportName } from '@ava/contracts';
import { type SQL, sql } from 'drizzle-orm';
import { users } from '../../../apps/server/src/modules/identity/identity.tables.ts';
import { sessions } from '../../../apps/server/src/modules/identity/sessions.tables.ts';
import { grades, schoolMemberships, schools } from '../../../apps/server/src/modules/tenancy/tenancy.tables.ts';
import { hashToken, newToken } from '../../../apps/server/src/platform/auth/tokens.ts';
import type { Database } from '../../../apps/server/src/platform/db/database.ts';
import { rowsOf } from '../../../apps/server/src/platform/db/rows.ts';
import { seedBulkClassroom } from '../../../apps/server/test/bulk-students.fixture.ts';
import { buildPlatform } from '../../../apps/server/test/tenant.fixture.ts';

/** The reports' bench: a school of 1,000 students with one school year of activity, and a small one. */
export const REPORTS_WORLD = {
  studentsPerClassroom: 25,
  classroomsPerTeacher: 4,
  big: { students: 1_000, days: 365 },
  small: { students: 100, days: 30 },
  /** Share of the assigned students who deliver, and of the days each student spends on the platform. */
  deliveredShare: 0.8,
  activeShare: 0.7,
} as const;

export interface SeededSchool {
  students: number;
  days: number;
  activities: number;
  deliveries: number;
  timeLogs: number;
  /** The coordinator's bearer token (a session made here, nobody signs in). */
  token: string;
  classroomId: string;
  studentId: string;
  teacherId: string;
}

/** What prepare.ts prints (one JSON line) once both schools are in place. */
export interface PreparedReports {
  big: SeededSchool;
  small: SeededSchool;
  /** SQL statements per request of each report, as the coordinator of each school. */
  statements: { report: string; small: number; big: number }[];
  seedSeconds: number;
}

const count = async (db: Database, query: SQL) => rowsOf<{ n: number }>(await db.execute(query))[0]?.n ?? 0;

/**
 * One school of `students` students in classrooms of 25, four classrooms a teacher, a signed-in
 * coordinator, then `days` days of activity loaded by INSERT ... SELECT over generate_series: one
 * activity a classroom each weekday, every student of it assigned (80% delivered, graded 0 to 10,
 * with pokz), and a time log for 70% of the student-days and every teacher-day.
 */
export async function seedReportsSchool(
  db: Database,
  size: { students: number; days: number },
  passwordHash: string,
): Promise<SeededSchool> {
  const tag = randomUUID().slice(0, 8);
  const platform = await buildPlatform(db, { slug: `bench-relatorios-${tag}`, name: 'Escola dos relatórios' });
  const [school] = await db
    .insert(schools)
    .values({ platform_id: platform.id, name: 'Escola dos relatórios' })
    .returning();
  if (!school) throw new Error('school not created');
  await db.insert(grades).values({ id: 6, name: '6º ano' }).onConflictDoNothing();
  const classrooms = Math.ceil(size.students / REPORTS_WORLD.studentsPerClassroom);
  const teacherCount = Math.ceil(classrooms / REPORTS_WORLD.classroomsPerTeacher);
  const person = (role: 'school_teacher' | 'school_coordinator', index: number) => ({
    platform_id: platform.id,
    username: `${role === 'school_teacher' ? 'prof' : 'coord'}.${tag}.${index}`,
    name: `${role === 'school_teacher' ? 'Professora' : 'Coordenadora'} ${index + 1}`,
    role,
    password_hash: passwordHash,
  });
  const staff = await db
    .insert(users)
    .values([
      ...Array.from({ length: teacherCount }, (_, index) => person('school_teacher', index)),
      person('school_coordinator', 0),
    ])
    .returning({ id: users.id, role: users.role });
  await db
    .insert(schoolMemberships)
    .values(staff.map((user) => ({ platform_id: platform.id, user_id: user.id, school_id: school.id })));
  const teachers = staff.filter((user) => user.role === 'school_teacher');
  const coordinator = staff.find((user) => user.role === 'school_coordinator');
  if (!coordinator) throw new Error('coordinator not created');
  const token = newToken();
  await db.insert(sessions).values({
    platform_id: platform.id,
    user_id: coordinator.id,
    token_hash: hashToken(token),
    expires_at: new Date(Date.now() + 12 * 3_600_000),
  });
  const rooms = [];
  for (let index = 0; index < classrooms; index += 1) {
    const teacher = teachers[Math.floor(index / REPORTS_WORLD.classroomsPerTeacher)];
    if (!teacher) throw new Error('no teacher for the classroom');
    rooms.push(
      await seedBulkClassroom(
        db,
        { platformId: platform.id, schoolId: school.id, gradeId: 6, teacherId: teacher.id },
        {
          name: `rel.${tag}.${index + 1}`,
          students: Math.min(
            REPORTS_WORLD.studentsPerClassroom,
            size.students - index * REPORTS_WORLD.studentsPerClassroom,
          ),
          passwordHash,
        },
      ),
    );
  }
  const p = platform.id;
  await db.execute(sql`
    insert into activities (platform_id, classroom_id, teacher_id, kind, title, workload, published, creation_step, created_at, updated_at)
    select ${p}, c.id, m.user_id, (array['homework','forum','task','essay','work'])[1 + (extract(doy from d)::int % 5)],
      'Atividade de ' || to_char(d, 'DD/MM'), 30, true, 4, d + interval '13 hours', d + interval '13 hours'
    from classrooms c join classroom_members m on m.classroom_id = c.id and m.role = 'teacher',
      generate_series(current_date - ${size.days - 1}::int, current_date, interval '1 day') d
    where c.school_id = ${school.id} and extract(isodow from d) < 6`);
  await db.execute(sql`
    insert into activity_students (platform_id, activity_id, student_id, status, draft, delivered_at, score, pokz, evaluated_at)
    select ${p}, a.id, m.user_id, case when x.sent then 3 else 1 end, not x.sent,
      case when x.sent then a.created_at + interval '1 day' end,
      case when x.sent then round((random() * 10)::numeric, 1) end,
      case when x.sent then (random() * 100)::int else 0 end,
      case when x.sent then a.created_at + interval '2 days' end
    from activities a join classroom_members m on m.classroom_id = a.classroom_id and m.role = 'student',
      lateral (select random() < ${REPORTS_WORLD.deliveredShare} as sent) x
    where a.platform_id = ${p}`);
  await db.execute(sql`
    insert into time_logs (platform_id, user_id, day, active_seconds, interaction_seconds)
    select ${p}, u.id, d::date, (300 + random() * 3300)::int, (random() * 1200)::int
    from users u, generate_series(current_date - ${size.days - 1}::int, current_date, interval '1 day') d
    where u.platform_id = ${p} and u.role in ('school_student', 'school_teacher')
      and (u.role = 'school_teacher' or random() < ${REPORTS_WORLD.activeShare})`);
  const first = rooms[0];
  return {
    ...size,
    activities: await count(db, sql`select count(*)::int as n from activities where platform_id = ${p}`),
    deliveries: await count(db, sql`select count(*)::int as n from activity_students where platform_id = ${p}`),
    timeLogs: await count(db, sql`select count(*)::int as n from time_logs where platform_id = ${p}`),
    token,
    classroomId: first?.classroomId ?? '',
    studentId: first?.students[0]?.id ?? '',
    teacherId: teachers[0]?.id ?? '',
  };
}

/** Only the details and the teacher's own reports name whom they are about: the rest cover the whole school. */
const NAMED: Partial<Record<ReportName, (school: SeededSchool) => string>> = {
  class_details: (school) => `&classroom_id=${school.classroomId}`,
  student_details: (school) => `&student_id=${school.studentId}`,
  teacher_details: (school) => `&teacher_id=${school.teacherId}`,
  teacher_daily_totals: (school) => `&teacher_id=${school.teacherId}`,
};

/** A report's path over the last 30 days (the default), or over the school's whole period of activity. */
export function reportPath(school: SeededSchool, report: ReportName, wholePeriod: boolean): string {
  const end = new Date().toISOString().slice(0, 10);
  const start = new Date(Date.now() - (school.days - 1) * 86_400_000).toISOString().slice(0, 10);
  const period = wholePeriod ? `start=${start}&end=${end}` : '';
  return `/api/teacher-dashboard/reports/${report}?${period}${NAMED[report]?.(school) ?? ''}`;
}
