import type { ForumList, TeacherOverview } from '@ava/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildForumWorld, type ForumWorld } from './forum.fixture.ts';

/** A teacher assesses a forum: the students' comments reach 'Para corrigir', are marked and graded. */
let w: ForumWorld;
let forum: string;
let anaFirst: number;
let biaThread: number;
let biaAlone: number;

const overview = async (who: 'teresa' | 'otavio' | 'flavia') =>
  (await w.call(who, 'GET', '/api/teacher-dashboard/teacher/overview')).json<TeacherOverview>().to_grade;
const evaluate = (who: Parameters<ForumWorld['call']>[0], student: string, score = 8) =>
  w.call(who, 'POST', '/api/activities/students/evaluate', { activity: forum, student, score });
const threadIds = (body: ForumList) => body.comments.map((thread) => thread.id);

beforeAll(async () => {
  w = await buildForumWorld();
  forum = (await w.newActivity({ kind: 'forum', title: 'Fórum da água' })).id;
  anaFirst = await w.comment('ana', forum, 'Fecho a torneira ao escovar os dentes.');
  biaThread = await w.comment('bia', forum, 'Reaproveito a água da chuva.');
  await w.comment('ana', forum, 'Boa ideia!', { main_comment: biaThread });
  biaAlone = await w.comment('bia', forum, 'Tomo banhos curtos.');
});
afterAll(() => w.ctx.close());

describe("a forum in the educator's 'Para corrigir'", () => {
  it('lists each student who commented once, whatever the number of comments, until graded', async () => {
    const toGrade = await overview('teresa');
    const forumItems = toGrade.items.filter((item) => item.activity === forum);
    expect(forumItems.map((item) => [item.kind, item.student_name]).sort()).toEqual([
      ['forum', 'Ana Souza'],
      ['forum', 'Bia Castro'],
    ]);
    expect(toGrade.total).toBe(2);
  });

  it("gives the educator the threads one student wrote or replied to, each whole, and no one else's", async () => {
    const ana = await w.api.list('teresa', { activity: forum, student: w.people.ana.id });
    expect(ana.statusCode).toBe(200);
    const body = ana.json<ForumList>();
    expect(threadIds(body)).toEqual([biaThread, anaFirst]);
    expect(body.comments[0]?.sub_comments.map((reply) => reply.author?.name)).toEqual(['Ana Souza']);
    const bia = (await w.api.list('teresa', { activity: forum, student: w.people.bia.id })).json<ForumList>();
    expect(threadIds(bia)).toEqual([biaAlone, biaThread]);
  });

  it("marks the purpose reached per comment and grades the participation: the student leaves 'Para corrigir'", async () => {
    expect((await w.api.put('teresa', 'reached_purpose', { comment: anaFirst })).statusCode).toBe(200);
    const participation = (await w.api.participation('teresa', { activity: forum })).json();
    expect(participation.students[0]).toMatchObject({ name: 'Ana Souza', total_comments: 2, reached_purpose: 1 });
    const graded = await evaluate('teresa', w.people.ana.id, 9);
    expect(graded.statusCode).toBe(200);
    expect(graded.json().students[0]).toMatchObject({ score: 9, delivery_status: 'sent' });
    const toGrade = await overview('teresa');
    expect(toGrade.total).toBe(1);
    expect(toGrade.items.map((item) => item.student_name)).toEqual(['Bia Castro']);
    // A later comment is more participation, not a new answer: the grade stands.
    await w.comment('ana', forum, 'Mais uma ideia: regar as plantas à noite.');
    expect((await overview('teresa')).total).toBe(1);
  });

  it('grades a forum only once the student commented in it', async () => {
    const quiet = (await w.newActivity({ kind: 'forum' })).id;
    const refused = await w.call('teresa', 'POST', '/api/activities/students/evaluate', {
      activity: quiet,
      student: w.people.bia.id,
      score: 5,
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe('O aluno ainda não enviou a resposta.');
  });
});

describe('who may assess a forum', () => {
  it("refuses one student's threads to students, guardians and teachers of other classrooms or platforms", async () => {
    for (const [who, status] of [
      ['ana', 403],
      ['bia', 403],
      ['gabriel', 403],
      ['otavio', 403],
      ['flavia', 404],
    ] as const) {
      const response = await w.api.list(who, { activity: forum, student: w.people.ana.id });
      expect(response.statusCode, who).toBe(status);
    }
    const bad = await w.api.list('teresa', { activity: forum, student: 'ana' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toContainEqual({ field: 'querystring.student', message: 'Aluno inválido.' });
  });

  it('lets neither a student nor another classroom or platform mark a comment or grade the participation', async () => {
    for (const [who, status] of [
      ['bia', 403],
      ['otavio', 403],
      ['flavia', 404],
    ] as const) {
      expect((await w.api.put(who, 'reached_purpose', { comment: biaAlone })).statusCode, who).toBe(status);
      expect((await evaluate(who, w.people.bia.id)).statusCode, who).toBe(status);
    }
    const participation = (await w.api.participation('teresa', { activity: forum })).json();
    expect(participation.students[1]).toMatchObject({ name: 'Bia Castro', reached_purpose: 0 });
    expect((await overview('teresa')).items.map((item) => item.student_name)).toEqual(['Bia Castro']);
  });

  it("shows nothing of the forum in another classroom's or platform's 'Para corrigir'", async () => {
    expect((await overview('otavio')).items.some((item) => item.activity === forum)).toBe(false);
    expect(await overview('flavia')).toEqual({ total: 0, items: [] });
  });
});
