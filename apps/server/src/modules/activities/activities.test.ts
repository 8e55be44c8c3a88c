import { MESSAGES } from '@ava/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type ActivityWorld, buildActivity, buildActivityWorld } from '../../../test/activity.fixture.ts';
import { bearer, createTestContext, type TestContext } from '../../../test/harness.ts';
import { essayBookmarks } from '../essays/essays.tables.ts';
import { mapEnergyEvents } from '../map-energy/map-energy.tables.ts';
import { storedFiles } from '../storage/storage.tables.ts';
import { classroomMembers } from '../tenancy/tenancy.tables.ts';
import { activities, activityFiles, activityStudents } from './activities.tables.ts';

let ctx: TestContext;
let world: ActivityWorld;
let activityId: string;

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const call = (method: Method, url: string, token: string, payload?: Record<string, unknown>) =>
  ctx.app.inject({ method, url: `/api${url}`, headers: bearer(token), payload });

beforeAll(async () => {
  ctx = await createTestContext();
  world = await buildActivityWorld(ctx);
});
afterAll(() => ctx.close());

beforeEach(async () => {
  const { teacher, student1, student2 } = world.users;
  activityId = (
    await buildActivity(ctx.db, world.platform, {
      classroom_id: world.classroomA.id,
      teacher_id: teacher.id,
      kind: 'essay',
      config: { password: 'segredo', fullscreen: true },
      general_notes: 'Nota interna',
      end_time: new Date(ctx.clock.now().getTime() + 24 * 3_600_000),
      students: [student1.id, student2.id],
    })
  ).id;
});

const createBody = () => ({
  title: 'Debate sobre o meio ambiente',
  activity_type: 'forum',
  classroom: world.classroomA.id,
  start_time: '2026-03-03T10:00:00-03:00',
  end_time: '2026-03-10T18:00:00-03:00',
  workload: 60,
  bncc: ['EF05CI04'],
  keywords: ['meio ambiente'],
  details: '<p>Leia o texto <script>alert(1)</script><strong>com atenção</strong></p>',
  config: { forum: true },
});

describe('POST /activity/create', () => {
  it('creates a published activity for every student of the classroom, details sanitised', async () => {
    const response = await call('POST', '/activity/create', world.tokens.teacher, createBody());
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({
      title: 'Debate sobre o meio ambiente',
      kind: 'forum',
      activity_type: 'F',
      published: true,
      creation_step: 4,
      workload: 60,
      total_students: 2,
      teacher: { id: world.users.teacher.id },
    });
    expect(body.details).not.toContain('script');
    expect(body.details).toContain('<strong>com atenção</strong>');
    expect(body.students.sort()).toEqual([world.users.student1.id, world.users.student2.id].sort());
  });

  it('creates a draft for chosen students, and refuses students of another classroom', async () => {
    const draft = await call('POST', '/activity/create', world.tokens.teacher, {
      ...createBody(),
      activity_type: 'handmade',
      students: [world.users.student1.id],
      draft: true,
    });
    expect(draft.json()).toMatchObject({ published: false, total_students: 1, kind: 'handmade', activity_type: 'M' });
    const wrong = await call('POST', '/activity/create', world.tokens.teacher, {
      ...createBody(),
      students: [world.users.student3.id],
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe('Há alunos que não pertencem à turma.');
  });

  it('keeps a digital exam a draft until its exam is attached, a tarefa until it has a challenge, a trail until its trail is', async () => {
    const cases = [
      ['digital_exam', 'Esta atividade ainda não tem uma prova.'],
      ['homework', 'Escolha ao menos um desafio para a tarefa.'],
      ['trail', 'Esta atividade ainda não tem uma trilha.'],
    ] as const;
    for (const [kind, message] of cases) {
      const body = { ...createBody(), activity_type: kind };
      const published = await call('POST', '/activity/create', world.tokens.teacher, body);
      expect(published.statusCode, kind).toBe(400);
      expect(published.json().message).toBe(message);
      const draft = await call('POST', '/activity/create', world.tokens.teacher, { ...body, draft: true });
      expect(draft.json()).toMatchObject({ published: false, kind });
      const publish = await call('POST', '/activity/update', world.tokens.teacher, {
        activity: draft.json().id,
        draft: false,
        detail: {},
      });
      expect(publish.statusCode, kind).toBe(400);
      expect(publish.json().message).toBe(message);
    }
  });

  it('accepts every generic kind, refuses bad dates and bad input in Portuguese', async () => {
    for (const kind of ['forum', 'essay', 'work', 'handmade', 'task']) {
      const response = await call('POST', '/activity/create', world.tokens.teacher, {
        ...createBody(),
        activity_type: kind,
      });
      expect(response.statusCode, kind).toBe(200);
    }
    const dates = await call('POST', '/activity/create', world.tokens.teacher, {
      ...createBody(),
      end_time: '2026-03-01T10:00:00-03:00',
    });
    expect(dates.statusCode).toBe(400);
    expect(dates.json().message).toBe('A data de término deve ser posterior à data de início.');
    for (const bad of [{ title: '' }, { activity_type: 'prova' }, { classroom: 'x' }, { end_time: 'amanhã' }]) {
      const response = await call('POST', '/activity/create', world.tokens.teacher, { ...createBody(), ...bad });
      expect(response.statusCode, JSON.stringify(bad)).toBe(400);
      expect(response.json().message).toBe('Verifique as informações e tente novamente.');
    }
  });

  it('refuses students, guardians, another classroom and another platform', async () => {
    for (const token of [world.tokens.student1, world.tokens.guardian]) {
      expect((await call('POST', '/activity/create', token, createBody())).statusCode).toBe(403);
      // The permission is checked before the body: a role that may not create learns none of its rules.
      expect((await call('POST', '/activity/create', token, { title: 1 })).statusCode).toBe(403);
    }
    const other = await call('POST', '/activity/create', world.tokens.teacherB, createBody());
    expect(other.statusCode).toBe(403);
    expect(other.json().message).toBe('Você não leciona nesta turma.');
    expect((await call('POST', '/activity/create', world.tokens.foreignTeacher, createBody())).statusCode).toBe(403);
    const coordinator = await call('POST', '/activity/create', world.tokens.coordinator, createBody());
    expect(coordinator.statusCode).toBe(200);
  });
});

describe('GET /activity', () => {
  it('shows educators everything, with password and notes', async () => {
    const response = await call('GET', `/activity?activity=${activityId}`, world.tokens.teacher);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      id: activityId,
      config: { password: 'segredo' },
      general_notes: 'Nota interna',
      urgent: true,
      total_students: 2,
      assignments: [],
    });
  });

  it('shows an assigned student their own row, hides the password, and raises energy once', async () => {
    const first = await call('GET', `/activity?activity=${activityId}`, world.tokens.student1);
    expect(first.statusCode).toBe(200);
    const body = first.json();
    expect(body.config).toEqual({ fullscreen: true, password: '' });
    expect(body.general_notes).toBeNull();
    expect(body.students).toEqual([world.users.student1.id]);
    expect(body.assignments).toHaveLength(1);
    expect(body.assignments[0]).toMatchObject({ student: { id: world.users.student1.id }, delivery_status: 'pending' });
    await call('GET', `/activity?activity=${activityId}`, world.tokens.student1);
    const events = await ctx.db
      .select()
      .from(mapEnergyEvents)
      .where(eq(mapEnergyEvents.user_id, world.users.student1.id));
    expect(events.filter((event) => event.source === 'activity_opened').length).toBeGreaterThanOrEqual(1);
    const [row] = await ctx.db.select().from(activityStudents).where(eq(activityStudents.activity_id, activityId));
    expect(row?.last_access_at).not.toBeNull();
  });

  it('raises the first-opening energy once when the student opens the activity in parallel', async () => {
    const { student2 } = world.users;
    const openings = () =>
      ctx.db
        .select()
        .from(mapEnergyEvents)
        .where(and(eq(mapEnergyEvents.user_id, student2.id), eq(mapEnergyEvents.source, 'activity_opened')));
    const before = (await openings()).length;
    const responses = await Promise.all(
      Array.from({ length: 5 }, () => call('GET', `/activity?activity=${activityId}`, world.tokens.student2)),
    );
    expect(responses.map((response) => response.statusCode)).toEqual([200, 200, 200, 200, 200]);
    expect(await openings()).toHaveLength(before + 1);
    await call('GET', `/activity?activity=${activityId}`, world.tokens.student2);
    expect(await openings()).toHaveLength(before + 1);
  });

  it("shows a guardian their dependent's row only", async () => {
    const response = await call('GET', `/activity?activity=${activityId}`, world.tokens.guardian);
    expect(response.statusCode).toBe(200);
    expect(response.json().assignments.map((a: { student: { id: string } }) => a.student.id)).toEqual([
      world.users.student1.id,
    ]);
  });

  it('refuses a student of another classroom, a teacher of another one and another platform', async () => {
    expect((await call('GET', `/activity?activity=${activityId}`, world.tokens.student3)).statusCode).toBe(404);
    expect((await call('GET', `/activity?activity=${activityId}`, world.tokens.teacherB)).statusCode).toBe(403);
    expect((await call('GET', `/activity?activity=${activityId}`, world.tokens.foreignTeacher)).statusCode).toBe(404);
    const bad = await call('GET', '/activity?activity=123', world.tokens.teacher);
    expect(bad.statusCode).toBe(400);
  });
});

describe('GET /activity/students_assigned', () => {
  it("lists the students' rows for the classroom's educators only", async () => {
    const response = await call('GET', `/activity/students_assigned?activity=${activityId}`, world.tokens.coordinator);
    expect(response.statusCode).toBe(200);
    expect(response.json().students).toHaveLength(2);
    for (const token of [world.tokens.student1, world.tokens.teacherB, world.tokens.guardian]) {
      const refused = await call('GET', `/activity/students_assigned?activity=${activityId}`, token);
      expect(refused.statusCode).toBe(403);
    }
  });
});

describe('GET /activity/list_all', () => {
  it("lists the educator's activities with filters by kind, teacher and state", async () => {
    const all = await call('GET', '/activity/list_all?per_page=200', world.tokens.teacher);
    expect(all.statusCode).toBe(200);
    const items = all.json().activities as { id: string; classroom: { id: string } }[];
    expect(items.some((item) => item.id === activityId)).toBe(true);
    expect(items.every((item) => item.classroom.id === world.classroomA.id)).toBe(true);
    expect(all.json().total).toBe(items.length);
    const essays = await call('GET', '/activity/list_all?activity_type=essay&per_page=200', world.tokens.teacher);
    expect(essays.json().activities.every((item: { kind: string }) => item.kind === 'essay')).toBe(true);
    const byB = await call('GET', `/activity/list_all?teacher=${world.users.teacherB.id}`, world.tokens.teacher);
    expect(byB.json().activities).toEqual([]);
    const other = await call('GET', '/activity/list_all', world.tokens.teacherB);
    expect(other.json().activities.some((item: { id: string }) => item.id === activityId)).toBe(false);
    const coordinator = await call('GET', '/activity/list_all?per_page=200', world.tokens.coordinator);
    expect(coordinator.json().activities.some((item: { id: string }) => item.id === activityId)).toBe(true);
    const page = await call('GET', '/activity/list_all?per_page=1&page=2', world.tokens.teacher);
    expect(page.json()).toMatchObject({ page: 2, per_page: 1 });
    expect(page.json().activities).toHaveLength(1);
    expect((await call('GET', '/activity/list_all', world.tokens.student1)).statusCode).toBe(403);
    expect((await call('GET', '/activity/list_all?state=talvez', world.tokens.teacher)).statusCode).toBe(400);
  });

  it('counts what the filters find on every page, and the urgent ones: published, due in under 48 h, not archived or concluded', async () => {
    const now = ctx.clock.now().getTime();
    const inHours = (hours: number) => new Date(now + hours * 3_600_000);
    const build = (title: string, values: Partial<typeof activities.$inferInsert>) =>
      buildActivity(ctx.db, world.platform, {
        classroom_id: world.classroomB.id,
        teacher_id: world.users.teacherB.id,
        title: `Contagem ${title}`,
        ...values,
      });
    await build('urgente', { end_time: inHours(24) });
    await build('urgente redação', { kind: 'essay', end_time: inHours(47) });
    await build('em três dias', { end_time: inHours(72) });
    await build('encerrada', { end_time: inHours(-1) });
    await build('arquivada', { end_time: inHours(24), archived_at: inHours(-2) });
    await build('concluída', { end_time: inHours(24), concluded_at: inHours(-2) });
    await build('rascunho', { end_time: inHours(24), published: false });
    const counts = async (query: string) => {
      const response = await call('GET', `/activity/list_all?search=Contagem&${query}`, world.tokens.teacherB);
      expect(response.statusCode).toBe(200);
      const { total, urgent_activities } = response.json();
      return { total, urgent_activities };
    };
    expect(await counts('state=all&per_page=1')).toEqual({ total: 7, urgent_activities: 2 });
    expect(await counts('state=active')).toEqual({ total: 4, urgent_activities: 2 });
    expect(await counts('state=active&activity_type=essay')).toEqual({ total: 1, urgent_activities: 1 });
    expect(await counts('state=archived')).toEqual({ total: 1, urgent_activities: 0 });
    expect(await counts('state=draft')).toEqual({ total: 1, urgent_activities: 0 });
    // A page past the last one still counts every match, so the screen can step back to the last page.
    expect(await counts('state=active&per_page=3&page=5')).toEqual({ total: 4, urgent_activities: 2 });
  });
});

describe('teachers and classrooms', () => {
  it("lists the teachers of the caller's classrooms for the filter", async () => {
    const student = await call('GET', '/classroom/teachers_list', world.tokens.student1);
    const seen = student.json().teachers.map((t: { id: string }) => t.id);
    expect(seen).toContain(world.users.teacher.id);
    expect(seen).not.toContain(world.users.teacherB.id);
    const coordinator = await call('GET', '/classroom/teachers_list', world.tokens.coordinator);
    expect(
      coordinator
        .json()
        .teachers.map((t: { id: string }) => t.id)
        .sort(),
    ).toEqual([world.users.teacher.id, world.users.teacherB.id, world.users.coordinator.id].sort());
    const one = await call(
      'GET',
      `/classroom/teachers_list?classroom=${world.classroomB.id}`,
      world.tokens.coordinator,
    );
    expect(one.json().teachers.map((t: { id: string }) => t.id)).toEqual([world.users.teacherB.id]);
    expect((await call('GET', '/classroom/teachers_list', world.tokens.guardian)).statusCode).toBe(403);
  });

  it('lists the classrooms an educator teaches on the teacher-dashboard service', async () => {
    const response = await ctx.app.inject({
      method: 'GET',
      url: '/api/teacher-dashboard/teacher/classrooms',
      headers: bearer(world.tokens.teacher),
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().classrooms).toEqual([
      expect.objectContaining({ id: world.classroomA.id, total_students: 2, school: expect.any(Object) }),
    ]);
    const coordinator = await ctx.app.inject({
      method: 'GET',
      url: '/api/teacher-dashboard/teacher/classrooms',
      headers: bearer(world.tokens.coordinator),
    });
    expect(coordinator.json().classrooms).toHaveLength(2);
  });
});

describe('archive, conclude, favourite, remove', () => {
  it('archives and restores', async () => {
    const archived = await call('PUT', '/activity/archive', world.tokens.teacher, { activity: activityId });
    expect(archived.json()).toMatchObject({ archived: true, act_status: 4 });
    const list = await call('GET', '/activity/student_open', world.tokens.student1);
    expect(list.json().activities.some((a: { id: string }) => a.id === activityId)).toBe(false);
    const restored = await call('PUT', '/activity/archive', world.tokens.teacher, {
      activity: activityId,
      archived: false,
    });
    expect(restored.json()).toMatchObject({ archived: false, act_status: 1 });
    expect((await call('PUT', '/activity/archive', world.tokens.teacherB, { activity: activityId })).statusCode).toBe(
      403,
    );
    expect((await call('PUT', '/activity/archive', world.tokens.student1, { activity: activityId })).statusCode).toBe(
      403,
    );
  });

  it('concludes: the activity closes for students', async () => {
    const concluded = await call('PUT', '/activity/conclude', world.tokens.teacher, { activity: activityId });
    expect(concluded.json()).toMatchObject({ concluded: true, act_status: 4 });
    const closed = await call('GET', '/activity/student_closed', world.tokens.student1);
    expect(closed.json().activities.some((a: { id: string }) => a.id === activityId)).toBe(true);
  });

  it("keeps favourites per educator, for the classroom's educators only", async () => {
    const marked = await call('PUT', '/activity/favorite', world.tokens.teacher, {
      activity: activityId,
      favorite: true,
    });
    expect(marked.json()).toEqual({ activity: activityId, favorite: true });
    const mine = await call('GET', `/activity?activity=${activityId}`, world.tokens.teacher);
    expect(mine.json().favorite).toBe(true);
    const coordinator = await call('GET', `/activity?activity=${activityId}`, world.tokens.coordinator);
    expect(coordinator.json().favorite).toBe(false);
    for (const token of [world.tokens.student1, world.tokens.guardian, world.tokens.teacherB]) {
      const refused = await call('PUT', '/activity/favorite', token, { activity: activityId, favorite: true });
      expect(refused.statusCode).toBe(403);
    }
  });

  it('removes for the classroom educators only', async () => {
    expect((await call('DELETE', `/activity/remove?activity=${activityId}`, world.tokens.student1)).statusCode).toBe(
      403,
    );
    expect((await call('DELETE', `/activity/remove?activity=${activityId}`, world.tokens.teacherB)).statusCode).toBe(
      403,
    );
    const removed = await call('DELETE', `/activity/remove?activity=${activityId}`, world.tokens.teacher);
    expect(removed.statusCode).toBe(204);
    expect(await ctx.db.select().from(activities).where(eq(activities.id, activityId))).toEqual([]);
    expect((await call('DELETE', `/activity/remove?activity=${activityId}`, world.tokens.teacher)).statusCode).toBe(
      404,
    );
  });
});

describe('updates', () => {
  it('changes fields and students, and publishes a draft', async () => {
    const response = await call('POST', '/activity/update', world.tokens.teacher, {
      activity: activityId,
      draft: false,
      detail: {
        title: 'Redação revisada',
        workload: 120,
        keywords: ['revisão'],
        rm_students: [world.users.student2.id],
      },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      title: 'Redação revisada',
      workload: 120,
      keywords: ['revisão'],
      students: [world.users.student1.id],
    });
    const readd = await call('POST', '/activity/update', world.tokens.teacher, {
      activity: activityId,
      detail: { add_students: [world.users.student2.id] },
    });
    expect(readd.json().total_students).toBe(2);
  });

  it('refuses a kind change of a published activity, students of another class and other teachers', async () => {
    const kind = await call('POST', '/activity/update', world.tokens.teacher, {
      activity: activityId,
      detail: { activity_type: 'forum' },
    });
    expect(kind.statusCode).toBe(400);
    expect(kind.json().message).toBe('O tipo de uma atividade publicada não pode ser alterado.');
    const stranger = await call('POST', '/activity/update', world.tokens.teacher, {
      activity: activityId,
      detail: { add_students: [world.users.student3.id] },
    });
    expect(stranger.statusCode).toBe(400);
    const other = await call('POST', '/activity/update', world.tokens.teacherB, {
      activity: activityId,
      detail: { title: 'Invasão' },
    });
    expect(other.statusCode).toBe(403);
    const [row] = await ctx.db.select().from(activities).where(eq(activities.id, activityId));
    expect(row?.kind).toBe('essay');
  });

  it('moves the activity to another classroom keeping only students of it', async () => {
    const moved = await call('POST', '/activity/update', world.tokens.coordinator, {
      activity: activityId,
      detail: { classroom: world.classroomB.id, add_students: [world.users.student3.id] },
    });
    expect(moved.statusCode).toBe(200);
    expect(moved.json()).toMatchObject({ classroom: { id: world.classroomB.id }, students: [world.users.student3.id] });
  });

  it('keeps the answers and scores of the students who are also in the classroom it moves to', async () => {
    const { student2 } = world.users;
    await ctx.db.insert(classroomMembers).values({
      platform_id: world.platform.id,
      classroom_id: world.classroomB.id,
      user_id: student2.id,
      role: 'student',
    });
    await ctx.db
      .update(activityStudents)
      .set({ status: 3, draft: false, response_text: '<p>minha redação</p>' })
      .where(and(eq(activityStudents.activity_id, activityId), eq(activityStudents.student_id, student2.id)));
    const graded = await call('POST', '/activities/students/evaluate', world.tokens.teacher, {
      activity: activityId,
      student: student2.id,
      score: 8,
    });
    expect(graded.statusCode).toBe(200);

    const moved = await call('POST', '/activity/update', world.tokens.coordinator, {
      activity: activityId,
      detail: { classroom: world.classroomB.id },
    });
    expect(moved.json().students).toEqual([student2.id]);
    const rows = await ctx.db
      .select({
        student: activityStudents.student_id,
        score: activityStudents.score,
        answer: activityStudents.response_text,
      })
      .from(activityStudents)
      .where(eq(activityStudents.activity_id, activityId));
    expect(rows).toEqual([{ student: student2.id, score: 8, answer: '<p>minha redação</p>' }]);
    await ctx.db
      .delete(classroomMembers)
      .where(and(eq(classroomMembers.user_id, student2.id), eq(classroomMembers.classroom_id, world.classroomB.id)));
  });

  it('refuses a student both added and removed, and changes nothing', async () => {
    const { student2 } = world.users;
    await ctx.db
      .update(activityStudents)
      .set({ status: 3, draft: false, response_text: '<p>feito</p>', score: 7 })
      .where(eq(activityStudents.activity_id, activityId));
    const both = await call('POST', '/activity/update', world.tokens.teacher, {
      activity: activityId,
      detail: { title: 'Outra', add_students: [student2.id], rm_students: [student2.id] },
    });
    expect(both.statusCode).toBe(400);
    expect(both.json().message).toBe(MESSAGES.activityStudentAddedAndRemoved);
    const [row] = await ctx.db
      .select()
      .from(activityStudents)
      .where(and(eq(activityStudents.activity_id, activityId), eq(activityStudents.student_id, student2.id)));
    expect(row).toMatchObject({ status: 3, response_text: '<p>feito</p>', score: 7 });
    const [activity] = await ctx.db.select().from(activities).where(eq(activities.id, activityId));
    expect(activity?.title).not.toBe('Outra');
  });

  it('keeps at least one student on a published activity, created or updated', async () => {
    const empty = await call('POST', '/activity/create', world.tokens.teacher, { ...createBody(), students: [] });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe(MESSAGES.activityNoStudents);
    const draft = await call('POST', '/activity/create', world.tokens.teacher, {
      ...createBody(),
      students: [],
      draft: true,
    });
    expect(draft.json()).toMatchObject({ published: false, total_students: 0 });

    const assigned = await ctx.db
      .select({ id: activityStudents.student_id })
      .from(activityStudents)
      .where(eq(activityStudents.activity_id, activityId));
    const everyone = await call('POST', '/activity/update', world.tokens.teacher, {
      activity: activityId,
      detail: { title: 'Sem alunos', rm_students: assigned.map((row) => row.id) },
    });
    expect(everyone.statusCode).toBe(400);
    expect(everyone.json().message).toBe(MESSAGES.activityNoStudents);
    const [activity] = await ctx.db.select().from(activities).where(eq(activities.id, activityId));
    expect(activity?.title).not.toBe('Sem alunos');
    const still = await ctx.db.select().from(activityStudents).where(eq(activityStudents.activity_id, activityId));
    expect(still).toHaveLength(assigned.length);
  });

  it("drops a removed student's files and essay marks with their row", async () => {
    const { student1, student2, teacher } = world.users;
    const platform_id = world.platform.id;
    for (const student of [student1, student2]) {
      const key = `${platform_id}/activities/${activityId}/${student.id}/${student.username}.pdf`;
      const file = { file_name: 'redacao.pdf', content_type: 'application/pdf', size: 10 };
      await ctx.db
        .insert(storedFiles)
        .values({ platform_id, owner_id: student.id, key, namespace: 'activities', category: 'document', ...file });
      await ctx.db
        .insert(activityFiles)
        .values({ platform_id, activity_id: activityId, student_id: student.id, storage_key: key, ...file });
      await ctx.db.insert(essayBookmarks).values({
        platform_id,
        activity_id: activityId,
        student_id: student.id,
        teacher_id: teacher.id,
        position: 'x',
      });
    }
    const removed = await call('POST', '/activity/update', world.tokens.teacher, {
      activity: activityId,
      detail: { rm_students: [student2.id] },
    });
    expect(removed.statusCode).toBe(200);
    const files = await call('GET', `/activity/files_list?activity=${activityId}`, world.tokens.teacher);
    expect(files.json().files.map((file: { student: string }) => file.student)).toEqual([student1.id]);
    const marks = await ctx.db.select().from(essayBookmarks).where(eq(essayBookmarks.activity_id, activityId));
    expect(marks.map((mark) => mark.student_id)).toEqual([student1.id]);

    await call('POST', '/activity/update', world.tokens.teacher, {
      activity: activityId,
      detail: { add_students: [student2.id] },
    });
    const fresh = await call('GET', `/activity/stu_files_list?activity=${activityId}`, world.tokens.student2);
    expect(fresh.json().files).toEqual([]);
  });

  it('sanitises details and keeps notes', async () => {
    const detail = await call('POST', '/activity/update_detail', world.tokens.teacher, {
      activity: activityId,
      details: '<p onclick="x()">Texto <img src="javascript:alert(1)"></p>',
      observation: 'Ver anexo',
    });
    expect(detail.statusCode).toBe(200);
    expect(detail.json().details).not.toMatch(/onclick|javascript/);
    expect(detail.json().observation).toBe('Ver anexo');
    const notes = await call('POST', '/activity/general_notes', world.tokens.teacher, {
      activity: activityId,
      general_notes: 'Turma participativa',
    });
    expect(notes.json().general_notes).toBe('Turma participativa');
    const refused = await call('POST', '/activity/general_notes', world.tokens.student1, {
      activity: activityId,
      general_notes: 'x',
    });
    expect(refused.statusCode).toBe(403);
  });
});
