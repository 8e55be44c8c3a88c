import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import {
  type CertificateList,
  type ClassesSummary,
  type DiagnosisClassrooms,
  type DiagnosisReport,
  displayDay,
  type HomeLayoutResponse,
  type InstitutionsResponse,
  type InventoryResponse,
  KNOWLEDGE_AREAS,
  type LevelIndexResponse,
  type LoginResponse,
  landingPath,
  MAX_TRAIL_STEPS,
  type RetentionSettings,
  storeItemSchema,
  type TeacherOverview,
  type Theme,
  TRAIL_ITEM_TYPES,
  TRAIL_MAP_THEME_IDS,
} from '@ava/contracts';
import { count, eq, inArray } from 'drizzle-orm';
import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestContext, signIn, type TestContext } from '../../test/harness.ts';
import { activities, activityStudents } from '../modules/activities/activities.tables.ts';
import { bnccCodes, gameContents, gameLevels } from '../modules/challenges/challenges.tables.ts';
import { essayAssessments, essaySuggestions } from '../modules/essay-assistant/essay-assistant.tables.ts';
import { users } from '../modules/identity/identity.tables.ts';
import { parkGames } from '../modules/park/park.tables.ts';
import { platforms } from '../modules/platforms/platforms.tables.ts';
import { questions } from '../modules/question-bank/question-bank.tables.ts';
import { storedFiles } from '../modules/storage/storage.tables.ts';
import { storeProducts } from '../modules/store/store.tables.ts';
import { guardianLinks } from '../modules/tenancy/tenancy.tables.ts';
import {
  activityTrails,
  learningTrails,
  trailItems,
  trailJourneys,
  trailProgress,
} from '../modules/trails/trails.tables.ts';
import { openFileStore } from '../platform/storage/open-file-store.ts';
import { SEED_LEVELS } from './challenges.seed.ts';
import { SEED_CHALLENGES } from './challenges.seed-data.ts';
import { CORPORATE_COURSE, FINISHED_CORPORATE_COURSE } from './demo-corporate-course.ts';
import {
  DEMO_CHALLENGE_LIBRARY,
  DEMO_EXAM,
  DEMO_HOMEWORK,
  DEMO_PARK,
  DEMO_PASSWORD,
  DEMO_PLATFORMS,
  DEMO_QUESTION_BANK,
  GRADES,
} from './demo-data.ts';
import { DEMO_GUARDIAN_HISTORY } from './demo-guardian-views.ts';
import { DEMO_HOME } from './demo-home.ts';
import { DEMO_STORE } from './demo-store.ts';
import { DEMO_TRAIL_ACTIVITIES, DEMO_TRAILS } from './demo-trails-data.ts';

import { seedDemo } from './seed.ts';

let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestContext();
  await seedDemo(ctx.db, ctx.config);
});
afterAll(() => ctx.close());

async function landingOf(platform: string, username: string): Promise<string> {
  const response = await ctx.app.inject({
    method: 'POST',
    url: '/api/identity/auth/login',
    payload: { username, password: DEMO_PASSWORD, platform },
  });
  expect(response.statusCode, `${platform}/${username}`).toBe(200);
  const { user } = response.json<LoginResponse>();
  const theme = (
    await ctx.app.inject({ method: 'GET', url: `/api/platforms/show?platform=${platform}` })
  ).json<Theme>();
  return landingPath(platform, {
    role: user.role,
    isClassAccess: user.isClassAccess,
    menu: user.menu,
    configs: theme.configs,
  });
}

describe('demo seed', () => {
  it('can run again without duplicating anything', async () => {
    const before = await ctx.db.select({ n: count() }).from(users);
    const questionsBefore = await ctx.db.select({ n: count() }).from(questions);
    await seedDemo(ctx.db, ctx.config);
    expect(await ctx.db.select({ n: count() }).from(users)).toEqual(before);
    expect(await ctx.db.select({ n: count() }).from(questions)).toEqual(questionsBefore);
    expect((await ctx.db.select({ n: count() }).from(guardianLinks))[0]?.n).toBe(3);
  });

  it("gives responsavel the demo classroom's notifications once each, unread", async () => {
    const login = await ctx.app.inject({
      method: 'POST',
      url: '/api/identity/auth/login',
      payload: { username: 'responsavel', password: DEMO_PASSWORD, platform: 'demo' },
    });
    const headers = { authorization: `Bearer ${login.json<LoginResponse>().auth_token}` };
    const list = await ctx.app.inject({ method: 'GET', url: '/api/notifications', headers });
    const titles = list.json<{ notifications: { title: string }[] }>().notifications.map((n) => n.title);
    expect(titles.sort()).toEqual(['Feira de ciências', 'Nova autorização na agenda', 'Reunião de pais e mestres']);
    const amount = await ctx.app.inject({ method: 'GET', url: '/api/notifications/amount', headers });
    expect(amount.json()).toEqual({ amount: 3 });
  });

  it('lands every demo account on its own dashboard', async () => {
    const expected: Record<string, string> = {
      aluno1: '/demo/painel',
      aluno2: '/demo/painel',
      aluno3: '/demo/painel',
      aluno4: '/demo/painel',
      aluno6: '/demo/painel',
      aluno7: '/demo/painel',
      professor: '/demo/professor',
      coordenador: '/demo/professor',
      responsavel: '/demo/responsavel/visao-geral',
      admin: '/demo/professor',
      professora2: '/demo/professor',
      aluno5: '/demo/painel',
    };
    for (const [username, path] of Object.entries(expected)) expect(await landingOf('demo', username)).toBe(path);
    expect(await landingOf('corporativo', 'colaborador')).toBe('/corporativo/painel');
    expect(await landingOf('corporativo', 'instrutor')).toBe('/corporativo/professor');
    expect(await landingOf('capital', 'estudante')).toBe('/capital/painel');
    expect(await landingOf('capital', 'familia')).toBe('/capital/responsavel/visao-geral');
  });

  it("seeds the state capital's network as a school platform that reads the corporate wording", async () => {
    const theme = (await ctx.app.inject({ method: 'GET', url: '/api/platforms/show?platform=capital' })).json<Theme>();
    expect(theme.features).toMatchObject({ corporatePlatform: true, faq: true });
  });

  it("gives responsavel's children corrected work with comments over several months, once", async () => {
    await seedDemo(ctx.db, ctx.config);
    const { auth_token } = (
      await ctx.app.inject({
        method: 'POST',
        url: '/api/identity/auth/login',
        payload: { username: 'responsavel', password: DEMO_PASSWORD, platform: 'demo' },
      })
    ).json<LoginResponse>();
    const headers = { authorization: `Bearer ${auth_token}` };
    const { grades } = (await ctx.app.inject({ method: 'GET', url: '/api/guardians/grades?limit=100', headers })).json<{
      grades: { student_name: string; title: string; teacher_comment: string | null; evaluated_at: string }[];
    }>();
    for (const [username, child] of Object.entries(DEMO_GUARDIAN_HISTORY.children)) {
      const name = username === 'aluno1' ? 'Ana Souza' : 'Carla Dias';
      const own = grades.filter((grade) => grade.student_name === name);
      expect(own.map((grade) => grade.title).sort()).toEqual(
        expect.arrayContaining(child.works.map((work) => work.title).sort()),
      );
      expect(own.filter((grade) => grade.teacher_comment).length).toBeGreaterThanOrEqual(child.works.length);
    }
    // A history: each child's grades span three months or more (the test clock is not the seed's, so the
    // months are read from the grades rather than from the performance call).
    for (const name of ['Ana Souza', 'Carla Dias']) {
      const months = new Set(
        grades.filter((grade) => grade.student_name === name).map((grade) => grade.evaluated_at.slice(0, 7)),
      );
      expect(months.size, name).toBeGreaterThanOrEqual(3);
    }
  });

  it('ends every activity after it starts, so each can be edited as it is', async () => {
    const periods = await ctx.db
      .select({ title: activities.title, start: activities.start_time, end: activities.end_time })
      .from(activities);
    expect(periods.length).toBeGreaterThan(0);
    for (const { title, start, end } of periods) expect(end?.getTime(), title).toBeGreaterThan(start?.getTime() ?? 0);
  });

  it("gives the corporate courses' modules, open and evaluated, to 'colaborador' once, from 'instrutor'", async () => {
    await seedDemo(ctx.db, ctx.config);
    const { auth_token } = (
      await ctx.app.inject({
        method: 'POST',
        url: '/api/identity/auth/login',
        payload: { username: 'colaborador', password: DEMO_PASSWORD, platform: 'corporativo' },
      })
    ).json<LoginResponse>();
    const list = async (state: 'open' | 'closed') =>
      (
        await ctx.app.inject({
          method: 'GET',
          url: `/api/activity/student_${state}`,
          headers: { authorization: `Bearer ${auth_token}` },
        })
      ).json<{ activities: { title: string; kind: string; teacher: { name: string } }[] }>().activities;
    const open = await list('open');
    const closed = await list('closed');
    expect([...open, ...closed].map((activity) => activity.title).sort()).toEqual(
      [...CORPORATE_COURSE.activities, ...FINISHED_CORPORATE_COURSE.activities]
        .map((activity) => activity.title)
        .sort(),
    );
    expect(new Set(open.map((activity) => activity.kind))).toEqual(new Set(['forum', 'essay', 'work', 'handmade']));
    expect(new Set(open.map((activity) => activity.teacher.name))).toEqual(new Set(['Rafael Costa']));
    expect(closed.map((activity) => activity.title)).toContain('Onboarding: tour pelas áreas e crachá de acesso');
  });

  it("gives 'colaborador' the certificate of the finished course once, whose code validates", async () => {
    await seedDemo(ctx.db, ctx.config);
    const { auth_token } = (
      await ctx.app.inject({
        method: 'POST',
        url: '/api/identity/auth/login',
        payload: { username: 'colaborador', password: DEMO_PASSWORD, platform: 'corporativo' },
      })
    ).json<LoginResponse>();
    const { certificates } = (
      await ctx.app.inject({
        method: 'GET',
        url: '/api/certificates/certificate/user_index',
        headers: { authorization: `Bearer ${auth_token}` },
      })
    ).json<CertificateList>();
    expect(certificates.map(({ title, source, name }) => ({ title, source, name }))).toEqual([
      { title: FINISHED_CORPORATE_COURSE.classroom, source: 'course', name: 'Marina Alves' },
    ]);
    const check = await ctx.app.inject({
      method: 'PATCH',
      url: '/api/certificates/certificate/validate',
      payload: { platform: 'corporativo', code: certificates[0]?.code },
    });
    expect(check.json()).toMatchObject({ name: 'Marina Alves', title: FINISHED_CORPORATE_COURSE.classroom });
  });

  it("puts a student of every stage on their stage's map, each map built to another level", async () => {
    const userOf = async (username: string) =>
      (
        await ctx.app.inject({
          method: 'POST',
          url: '/api/identity/auth/login',
          payload: { username, password: DEMO_PASSWORD, platform: 'demo' },
        })
      ).json<LoginResponse>().user;
    const maps = await Promise.all(
      ['aluno3', 'aluno1', 'aluno6', 'aluno7'].map(async (username) => {
        const { grade_id, user_map, interactive_map_energy } = await userOf(username);
        return [username, grade_id, user_map, interactive_map_energy];
      }),
    );
    expect(maps).toEqual([
      ['aluno3', 31, 'infantil', 30],
      ['aluno1', 20, 'fundamental-1', 60],
      ['aluno6', 25, 'fundamental-2', 80],
      ['aluno7', 27, 'fundamental-2', 100],
    ]);
  });
});

describe('demo institutions', () => {
  it('puts professora2 and aluno5 in both schools, starting at Escola Modelo, with a classroom in each', async () => {
    for (const [username, audience] of [
      ['professora2', 'teachers'],
      ['aluno5', 'students'],
    ]) {
      const { auth_token } = (
        await ctx.app.inject({
          method: 'POST',
          url: '/api/identity/auth/login',
          payload: { username, password: DEMO_PASSWORD, platform: 'demo' },
        })
      ).json<LoginResponse>();
      const response = await ctx.app.inject({
        method: 'GET',
        url: `/api/identity/${audience}/institutions`,
        headers: { authorization: `Bearer ${auth_token}` },
      });
      expect(
        response
          .json<InstitutionsResponse>()
          .institutions.map((school) => [
            school.school_name,
            school.current,
            school.classrooms.map((classroom) => classroom.name),
          ]),
        username,
      ).toEqual([
        ['Escola Modelo', true, ['4º ano - Turma A']],
        ['Escola Horizonte', false, ['4º ano - Turma Horizonte']],
      ]);
    }
  });

  it('offers the institutions screen in the menu of school students only', async () => {
    const slugs = async (platform: string, username: string) => {
      const response = await ctx.app.inject({
        method: 'POST',
        url: '/api/identity/auth/login',
        payload: { username, password: DEMO_PASSWORD, platform },
      });
      return response.json<LoginResponse>().user.menu.map((item) => item.slug);
    };
    expect(await slugs('demo', 'aluno1')).toContain('instituicoes');
    expect(await slugs('corporativo', 'colaborador')).not.toContain('instituicoes');
  });

  it("gives the demo school's teacher 'Aprendizagem' under 'gestao', with the scores the demo gave", async () => {
    const login = (
      await ctx.app.inject({
        method: 'POST',
        url: '/api/identity/auth/login',
        payload: { username: 'professor', password: DEMO_PASSWORD, platform: 'demo' },
      })
    ).json<LoginResponse>();
    const gestao = login.user.menu.find((item) => item.slug === 'gestao');
    expect(gestao?.submenu.map((entry) => entry.slug)).toContain('aprendizagem');
    const graded = await ctx.app.inject({
      method: 'GET',
      url: '/api/teacher-dashboard/teacher/grades_assigned',
      headers: { authorization: `Bearer ${login.auth_token}` },
    });
    expect(graded.json().activities.length).toBeGreaterThan(0);
  });
});

describe('demo digital exam', () => {
  it("is in aluno1's exam list, with its questions, and starts with its 20 minutes", async () => {
    const { auth_token } = (
      await ctx.app.inject({
        method: 'POST',
        url: '/api/identity/auth/login',
        payload: { username: 'aluno1', password: DEMO_PASSWORD, platform: 'demo' },
      })
    ).json<LoginResponse>();
    const get = (url: string) =>
      ctx.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${auth_token}` } });
    const listed = (await get('/api/exams/activity/students/list')).json<{
      activities: { activity_id: string; title: string; type: string }[];
    }>().activities;
    const exam = listed.find((item) => item.title === DEMO_EXAM.title);
    expect(exam?.type).toBe('Prova Digital');
    const started = await get(`/api/exam/time_left?activity=${exam?.activity_id}`);
    expect(started.statusCode).toBe(200);
    expect(started.json()).toMatchObject({ time_left: DEMO_EXAM.duration * 60, paused: false, finished: false });
  });
});

describe('demo tarefa', () => {
  it("is open and unplayed for aluno1, handed in by aluno2 with real plays, on professor's results", async () => {
    const tokenOf = async (username: string) =>
      (
        await ctx.app.inject({
          method: 'POST',
          url: '/api/identity/auth/login',
          payload: { username, password: DEMO_PASSWORD, platform: 'demo' },
        })
      ).json<LoginResponse>().auth_token;
    const get = async (username: string, url: string) =>
      ctx.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${await tokenOf(username)}` } });
    const listed = (await get('aluno1', '/api/tasks/activity/students/list')).json<{
      activities: { activity_id: string; title: string; type: string }[];
    }>().activities;
    const tarefa = listed.find((item) => item.title === DEMO_HOMEWORK.title);
    expect(tarefa?.type).toBe('Tarefa');
    const shown = (await get('aluno1', `/api/tasks/activity/show?activity_id=${tarefa?.activity_id}`)).json();
    expect(shown.activity.state).toBe('not_started');
    expect(shown.games).toHaveLength(3);
    const summary = (await get('professor', `/api/homeworks/summary?activity=${tarefa?.activity_id}`)).json();
    expect(summary.activity).toMatchObject({ total_games: 3, total_students: 2, finished_students: 1 });
    const bruno = summary.students.find((row: { username: string }) => row.username === 'aluno2');
    // Frações 8, tabuada 7.5, continhas 10: (8 + 7.5 + 10) / 3.
    expect(bruno).toMatchObject({ state: 'finished', games_played: 3, score: 8.5, pokz: 255 });
    const game = shown.games[0].oed_content_id;
    const rounds = (
      await get('professor', `/api/homeworks/game_questions?activity=${tarefa?.activity_id}&game=${game}`)
    ).json();
    expect(rounds.rounds.map((round: { right: number }) => round.right)).toEqual([1, 1, 0, 1, 1]);
    await seedDemo(ctx.db, ctx.config);
    const again = await ctx.db.select({ n: count() }).from(activities).where(eq(activities.title, DEMO_HOMEWORK.title));
    expect(again[0]?.n).toBe(1);
  });
});

describe('demo question bank', () => {
  it('gives professor classified questions of two teachers to search by subject and grade', async () => {
    const { auth_token } = (
      await ctx.app.inject({
        method: 'POST',
        url: '/api/identity/auth/login',
        payload: { username: 'professor', password: DEMO_PASSWORD, platform: 'demo' },
      })
    ).json<LoginResponse>();
    const search = (body: object) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/questions/questions/search',
        headers: { authorization: `Bearer ${auth_token}` },
        payload: body,
      });
    const maths = DEMO_QUESTION_BANK.questions.filter((question) => question.subject === 'Matemática');
    const found = (await search({ subject: 'Matemática' })).json<{ total: number; results: { author: object }[] }>();
    expect(found.total).toBe(maths.length);
    expect(new Set(found.results.map((result) => JSON.stringify(result.author))).size).toBe(2);
    const thirdYear = (await search({ subject: 'Matemática', grade_id: 20 })).json<{ total: number }>();
    expect(thirdYear.total).toBe(maths.filter((question) => question.grade_id === 20).length);
  });
});

describe('demo reports', () => {
  it("give professor's classrooms activities, deliveries and time on the platform over the last 30 days", async () => {
    const { auth_token } = (
      await ctx.app.inject({
        method: 'POST',
        url: '/api/identity/auth/login',
        payload: { username: 'professor', password: DEMO_PASSWORD, platform: 'demo' },
      })
    ).json<LoginResponse>();
    const report = (
      await ctx.app.inject({
        method: 'GET',
        // The seed writes at the real date, not the test clock's: the 30 days ending today.
        url: `/api/teacher-dashboard/reports/classes_summary?start=${displayDay(new Date(Date.now() - 29 * 86_400_000))}&end=${displayDay(new Date())}`,
        headers: { authorization: `Bearer ${auth_token}` },
      })
    ).json<ClassesSummary>();
    expect(report.totals.total_activities).toBeGreaterThan(0);
    expect(report.totals.total_delivered).toBeGreaterThan(0);
    expect(report.totals.active_seconds).toBeGreaterThan(0);
  });
});

describe('demo diagnosis', () => {
  it("shows the coordinator every knowledge area, the 3º ano's most missed skill and who needs attention", async () => {
    const { auth_token } = (
      await ctx.app.inject({
        method: 'POST',
        url: '/api/identity/auth/login',
        payload: { username: 'coordenador', password: DEMO_PASSWORD, platform: 'demo' },
      })
    ).json<LoginResponse>();
    const get = async <T>(path: string) =>
      (
        await ctx.app.inject({
          method: 'GET',
          url: `/api/assistant${path}`,
          headers: { authorization: `Bearer ${auth_token}` },
        })
      ).json<T>();
    const school = await get<DiagnosisReport>('/diagnosis/report');
    expect(school.areas.map((area) => area.name)).toEqual(KNOWLEDGE_AREAS.map((area) => area.name));
    expect(school.students.map((student) => student.name).sort()).toEqual(['Bruno Lima', 'Helena Prado'].sort());
    const { class_rooms } = await get<DiagnosisClassrooms>('/datasets/class-rooms');
    const third = class_rooms.find((classroom) => classroom.name === '3º ano - Turma A');
    const thirdYear = await get<DiagnosisReport>(`/diagnosis/report?classroom_id=${third?.id}`);
    expect(thirdYear.skills[0]).toMatchObject({ code: 'EF03MA08', missed: 2, answers: 2 });
  });
});

describe("demo teacher's home", () => {
  it("gives professor Bruno's essay and work to grade", async () => {
    const { auth_token } = (
      await ctx.app.inject({
        method: 'POST',
        url: '/api/identity/auth/login',
        payload: { username: 'professor', password: DEMO_PASSWORD, platform: 'demo' },
      })
    ).json<LoginResponse>();
    const overview = (
      await ctx.app.inject({
        method: 'GET',
        url: '/api/teacher-dashboard/teacher/overview',
        headers: { authorization: `Bearer ${auth_token}` },
      })
    ).json<TeacherOverview>();
    expect(overview.to_grade.total).toBe(2);
    expect(overview.to_grade.items.map((item) => [item.kind, item.student_name]).sort()).toEqual([
      ['essay', 'Bruno Lima'],
      ['work', 'Bruno Lima'],
    ]);
  });
});

describe('demo essay assistant', () => {
  it("leaves the assistant's suggestions on Bruno's essay waiting for the teacher, with its scores", async () => {
    const essays = await ctx.db
      .select({ id: activities.id })
      .from(activities)
      .where(eq(activities.title, 'Redação: minhas férias'));
    const ids = essays.map((essay) => essay.id);
    const waiting = await ctx.db.select().from(essaySuggestions).where(inArray(essaySuggestions.activity_id, ids));
    expect(waiting.map((row) => row.rule)).toEqual(
      expect.arrayContaining(['oralidade-pra', 'haver-impessoal', 'espaco-antes-pontuacao', 'maiuscula-inicio-frase']),
    );
    expect(waiting.every((row) => row.status === 'proposed')).toBe(true);
    const [assessment] = await ctx.db.select().from(essayAssessments).where(inArray(essayAssessments.activity_id, ids));
    expect(assessment?.rubric).toBe('school');
    await seedDemo(ctx.db, ctx.config);
    expect(await ctx.db.$count(essaySuggestions, inArray(essaySuggestions.activity_id, ids))).toBe(waiting.length);
  });
});

describe('demo challenges', () => {
  it('adds the library challenges, their BNCC codes and the levels once', async () => {
    await seedDemo(ctx.db, ctx.config);
    const contents = await ctx.db.select().from(gameContents);
    expect(contents.map((content) => content.seed_key).sort()).toEqual(
      SEED_CHALLENGES.map((challenge) => challenge.key).sort(),
    );
    expect(contents.every((content) => content.status === 'active' && content.shared)).toBe(true);
    expect((await ctx.db.select({ n: count() }).from(gameLevels))[0]?.n).toBe(2 * SEED_LEVELS.length);
    expect((await ctx.db.select({ n: count() }).from(bnccCodes))[0]?.n).toBe(
      new Set(SEED_CHALLENGES.flatMap((challenge) => Object.keys(challenge.bncc))).size,
    );
  });

  it('gives aluno1 (3º ano) the daily challenge and a scored play of it', async () => {
    const { auth_token } = (
      await ctx.app.inject({
        method: 'POST',
        url: '/api/identity/auth/login',
        payload: { username: 'aluno1', password: DEMO_PASSWORD, platform: 'demo' },
      })
    ).json<LoginResponse>();
    const headers = { authorization: `Bearer ${auth_token}` };
    const daily = await ctx.app.inject({ method: 'GET', url: '/api/games/contents/random', headers });
    const pick = daily.json();
    const dailyOfStage = SEED_CHALLENGES.filter((challenge) => challenge.daily && challenge.stage === 'fundamental-1');
    expect(pick.stage).toBe('fundamental-1');
    const chosen = dailyOfStage.find((challenge) => challenge.title === pick.content.title);
    expect(chosen).toBeDefined();
    const play = await ctx.app.inject({
      method: 'POST',
      url: '/api/games/games/play',
      headers,
      payload: { oed_content_id: pick.content.oed_content_id },
    });
    expect(play.json()).toMatchObject({ sandbox: false, layout: chosen?.layout });
    const theme = (await ctx.app.inject({ method: 'GET', url: '/api/platforms/show?platform=demo' })).json<Theme>();
    expect(theme.configs.external_game_origins).toEqual(DEMO_CHALLENGE_LIBRARY.gameOrigins);
  });

  it('raises every student who played to the level their seeded plays reach, none beyond', async () => {
    for (const username of ['aluno1', 'aluno2', 'aluno3']) {
      const { auth_token } = (
        await ctx.app.inject({
          method: 'POST',
          url: '/api/identity/auth/login',
          payload: { username, password: DEMO_PASSWORD, platform: 'demo' },
        })
      ).json<LoginResponse>();
      const index = (
        await ctx.app.inject({
          method: 'GET',
          url: '/api/level/index',
          headers: { authorization: `Bearer ${auth_token}` },
        })
      ).json<LevelIndexResponse>();
      const done = (level: LevelIndexResponse['levels'][number]) => level.requisitions.every((r) => r.done);
      // The next level is not done yet, and every level up to the current one is.
      const next = index.levels.find((level) => level.level === index.level + 1);
      expect(next && done(next), username).toBe(false);
      expect(index.levels.filter((level) => level.level <= index.level).every(done), username).toBe(true);
    }
  });
});

describe('demo store', () => {
  it('opens every demo platform with its whole catalogue, once, every item as the contracts read it', async () => {
    const expected = DEMO_STORE.flatMap((category) => [
      ...category.products,
      ...category.subCategories.flatMap((sub) => sub.products),
    ]).length;
    const rows = await ctx.db
      .select({ platform: platforms.slug, item: storeProducts.item })
      .from(storeProducts)
      .innerJoin(platforms, eq(platforms.id, storeProducts.platform_id));
    for (const demo of DEMO_PLATFORMS) {
      expect(
        rows.filter((row) => row.platform === demo.slug),
        demo.slug,
      ).toHaveLength(expected);
    }
    for (const row of rows) expect(storeItemSchema.safeParse(row.item).success, JSON.stringify(row.item)).toBe(true);
    expect(rows.filter((row) => row.item.kind === 'background')).toHaveLength(3 * DEMO_PLATFORMS.length);
  });

  it("lets aluno1 see the store and 'admin' keep it from the menu", async () => {
    const login = async (username: string) =>
      (
        await ctx.app.inject({
          method: 'POST',
          url: '/api/identity/auth/login',
          payload: { username, password: DEMO_PASSWORD, platform: 'demo' },
        })
      ).json<LoginResponse>();
    const slugs = (menu: LoginResponse['user']['menu']) => menu.flatMap((item) => item.submenu.map((sub) => sub.slug));
    expect(slugs((await login('aluno1')).user.menu)).toContain('loja');
    const admin = await login('admin');
    expect(slugs(admin.user.menu)).toContain('produtos-da-loja');
    const products = await ctx.app.inject({
      method: 'GET',
      url: '/api/store/products',
      headers: { authorization: `Bearer ${admin.auth_token}` },
    });
    expect(products.json().total).toBeGreaterThan(0);
  });

  it("shows 'admin' the guardian's finished copy of aluno1's data under 'Solicitações de dados', once", async () => {
    const login = (
      await ctx.app.inject({
        method: 'POST',
        url: '/api/identity/auth/login',
        payload: { username: 'admin', password: DEMO_PASSWORD, platform: 'demo' },
      })
    ).json<LoginResponse>();
    expect(login.user.menu.flatMap((item) => item.submenu.map((sub) => sub.slug))).toContain('solicitacoes-de-dados');
    const page = await ctx.app.inject({
      method: 'GET',
      url: '/api/privacy/requests',
      headers: { authorization: `Bearer ${login.auth_token}` },
    });
    expect(page.json()).toMatchObject({
      total: 1,
      requests: [
        { kind: 'export', status: 'done', subject: { name: expect.any(String) }, requested_by: { role: 'guardian' } },
      ],
    });
  });

  it("furnishes aluno1's room with pieces bought once, through the ledger, and placed", async () => {
    const { auth_token } = (
      await ctx.app.inject({
        method: 'POST',
        url: '/api/identity/auth/login',
        payload: { username: DEMO_HOME.username, password: DEMO_PASSWORD, platform: DEMO_HOME.platform },
      })
    ).json<LoginResponse>();
    const get = async (url: string) =>
      (
        await ctx.app.inject({ method: 'GET', url: `/api${url}`, headers: { authorization: `Bearer ${auth_token}` } })
      ).json();
    const room = (await get('/store/home')) as HomeLayoutResponse;
    expect(room.pieces.map((piece) => `${piece.name}@${piece.x},${piece.y}`).sort()).toEqual(
      DEMO_HOME.pieces.map((piece) => `${piece.product}@${piece.x},${piece.y}`).sort(),
    );
    // The seed ran twice (above): each piece was bought once.
    const { items } = (await get('/store/inventory?kind=home')) as InventoryResponse;
    expect(items.map((item) => item.quantity)).toEqual(DEMO_HOME.pieces.map(() => 1));
    const { statements } = (await get('/identity/transactions/statements?eventType=purchase')) as {
      statements: { event: string }[];
    };
    // The pet's collar is aluno1's other purchase of the demo.
    const homePurchases = new Set(DEMO_HOME.pieces.map((piece) => `Compra: ${piece.product}`));
    expect(
      statements
        .map((line) => line.event)
        .filter((event) => homePurchases.has(event))
        .sort(),
    ).toEqual([...homePurchases].sort());
  });
});

describe('demo park', () => {
  it("opens aluno1's park with the credits of one pack, bought once through the store, and its arcade games", async () => {
    await seedDemo(ctx.db, ctx.config);
    const login = (
      await ctx.app.inject({
        method: 'POST',
        url: '/api/identity/auth/login',
        payload: { username: 'aluno1', password: DEMO_PASSWORD, platform: 'demo' },
      })
    ).json<LoginResponse>();
    const headers = { authorization: `Bearer ${login.auth_token}` };
    const statement = await ctx.app.inject({ method: 'GET', url: '/api/park/credits/statement', headers });
    expect(statement.json()).toMatchObject({ credits: 30, total: 1 });
    const games = await ctx.db
      .select({ platform: platforms.slug, n: count() })
      .from(parkGames)
      .innerJoin(platforms, eq(platforms.id, parkGames.platform_id))
      .groupBy(platforms.slug);
    expect(games).toEqual(
      expect.arrayContaining(DEMO_PARK.platforms.map((platform) => ({ platform, n: DEMO_PARK.games.length }))),
    );
  });
});

describe('demo trails', () => {
  const demoPlatformId = async () =>
    (await ctx.db.select({ id: platforms.id }).from(platforms).where(eq(platforms.slug, 'demo')))[0]?.id ?? '';

  it('publishes six trails across the stages, using every step type and several map themes', async () => {
    const trails = await ctx.db
      .select()
      .from(learningTrails)
      .where(eq(learningTrails.platform_id, await demoPlatformId()));
    expect(trails.map((trail) => trail.title).sort()).toEqual(DEMO_TRAILS.map((trail) => trail.title).sort());
    expect(trails.length).toBeGreaterThanOrEqual(6);
    for (const trail of trails) expect(trail.status, trail.title).toBe(1);
    const stages = new Set(
      trails.flatMap((trail) => trail.grade_ids.map((gradeId) => GRADES.find((grade) => grade.id === gradeId)?.stage)),
    );
    expect(stages).toEqual(new Set(['fundamental-1', 'fundamental-2', 'ensino-medio']));
    const themes = new Set(trails.map((trail) => trail.layout));
    expect(themes.size).toBeGreaterThanOrEqual(4);
    for (const theme of themes) expect(TRAIL_MAP_THEME_IDS).toContain(theme);
    const items = await ctx.db
      .select()
      .from(trailItems)
      .where(
        inArray(
          trailItems.trail_id,
          trails.map((trail) => trail.id),
        ),
      );
    expect(new Set(items.map((item) => item.type))).toEqual(new Set(TRAIL_ITEM_TYPES));
    for (const trail of trails) {
      const steps = items.filter((item) => item.trail_id === trail.id).sort((a, b) => a.position - b.position);
      expect(steps.length, trail.title).toBeLessThanOrEqual(MAX_TRAIL_STEPS);
      expect(steps.map((step) => step.position)).toEqual(steps.map((_, index) => index + 1));
    }
  });

  it('points each challenge step at a published library challenge and each quiz question at one right answer', async () => {
    const items = await ctx.db.select().from(trailItems);
    const challengeSteps = items.filter((item) => item.type === 'challenge');
    expect(challengeSteps.length).toBeGreaterThanOrEqual(5);
    const contents = await ctx.db
      .select({ id: gameContents.id, status: gameContents.status })
      .from(gameContents)
      .where(
        inArray(
          gameContents.id,
          challengeSteps.map((step) => step.content),
        ),
      );
    expect(contents).toHaveLength(challengeSteps.length);
    for (const content of contents) expect(content.status).toBe('active');
    for (const quiz of items.filter((item) => item.type === 'quiz')) {
      expect(quiz.questions.length, quiz.title).toBeGreaterThanOrEqual(2);
      for (const question of quiz.questions) {
        expect(
          question.alternatives.filter((alternative) => alternative.correct),
          question.text,
        ).toHaveLength(1);
        expect(new Set(question.alternatives.map((alternative) => alternative.alternative_id)).size).toBe(
          question.alternatives.length,
        );
      }
    }
    for (const video of items.filter((item) => item.type === 'video')) {
      expect(video.content).toMatch(/^https:\/\/www\.youtube\.com\/embed\/[\w-]{11}$/);
    }
  });

  it("stores each step's PDF, picture and text file, made at seed time, in the teacher's files", async () => {
    const store = openFileStore(ctx.config);
    const items = await ctx.db
      .select()
      .from(trailItems)
      .where(inArray(trailItems.type, ['pdf', 'image', 'file']));
    const [professor] = await ctx.db.select({ id: users.id }).from(users).where(eq(users.username, 'professor'));
    const signatures = { pdf: '%PDF-', image: '\x89PNG\r\n\x1a\n', file: '' };
    for (const item of items) {
      expect(item.files, item.title).toHaveLength(1);
      const [file] = item.files;
      const [row] = await ctx.db
        .select()
        .from(storedFiles)
        .where(eq(storedFiles.key, file?.key ?? ''));
      expect(row, item.title).toMatchObject({ owner_id: professor?.id, file_name: file?.name });
      const object = await store.get(file?.key ?? '');
      const bytes = object ? await buffer(object.body) : Buffer.alloc(0);
      expect(bytes.length, item.title).toBeGreaterThan(20);
      const signature = signatures[item.type as keyof typeof signatures];
      expect(bytes.subarray(0, signature.length).toString('latin1'), item.title).toBe(signature);
      if (item.type === 'file') expect(bytes.toString('utf8')).toMatch(/\n$/);
    }
    const pdf = await PDFDocument.load(
      await buffer(
        (await store.get(items.find((item) => item.type === 'pdf')?.files[0]?.key ?? ''))?.body ?? Readable.from([]),
      ),
    );
    expect(pdf.getPageCount()).toBeGreaterThanOrEqual(1);
  });

  it("applies two trails as 'Trilha' activities of aluno1's classroom, the first already begun by aluno1", async () => {
    const applied = await ctx.db
      .select({
        activityId: activities.id,
        title: activities.title,
        kind: activities.kind,
        trailId: activityTrails.trail_id,
      })
      .from(activities)
      .innerJoin(activityTrails, eq(activityTrails.activity_id, activities.id));
    expect(applied.map((row) => row.title).sort()).toEqual(DEMO_TRAIL_ACTIVITIES.map((row) => row.title).sort());
    for (const row of applied) expect(row.kind).toBe('trail');
    const people = await ctx.db.select({ id: users.id, username: users.username }).from(users);
    const idOf = new Map(people.map((person) => [person.username, person.id]));
    for (const row of applied) {
      const assigned = await ctx.db
        .select({ studentId: activityStudents.student_id })
        .from(activityStudents)
        .where(eq(activityStudents.activity_id, row.activityId));
      expect(new Set(assigned.map((student) => student.studentId))).toEqual(
        new Set([idOf.get('aluno1'), idOf.get('aluno2')]),
      );
    }
    const water = applied.find((row) => row.title === 'Trilha: O ciclo da água');
    const steps = await ctx.db
      .select({ id: trailItems.id })
      .from(trailItems)
      .where(eq(trailItems.trail_id, water?.trailId ?? ''))
      .orderBy(trailItems.position);
    const journeys = await ctx.db.select().from(trailJourneys);
    expect(journeys).toHaveLength(1);
    expect(journeys[0]).toMatchObject({
      activity_id: water?.activityId,
      student_id: idOf.get('aluno1'),
      finished_at: null,
      last_item_id: steps[3]?.id,
    });
    const progress = await ctx.db.select().from(trailProgress);
    expect(progress.map((row) => row.item_id).sort()).toEqual(
      steps
        .slice(0, 3)
        .map((step) => step.id)
        .sort(),
    );
    for (const row of progress) expect(row).toMatchObject({ done: true, student_id: idOf.get('aluno1') });
  });

  it('adds the trails, their files and their activities once', async () => {
    const counts = async () => ({
      trails: (await ctx.db.select({ n: count() }).from(learningTrails))[0]?.n,
      items: (await ctx.db.select({ n: count() }).from(trailItems))[0]?.n,
      files: (await ctx.db.select({ n: count() }).from(storedFiles))[0]?.n,
      links: (await ctx.db.select({ n: count() }).from(activityTrails))[0]?.n,
      progress: (await ctx.db.select({ n: count() }).from(trailProgress))[0]?.n,
    });
    const before = await counts();
    await seedDemo(ctx.db, ctx.config);
    expect(await counts()).toEqual(before);
  });
});

describe('demo retention', () => {
  it("gives the demo administration 'Retenção de dados' with its chosen periods and last night's run", async () => {
    const token = await signIn(ctx.app, 'demo', 'admin', DEMO_PASSWORD);
    const answer = await ctx.app.inject({ method: 'GET', url: '/api/privacy/retention', headers: bearer(token) });
    expect(answer.statusCode).toBe(200);
    const settings = answer.json<RetentionSettings>();
    expect(settings.periods.map((period) => [period.category, period.months])).toEqual([
      ['usage_logs', 24],
      ['sign_ins', 12],
      ['access_log', 36],
      ['former_students', 24],
    ]);
    expect(settings.last_run?.removed.usage_logs).toBe(42);
  });
});
