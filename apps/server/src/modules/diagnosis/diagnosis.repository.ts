import { BNCC_COMPONENT_PATTERN, type DiagnosisQuery, KNOWLEDGE_AREAS, type KnowledgeAreaId } from '@ava/contracts';
import { type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../platform/db/database.ts';
import { rowsOf } from '../../platform/db/rows.ts';
import { attemptQuestions } from '../exams/exams.tables.ts';
import { type Educator, educatorClassroomIds } from '../school-directory/school-directory.access.ts';

/** Whose classrooms, narrowed by the filters of the query. */
export interface DiagnosisScope extends DiagnosisQuery {
  platformId: string;
  educator: Educator;
}

/** One grouped row of the report's statement; `level` says which grouping it is. */
export interface DiagnosisRow {
  level: 'total' | 'area' | 'classroom' | 'skill' | 'student';
  area: KnowledgeAreaId | null;
  classroom_id: string | null;
  classroom: string | null;
  year: number | null;
  code: string | null;
  description: string | null;
  student_id: string | null;
  student: string | null;
  answers: number;
  correct: number;
  students: number;
}

/** The BNCC component -> knowledge area table, as SQL rows. */
const components = sql.join(
  KNOWLEDGE_AREAS.flatMap((area) => area.components.map((component) => sql`(${component}, ${area.id})`)),
  sql`, `,
);

/** The caller's classrooms (educatorClassroomIds, the one rule), narrowed by classroom and year. */
function scopeCte(db: Executor, s: DiagnosisScope): SQL {
  return sql`scope as (
    select c.id, c.name, c.year, c.grade_id, c.school_id from classrooms c
    where c.platform_id = ${s.platformId} and c.id in (${educatorClassroomIds(db, s.educator)})
      ${s.classroom_id ? sql`and c.id = ${s.classroom_id}` : sql``}
      ${s.year ? sql`and c.year = ${s.year}` : sql``}
  )`;
}

/** Who needs attention: a hit rate below `hitRate` percent over at least `minAnswers` answers. */
export interface Attention {
  hitRate: number;
  minAnswers: number;
}

/**
 * The whole report in one statement (README 'The report'). `answered` counts each student's
 * answers per question (the scope's finished attempts, nullified questions left out): one row per
 * student and question, however many attempts. `skills` gives each of those questions' BNCC skills
 * (its own codes, else its exam's) with their area, `areas` the distinct areas of a question. The
 * three parts then group those few rows: by area and by classroom and area; by skill; and in total
 * and by student, where only the students needing attention are kept.
 */
export function reportStatement(db: Executor, s: DiagnosisScope, now: Date, attention: Attention): SQL {
  const asked = attemptQuestions({
    id: sql`t.id`,
    activityId: sql`t.activity_id`,
    questionOrder: sql`t.question_order`,
  });
  return sql`with ${scopeCte(db, s)},
    attempts as (
      select t.id, t.activity_id, t.student_id, t.question_order, a.classroom_id, ae.exam_id,
        scope.name as classroom, scope.year
      from exam_attempts t
        join activities a on a.id = t.activity_id
        join scope on scope.id = a.classroom_id
        join activity_exams ae on ae.activity_id = a.id
      where t.platform_id = ${s.platformId} and a.platform_id = ${s.platformId} and a.archived_at is null
        and (t.finished_at is not null or t.deadline_at <= ${now.toISOString()}::timestamptz)
        ${s.student_id ? sql`and t.student_id = ${s.student_id}` : sql``}
    ),
    answered as (
      select t.student_id, t.classroom_id, max(t.classroom) as classroom, max(t.year) as year, t.exam_id, aq.question_id,
        count(*)::int as answers, (count(*) filter (where aq.correct))::int as correct
      from attempts t cross join lateral (${asked}) aq
      where aq.counted
      group by t.student_id, t.classroom_id, t.exam_id, aq.question_id
    ),
    skills as (
      select x.question_id, x.exam_id, skill.code, skill.description, comp.area
      from (select distinct question_id, exam_id from answered) x
        join questions q on q.id = x.question_id
        join exams e on e.id = x.exam_id
        cross join lateral jsonb_each_text(case when q.bncc = '{}'::jsonb then e.bncc else q.bncc end) skill(code, description)
        join (values ${components}) comp(component, area) on comp.component = substring(skill.code from ${BNCC_COMPONENT_PATTERN})
      ${s.knowledge_area ? sql`where comp.area = ${s.knowledge_area}` : sql``}
    ),
    areas as (select distinct question_id, exam_id, area from skills)
    select case when grouping(x.classroom_id) = 0 then 'classroom' else 'area' end as level,
      ar.area, x.classroom_id, max(x.classroom) as classroom, max(x.year) as year,
      null as code, null as description, null::uuid as student_id, null as student,
      coalesce(sum(x.answers), 0)::int as answers, coalesce(sum(x.correct), 0)::int as correct, count(distinct x.student_id)::int as students
    from answered x join areas ar on ar.question_id = x.question_id and ar.exam_id = x.exam_id
    group by grouping sets ((ar.area), (x.classroom_id, ar.area))
    union all
    select 'skill', sk.area, null, null, null, sk.code, max(sk.description), null, null,
      coalesce(sum(x.answers), 0)::int, coalesce(sum(x.correct), 0)::int, count(distinct x.student_id)::int
    from answered x join skills sk on sk.question_id = x.question_id and sk.exam_id = x.exam_id
    group by sk.code, sk.area
    union all
    select case when grouping(x.student_id) = 0 then 'student' else 'total' end,
      null, x.classroom_id, max(x.classroom), null, null, null, x.student_id, max(u.name),
      coalesce(sum(x.answers), 0)::int, coalesce(sum(x.correct), 0)::int, count(distinct x.student_id)::int
    from answered x join users u on u.id = x.student_id
    where exists (select 1 from areas ar where ar.question_id = x.question_id and ar.exam_id = x.exam_id)
    group by grouping sets ((), (x.student_id, x.classroom_id))
    having grouping(x.student_id) = 1
      or (sum(x.answers) >= ${attention.minAnswers} and 100 * sum(x.correct) < ${attention.hitRate} * sum(x.answers))`;
}

export function createDiagnosisRepository(db: Executor) {
  return {
    async classrooms(s: DiagnosisScope) {
      return rowsOf<{ id: string; name: string; year: number; grade: string; school: string }>(
        await db.execute(sql`with ${scopeCte(db, s)}
          select scope.id, scope.name, scope.year, g.name as grade, sc.name as school
          from scope join grades g on g.id = scope.grade_id join schools sc on sc.id = scope.school_id
          order by scope.year desc, scope.name`),
      );
    },

    async years(s: DiagnosisScope) {
      const rows = rowsOf<{ year: number }>(
        await db.execute(sql`with ${scopeCte(db, s)} select distinct year from scope order by year desc`),
      );
      return rows.map((row) => row.year);
    },

    async students(s: DiagnosisScope) {
      return rowsOf<{ id: string; name: string; classroom_id: string; classroom: string }>(
        await db.execute(sql`with ${scopeCte(db, s)}
          select u.id, u.name, scope.id as classroom_id, scope.name as classroom
          from scope join classroom_members m on m.classroom_id = scope.id and m.role = 'student'
            join users u on u.id = m.user_id
          where u.platform_id = ${s.platformId} ${s.student_id ? sql`and u.id = ${s.student_id}` : sql``}
          order by u.name, scope.name`),
      );
    },

    async report(s: DiagnosisScope, now: Date, attention: Attention) {
      return rowsOf<DiagnosisRow>(await db.execute(reportStatement(db, s, now, attention)));
    },
  };
}

export type DiagnosisRepository = ReturnType<typeof createDiagnosisRepository>;
