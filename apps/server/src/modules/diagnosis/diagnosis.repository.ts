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

    /**
     * The whole report in one statement (README 'The report'): every counted question of the
     * scope's finished exam attempts, once per BNCC skill it carries (its own codes, else its
     * exam's), grouped by area, classroom and area, skill, and student. Students come back only
     * when they need attention.
     */
    async report(s: DiagnosisScope, now: Date, attention: { hitRate: number; minAnswers: number }) {
      const answered = sql`count(distinct (f.attempt_id, f.question_id))`;
      const right = sql`count(distinct (f.attempt_id, f.question_id)) filter (where f.correct)`;
      return rowsOf<DiagnosisRow>(
        await db.execute(sql`with ${scopeCte(db, s)},
          attempts as (
            select t.id, t.activity_id, t.student_id, t.question_order, a.classroom_id, ae.exam_id
            from exam_attempts t
              join activities a on a.id = t.activity_id
              join scope on scope.id = a.classroom_id
              join activity_exams ae on ae.activity_id = a.id
            where t.platform_id = ${s.platformId} and a.platform_id = ${s.platformId} and a.archived_at is null
              and (t.finished_at is not null or t.deadline_at <= ${now.toISOString()}::timestamptz)
              ${s.student_id ? sql`and t.student_id = ${s.student_id}` : sql``}
          ),
          facts as (
            select t.id as attempt_id, t.student_id, t.classroom_id, aq.question_id, aq.correct,
              skill.code, skill.description, comp.area
            from attempts t
              cross join lateral (${attemptQuestions({ id: sql`t.id`, activityId: sql`t.activity_id`, questionOrder: sql`t.question_order` })}) aq
              join questions q on q.id = aq.question_id
              join exams e on e.id = t.exam_id
              cross join lateral jsonb_each_text(case when q.bncc = '{}'::jsonb then e.bncc else q.bncc end) skill(code, description)
              join (values ${components}) comp(component, area)
                on comp.component = substring(skill.code from ${BNCC_COMPONENT_PATTERN})
            where aq.counted ${s.knowledge_area ? sql`and comp.area = ${s.knowledge_area}` : sql``}
          )
          select case
              when grouping(f.area) = 1 and grouping(f.student_id) = 1 then 'total'
              when grouping(f.student_id) = 0 then 'student'
              when grouping(f.code) = 0 then 'skill'
              when grouping(f.classroom_id) = 0 then 'classroom'
              else 'area' end as level,
            f.area, f.classroom_id, max(sc.name) as classroom, max(sc.year) as year,
            f.code, max(f.description) as description, f.student_id, max(u.name) as student,
            ${answered}::int as answers, ${right}::int as correct, count(distinct f.student_id)::int as students
          from facts f join scope sc on sc.id = f.classroom_id join users u on u.id = f.student_id
          group by grouping sets ((), (f.area), (f.classroom_id, f.area), (f.code, f.area), (f.student_id, f.classroom_id))
          having grouping(f.student_id) = 1
            or (${answered} >= ${attention.minAnswers} and 100 * ${right} < ${attention.hitRate} * ${answered})`),
      );
    },
  };
}

export type DiagnosisRepository = ReturnType<typeof createDiagnosisRepository>;
