import { and, eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ActivityWorld, buildActivity, buildActivityWorld } from '../../../test/activity.fixture.ts';
import { bearer, createTestContext, signIn, type TestContext } from '../../../test/harness.ts';
import { buildClassroom, buildSchool, buildUser } from '../../../test/tenant.fixture.ts';
import { activities, activityStudents } from '../../modules/activities/activities.tables.ts';
import { users } from '../../modules/identity/identity.tables.ts';
import { guardianLinks } from '../../modules/tenancy/tenancy.tables.ts';

/**
 * Security review of the activity core, school work, essays, exports, access codes and the
 * student directory, as an attacker would try them: a teacher reaching a classroom they do not
 * teach, a student reading a classmate's work, a guardian reaching a child not theirs, ids of
 * other rows (or of another platform) slipped into bodies, and fields no form sends.
 */

let ctx: TestContext;
let world: ActivityWorld;
let workA: string;
let essayA: string;
let workB: string;
let draftA: string;
let guardian2: string;
let foreignStudentId: string;
let foreignToken: string;
const DAY = 86_400_000;

const get = (url: string, token: string) =>
  ctx.app.inject({ method: 'GET', url: `/api${url}`, headers: bearer(token) });
const send = (method: 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, token: string, payload?: object) =>
  ctx.app.inject({ method, url: `/api${url}`, headers: bearer(token), payload });

async function assignment(activityId: string, studentId: string) {
  const [row] = await ctx.db
    .select()
    .from(activityStudents)
    .where(and(eq(activityStudents.activity_id, activityId), eq(activityStudents.student_id, studentId)));
  return row;
}

async function sheetText(body: Buffer): Promise<string> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(body as unknown as ArrayBuffer);
  const cells: string[] = [];
  workbook.eachSheet((sheet) => sheet.eachRow((row) => cells.push(JSON.stringify(row.values))));
  return cells.join('\n');
}

beforeAll(async () => {
  ctx = await createTestContext();
  world = await buildActivityWorld(ctx);
  const now = ctx.clock.now().getTime();
  const window = { start_time: new Date(now - DAY), end_time: new Date(now + 3 * DAY) };
  const inA = { ...window, classroom_id: world.classroomA.id, teacher_id: world.users.teacher.id };
  workA = (
    await buildActivity(ctx.db, world.platform, {
      ...inA,
      kind: 'work',
      title: 'Trabalho da turma A',
      students: [
        { student_id: world.users.student1.id, response_text: '<p>Resposta secreta do aluno 1</p>', draft: true },
        world.users.student2.id,
      ],
    })
  ).id;
  essayA = (
    await buildActivity(ctx.db, world.platform, {
      ...inA,
      kind: 'essay',
      students: [
        {
          student_id: world.users.student1.id,
          status: 3,
          delivered_at: new Date(now),
          evaluated_at: new Date(now),
          response_text: '<p>Redação do aluno 1</p>',
        },
        world.users.student2.id,
      ],
    })
  ).id;
  draftA = (
    await buildActivity(ctx.db, world.platform, {
      ...inA,
      kind: 'work',
      published: false,
      creation_step: 3,
      students: [world.users.student1.id],
    })
  ).id;
  workB = (
    await buildActivity(ctx.db, world.platform, {
      ...window,
      classroom_id: world.classroomB.id,
      teacher_id: world.users.teacherB.id,
      kind: 'work',
      title: 'Trabalho secreto da turma B',
      students: [{ student_id: world.users.student3.id, response_text: '<p>Resposta do aluno 3</p>' }],
    })
  ).id;
  const g2 = await buildUser(ctx.db, world.platform, 'guardian', { username: 'responsavel-2' });
  guardian2 = await signIn(ctx.app, world.platform.slug, 'responsavel-2');
  await ctx.db
    .insert(guardianLinks)
    .values({ platform_id: world.platform.id, guardian_id: g2.id, student_id: world.users.student3.id });
  const [foreignPlatformUser] = await ctx.db.select().from(users).where(eq(users.username, 'estrangeiro'));
  const foreignPlatform = { id: foreignPlatformUser?.platform_id ?? '' };
  const foreignSchool = await buildSchool(ctx.db, { ...world.platform, id: foreignPlatform.id });
  const foreignClassroom = await buildClassroom(
    ctx.db,
    { ...world.platform, id: foreignPlatform.id },
    foreignSchool.id,
    20,
  );
  foreignStudentId = (
    await buildUser(ctx.db, { ...world.platform, id: foreignPlatform.id }, 'school_student', {
      username: 'aluno-estrangeiro',
      classroomId: foreignClassroom.id,
    })
  ).id;
  foreignToken = world.tokens.foreignTeacher;
});
afterAll(() => ctx.close());

describe('a teacher reaching a classroom they do not teach', () => {
  it('cannot read, export, grade or change an activity of another classroom', async () => {
    const t = world.tokens.teacherB;
    for (const url of [
      `/activity?activity=${workA}`,
      `/activity/students_assigned?activity=${workA}`,
      `/activity/export_students?activity=${workA}`,
      `/school_work/work_results?activity=${workA}`,
      `/activity/files_list?activity=${workA}`,
      `/text_box_file/list?role=teacher&role_id=${workA}`,
      `/school_work/work_detail?activity=${workA}&student=${world.users.student1.id}`,
      `/activity/stu_files_list?activity=${workA}&student=${world.users.student1.id}`,
      `/essay_bookmark/list?activity=${essayA}&student=${world.users.student1.id}`,
      `/tasks/activity/create/show?activity=${draftA}`,
    ]) {
      const response = await get(url, t);
      expect(response.statusCode, url).toBe(403);
      expect(response.body).not.toContain('Resposta secreta');
    }
    const student = world.users.student1.id;
    for (const [method, url, payload] of [
      ['POST', '/activities/students/evaluate', { activity: workA, student, score: 0, pokz: 0 }],
      ['POST', '/activities/students/comment', { activity: workA, student, comment: 'invasão' }],
      ['POST', '/activities/students/redo', { activity: workA, students: [student] }],
      ['PATCH', '/activities/update-status', { activity: workA, students: [student], status: 3 }],
      ['POST', '/activity/update', { activity: workA, detail: { title: 'Sequestrada' } }],
      ['POST', '/activity/update_detail', { activity: workA, details: '<p>x</p>' }],
      ['POST', '/activity/general_notes', { activity: workA, general_notes: 'x' }],
      ['PUT', '/activity/archive', { activity: workA }],
      ['PUT', '/activity/conclude', { activity: workA }],
      [
        'POST',
        '/essay_bookmark/update',
        {
          activity: essayA,
          student,
          position: {
            range: { start: 0, end: 3 },
            category: 2,
            sub_competence: { id: 'C1', comment: 'x' },
            bookmark_type: 'teacher',
          },
        },
      ],
      ['POST', '/tasks/activity/create/third_step', { activity: draftA }],
      ['POST', '/tasks/activity/create/fourth_step', { activity: draftA }],
    ] as const) {
      const response = await send(method, url, t, payload);
      expect(response.statusCode, url).toBe(403);
    }
    const removal = await send('DELETE', `/activity/remove?activity=${workA}`, t);
    expect(removal.statusCode).toBe(403);
    const row = await assignment(workA, student);
    expect(row?.score).toBeNull();
    expect(row?.teacher_comment).toBeNull();
    const [activity] = await ctx.db.select().from(activities).where(eq(activities.id, workA));
    expect(activity?.title).toBe('Trabalho da turma A');
    expect(activity?.archived_at).toBeNull();
  });

  it('lists and exports only the classrooms taught, whatever classroom the query names', async () => {
    const list = await get(`/activity/list_all?classroom=${world.classroomB.id}&state=all`, world.tokens.teacher);
    expect(list.statusCode).toBe(200);
    expect(list.json().activities).toEqual([]);
    const exported = await get(`/activity/export?classroom=${world.classroomB.id}&state=all`, world.tokens.teacher);
    expect(exported.statusCode).toBe(200);
    expect(await sheetText(exported.rawPayload)).not.toContain('turma B');
    const teachers = await get(`/classroom/teachers_list?classroom=${world.classroomB.id}`, world.tokens.teacher);
    expect(teachers.json().teachers).toEqual([]);
    const students = await get(
      `/identity/teacher/class_stu_list?classroom_id=${world.classroomB.id}`,
      world.tokens.teacher,
    );
    expect(students.statusCode).toBe(404);
  });

  it('cannot create in, or move an activity to, a classroom they do not teach', async () => {
    const created = await send('POST', '/activity/create', world.tokens.teacher, {
      title: 'Intrusa',
      activity_type: 'work',
      classroom: world.classroomB.id,
    });
    expect(created.statusCode).toBe(403);
    const moved = await send('POST', '/activity/update', world.tokens.teacher, {
      activity: workA,
      detail: { classroom: world.classroomB.id },
    });
    expect(moved.statusCode).toBe(403);
    const step = await send('POST', '/tasks/activity/create/first_step', world.tokens.teacher, {
      activity: draftA,
      title: 'Rascunho',
      activity_type: 'work',
      classroom: world.classroomB.id,
    });
    expect(step.statusCode).toBe(403);
  });

  it('cannot make access codes for, reset the password of, or edit a student of another classroom', async () => {
    const codes = await send(
      'POST',
      `/identity/teacher/classrooms/${world.classroomB.id}/access_codes`,
      world.tokens.teacher,
      {},
    );
    expect(codes.statusCode).toBe(403);
    expect(codes.body).not.toContain(world.users.student3.id);
    const reset = await send('POST', '/identity/teacher/reset_stu_psw', world.tokens.teacher, {
      student_id: world.users.student3.id,
    });
    expect(reset.statusCode).toBe(404);
    const update = await send('PATCH', '/identity/students/update_student', world.tokens.teacher, {
      student_id: world.users.student3.id,
      email: 'invasor@teste.local',
    });
    expect(update.statusCode).toBe(404);
    // student3 still signs in with their own password.
    await signIn(ctx.app, world.platform.slug, 'aluno3');
  });

  it('cannot evaluate, comment or redo a student who is not assigned to the activity', async () => {
    for (const [url, payload] of [
      ['/activities/students/evaluate', { activity: workA, student: world.users.student3.id, score: 10, pokz: 500 }],
      ['/activities/students/comment', { activity: workA, student: world.users.student3.id, comment: 'x' }],
      ['/activities/students/redo', { activity: workA, students: [world.users.student1.id, world.users.student3.id] }],
    ] as const) {
      const response = await send('POST', url, world.tokens.teacher, payload);
      expect(response.statusCode, url).toBe(400);
    }
    expect((await assignment(workA, world.users.student1.id))?.status).not.toBe(5);
    expect(await assignment(workA, world.users.student3.id)).toBeUndefined();
    const bookmark = await send('POST', '/essay_bookmark/update', world.tokens.teacher, {
      activity: essayA,
      student: world.users.student3.id,
      position: {
        range: { start: 0, end: 3 },
        category: 2,
        sub_competence: { id: 'C1', comment: 'x' },
        bookmark_type: 'teacher',
      },
    });
    expect(bookmark.statusCode).toBe(404);
  });

  it('cannot assign students of another classroom or platform (add_students, students, third step)', async () => {
    for (const stranger of [world.users.student3.id, foreignStudentId]) {
      const update = await send('POST', '/activity/update', world.tokens.teacher, {
        activity: workA,
        detail: { add_students: [stranger] },
      });
      expect(update.statusCode).toBe(400);
      const created = await send('POST', '/activity/create', world.tokens.teacher, {
        title: 'Com estranho',
        activity_type: 'work',
        classroom: world.classroomA.id,
        students: [world.users.student1.id, stranger],
      });
      expect(created.statusCode).toBe(400);
      const third = await send('POST', '/tasks/activity/create/third_step', world.tokens.teacher, {
        activity: draftA,
        students: [stranger],
      });
      expect(third.statusCode).toBe(400);
    }
    expect(await assignment(workA, world.users.student3.id)).toBeUndefined();
    expect(await assignment(draftA, world.users.student3.id)).toBeUndefined();
  });

  it('a coordinator reaches the classrooms of their school only', async () => {
    const ok = await get(`/school_work/work_results?activity=${workB}`, world.tokens.coordinator);
    expect(ok.statusCode).toBe(200);
    const foreign = await send('POST', '/identity/teacher/reset_stu_psw', world.tokens.coordinator, {
      student_id: foreignStudentId,
    });
    expect(foreign.statusCode).toBe(404);
  });
});

describe('a student reading a classmate', () => {
  it("cannot read a classmate's response, files or essay marks by naming them", async () => {
    const s2 = world.tokens.student2;
    const other = world.users.student1.id;
    for (const url of [
      `/school_work/work_detail?activity=${workA}&student=${other}`,
      `/activity/stu_files_list?activity=${workA}&student=${other}`,
      `/text_box_file/list?role=student&role_id=${workA}&student=${other}`,
      `/essay_bookmark/list?activity=${essayA}&student=${other}`,
    ]) {
      const response = await get(url, s2);
      expect(response.statusCode, url).toBe(403);
      expect(response.body).not.toContain('Resposta secreta');
    }
    for (const url of [
      `/text_box_file/list?role=teacher&role_id=${workA}`,
      `/activity/students_assigned?activity=${workA}`,
      `/activity/export_students?activity=${workA}`,
      `/school_work/work_results?activity=${workA}`,
      `/activity/files_list?activity=${workA}`,
      `/forum_comments/students_participation?activity=${workA}`,
    ]) {
      const response = await get(url, s2);
      expect(response.statusCode, url).toBe(403);
    }
    // The activity detail of a student carries their own row only.
    const detail = await get(`/activity?activity=${workA}`, s2);
    expect(detail.statusCode).toBe(200);
    expect(detail.json().students).toEqual([world.users.student2.id]);
    expect(detail.body).not.toContain('Resposta secreta');
    expect(detail.body).not.toContain(other);
  });

  it('cannot open an activity of another classroom, nor a draft, by its id', async () => {
    for (const url of [
      `/activity?activity=${workB}`,
      `/school_work/work_detail?activity=${workB}`,
      `/activity/stu_files_list?activity=${workB}`,
      `/activity?activity=${draftA}`,
      `/school_work/work_detail?activity=${draftA}`,
    ]) {
      const response = await get(url, world.tokens.student1);
      expect(response.statusCode, url).toBe(404);
    }
    const respond = await send('POST', '/school_work/student_response', world.tokens.student3, {
      activity: workA,
      detail_text: '<p>no trabalho dos outros</p>',
      draft: true,
    });
    expect(respond.statusCode).toBe(404);
  });

  it('cannot set their own status, score or delivery through extra fields (mass assignment)', async () => {
    const response = await send('POST', '/school_work/student_response', world.tokens.student2, {
      activity: workA,
      detail_text: '<p>rascunho</p>',
      draft: true,
      score: 10,
      status: 3,
      pokz: 999,
    });
    expect(response.statusCode).toBe(400);
    const row = await assignment(workA, world.users.student2.id);
    expect(row?.score).toBeNull();
    expect(row?.pokz).toBe(0);
  });

  it('cannot reach the educator routes at all', async () => {
    const created = await send('POST', '/activity/create', world.tokens.student1, {
      title: 'Minha',
      activity_type: 'work',
      classroom: world.classroomA.id,
    });
    expect(created.statusCode).toBe(403);
    const evaluated = await send('POST', '/activities/students/evaluate', world.tokens.student1, {
      activity: workA,
      student: world.users.student1.id,
      score: 10,
    });
    expect(evaluated.statusCode).toBe(403);
    const codes = await send(
      'POST',
      `/identity/teacher/classrooms/${world.classroomA.id}/access_codes`,
      world.tokens.student1,
      {},
    );
    expect(codes.statusCode).toBe(403);
  });
});

describe('a guardian reaching a child not linked to them', () => {
  it("cannot read another child's work, files or the activity of a class without their child", async () => {
    const other = world.users.student2.id;
    for (const url of [
      `/school_work/work_detail?activity=${workA}&student=${other}`,
      `/activity/stu_files_list?activity=${workA}&student=${other}`,
      `/text_box_file/list?role=student&role_id=${workA}&student=${other}`,
      `/essay_bookmark/list?activity=${essayA}&student=${other}`,
    ]) {
      const response = await get(url, world.tokens.guardian);
      expect(response.statusCode, url).toBe(403);
    }
    const own = await get(`/school_work/work_detail?activity=${workA}`, world.tokens.guardian);
    expect(own.statusCode).toBe(200);
    expect(own.json().student.id).toBe(world.users.student1.id);
    const detail = await get(`/activity?activity=${workA}`, world.tokens.guardian);
    expect(detail.json().students).toEqual([world.users.student1.id]);
    expect(detail.body).not.toContain(other);
    for (const url of [`/activity?activity=${workB}`, `/school_work/work_detail?activity=${workB}`]) {
      expect((await get(url, world.tokens.guardian)).statusCode, url).toBe(404);
    }
    for (const url of [
      `/activity/students_assigned?activity=${workA}`,
      `/school_work/work_results?activity=${workA}`,
      `/text_box_file/list?role=teacher&role_id=${workA}`,
    ]) {
      expect((await get(url, world.tokens.guardian)).statusCode, url).toBe(403);
    }
  });

  it("a guardian of a child in another classroom sees nothing of this one's", async () => {
    const response = await get(
      `/school_work/work_detail?activity=${workA}&student=${world.users.student1.id}`,
      guardian2,
    );
    expect(response.statusCode).toBe(404);
    expect(response.body).not.toContain('Resposta secreta');
  });
});

describe('ids of another platform', () => {
  it("a teacher of another platform reaches none of this platform's rows by id", async () => {
    const student = world.users.student1.id;
    for (const url of [
      `/activity?activity=${workA}`,
      `/activity/students_assigned?activity=${workA}`,
      `/activity/export_students?activity=${workA}`,
      `/school_work/work_results?activity=${workA}`,
      `/school_work/work_detail?activity=${workA}&student=${student}`,
      `/forum_comments/list?activity=${workA}`,
      `/profile/photo_show?user_id=${student}`,
    ]) {
      const response = await get(url, foreignToken);
      expect(response.statusCode === 404 || response.json().url === null, url).toBe(true);
    }
    for (const [method, url, payload] of [
      ['POST', '/activities/students/evaluate', { activity: workA, student, score: 0 }],
      ['POST', '/activity/update', { activity: workA, detail: { title: 'x' } }],
      ['POST', '/activity/create', { title: 'x', activity_type: 'work', classroom: world.classroomA.id }],
      ['POST', '/identity/teacher/reset_stu_psw', { student_id: student }],
      ['POST', `/identity/teacher/classrooms/${world.classroomA.id}/access_codes`, {}],
    ] as const) {
      const response = await send(method, url, foreignToken, payload);
      expect([403, 404], url).toContain(response.statusCode);
    }
    expect((await assignment(workA, student))?.score).toBeNull();
  });
});

describe('mass assignment through fields no form sends', () => {
  it('an activity is always written as the caller’s, on the caller’s platform', async () => {
    const response = await send('POST', '/activity/create', world.tokens.teacher, {
      title: 'Com campos a mais',
      activity_type: 'work',
      classroom: world.classroomA.id,
      teacher_id: world.users.teacherB.id,
      platform_id: '00000000-0000-0000-0000-000000000000',
      general_notes: 'injetado',
      act_status: 4,
      id: '11111111-1111-4111-8111-111111111111',
    });
    expect(response.statusCode).toBe(200);
    const [row] = await ctx.db.select().from(activities).where(eq(activities.id, response.json().id));
    expect(row?.teacher_id).toBe(world.users.teacher.id);
    expect(row?.platform_id).toBe(world.platform.id);
    expect(row?.general_notes).toBeNull();
    expect(row?.id).not.toBe('11111111-1111-4111-8111-111111111111');
  });

  it('refuses an activity image that is not a web address (it would run as a link)', async () => {
    for (const image_url of ['javascript:alert(document.cookie)', 'data:text/html,<script>alert(1)</script>']) {
      const response = await send('POST', '/activity/update', world.tokens.teacher, {
        activity: workA,
        detail: { image_url },
      });
      expect(response.statusCode, image_url).toBe(400);
    }
    const [row] = await ctx.db.select().from(activities).where(eq(activities.id, workA));
    expect(row?.image_url).toBeNull();
  });

  it('profile, address and responsibles refuse fields of the account', async () => {
    for (const [method, url, payload] of [
      ['PUT', '/users/profiles', { phone: '11 99999-0000', role: 'super_admin', platform_id: world.platform.id }],
      [
        'POST',
        '/profile/address',
        {
          zipcode: '01001-000',
          street: 'Praça da Sé',
          number: '1',
          neighborhood: 'Sé',
          city: 'São Paulo',
          state: 'SP',
          user_id: world.users.student2.id,
        },
      ],
      [
        'POST',
        '/profile/stu_responsible',
        { name: 'Mãe', relationship: 'mother', student_id: world.users.student2.id },
      ],
    ] as const) {
      const response = await send(method, url, world.tokens.student1, payload);
      expect(response.statusCode, url).toBe(400);
    }
    const [me] = await ctx.db.select().from(users).where(eq(users.id, world.users.student1.id));
    expect(me?.role).toBe('school_student');
  });
});
