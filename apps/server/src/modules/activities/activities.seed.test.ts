import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestContext, signIn, type TestContext } from '../../../test/harness.ts';
import { DEMO_PASSWORD } from '../../seed/demo-data.ts';
import { seedDemo } from '../../seed/seed.ts';
import { classrooms } from '../tenancy/tenancy.tables.ts';
import { activities, activityStudents } from './activities.tables.ts';

let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestContext();
  await seedDemo(ctx.db, ctx.config);
  await seedDemo(ctx.db, ctx.config);
}, 120_000);
afterAll(() => ctx.close());

describe('demo activities', () => {
  it('seeds a forum, an essay, a work, a handmade activity, a digital exam, a tarefa and two trilhas once, for aluno1 and aluno2, and aluno1 four corrected works of past months', async () => {
    const rows = await ctx.db
      .select({ kind: activities.kind, students: activityStudents.student_id })
      .from(activities)
      .innerJoin(classrooms, eq(classrooms.id, activities.classroom_id))
      .innerJoin(activityStudents, eq(activityStudents.activity_id, activities.id))
      .where(and(eq(classrooms.name, '3º ano - Turma A')));
    expect(rows.map((row) => row.kind).sort()).toEqual(
      [
        'digital_exam',
        'digital_exam',
        'essay',
        'essay',
        'forum',
        'forum',
        'handmade',
        'handmade',
        'homework',
        'homework',
        'trail',
        'trail',
        'trail',
        'trail',
        'work',
        'work',
        // aluno1's corrected history, which the guardian's overview shows (demo-guardian-views.ts)
        'essay',
        'essay',
        'handmade',
        'work',
        // the diagnostic assessment both sat, which the learning diagnosis reads (demo-diagnosis.ts)
        'digital_exam',
        'digital_exam',
      ].sort(),
    );
  });

  it('shows them to aluno1 and to professor', async () => {
    const student = await signIn(ctx.app, 'demo', 'aluno1', DEMO_PASSWORD);
    const counts = await ctx.app.inject({
      method: 'GET',
      url: '/api/activity/student_count',
      headers: bearer(student),
    });
    // Seeded deadlines follow the real day, the test clock another one: only the open count is fixed.
    // The digital exam and the tarefa are counted by the exams and tasks services, not here.
    expect(counts.json().activities_qtd).toBe(3);
    const summary = await ctx.app.inject({
      method: 'GET',
      url: '/api/activity/student_closed_summary',
      headers: bearer(student),
    });
    // The handmade work paid 20 pokz; the corrected history pays none.
    expect(summary.json()).toMatchObject({ avg_points: 8.1, total_pokz: 20, total_activities: 5 });
    // The seed pays them through the ledger: the bank shows them on day one (beside the
    // demo's challenge plays, paid as calculate_score pays them).
    const bank = await ctx.app.inject({
      method: 'GET',
      url: '/api/identity/transactions/statements?eventType=activity',
      headers: bearer(student),
    });
    expect(bank.json()).toMatchObject({
      totalStatements: 1,
      statements: [{ event: 'Feito à mão: maquete do sistema solar', eventType: 'activity', value: 20 }],
    });
    const teacher = await signIn(ctx.app, 'demo', 'professor', DEMO_PASSWORD);
    const list = await ctx.app.inject({ method: 'GET', url: '/api/activity/list_all', headers: bearer(teacher) });
    expect(list.json().total).toBe(8);
  });
});
