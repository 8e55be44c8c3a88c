import {
  type ClassroomPosition,
  type ClassroomStandingsResponse,
  CONSENT_MESSAGES,
  type GamesStatementResponse,
  HALL_OF_FAME_MESSAGES,
  type HallPosition,
  MESSAGES,
  SCHOOL_DIRECTORY_MESSAGES,
  type StudentStandingsResponse,
  studentStandingsResponseSchema,
} from '@ava/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../identity/identity.tables.ts';
import { decideConsent } from '../privacy/consent.fixture.ts';
import { buildHallOfFameWorld, type HallOfFameWorld, periodQuery } from './hall-of-fame.fixture.ts';

let w: HallOfFameWorld;
const PLACE_AND_RANKING_TTL_MS = 60_001;
let period: string;

beforeAll(async () => {
  w = await buildHallOfFameWorld();
  period = periodQuery({ from: w.month, to: w.month });
  await w.ctx.db.update(users).set({ name: 'Bruna Lima Sobrenome' }).where(eq(users.id, w.users.student2.id));
  await w.ctx.db
    .update(users)
    .set({ avatar_url: 'https://cdn.ava.teste/avatar-1.svg' })
    .where(eq(users.id, w.users.student1.id));
  // student1 10 + 6.7, student2 10 + 10, student3 3.3, student4 (the other school) 10 + 10 + 10.
  for (const [who, right] of [
    ['student1', 3],
    ['student1', 2],
    ['student2', 3],
    ['student2', 3],
    ['student3', 1],
    ['student4', 3],
    ['student4', 3],
    ['student4', 3],
  ] as const) {
    await w.scored(who, right);
    // Results are dated by the server's clock: a second apart, so 'newest first' has one order.
    w.ctx.clock.advance(1_000);
  }
});
afterAll(() => w.ctx.close());

const json = async <T>(response: Promise<{ statusCode: number; body: string; json(): unknown }>, status = 200) => {
  const answered = await response;
  expect(answered.statusCode, answered.body).toBe(status);
  return answered.json() as T;
};

describe('GET /hall_fame/student_standings', () => {
  it("ranks a student's school by default, first names and avatars only, the caller marked", async () => {
    const answer = await json<StudentStandingsResponse>(w.get('student1', '/hall_fame/student_standings'));
    // Sent as prepared JSON, past the serialiser's check: the contract must still hold.
    expect(studentStandingsResponseSchema.strict().parse(answer)).toEqual(answer);
    expect(answer.scope).toEqual({ kind: 'school', id: w.schoolId, name: 'Escola Municipal', grade: null });
    expect(answer.standings).toEqual([
      { position: 1, first_name: 'Bruna', avatar_url: null, score: 20, games_played: 2, me: false },
      {
        position: 2,
        first_name: 'Pessoa',
        avatar_url: 'https://cdn.ava.teste/avatar-1.svg',
        score: 16.7,
        games_played: 2,
        me: true,
      },
      { position: 3, first_name: 'Pessoa', avatar_url: null, score: 3.3, games_played: 1, me: false },
    ]);
    expect(answer.me).toEqual({ ranking_position: 2, games_played: 2, score: 16.7, ranked: 3 });
    expect(answer.ranked).toBe(3);
    expect(JSON.stringify(answer)).not.toContain(w.users.student2.id);
    expect(JSON.stringify(answer)).not.toContain('Sobrenome');
  });

  it('ranks a classroom, or the school of one grade', async () => {
    const classroom = await json<StudentStandingsResponse>(
      w.get('student3', `/hall_fame/student_standings?classroom=${w.world.classroomB.id}&${period}`),
    );
    expect(classroom.scope).toMatchObject({ kind: 'classroom', id: w.world.classroomB.id, grade: 21 });
    expect(classroom.standings).toEqual([expect.objectContaining({ position: 1, score: 3.3, me: true })]);
    const grade = await json<StudentStandingsResponse>(w.get('student1', '/hall_fame/student_standings?grade=20'));
    expect(grade.standings.map((row) => row.score)).toEqual([20, 16.7]);
  });

  it('keeps a student to their own school, and says so', async () => {
    const other = await w.get('student1', `/hall_fame/student_standings?school=${w.otherSchool.id}`);
    expect(other.statusCode).toBe(403);
    expect(other.json().message).toBe(HALL_OF_FAME_MESSAGES.otherSchool);
    const room = await w.get('student1', `/hall_fame/student_standings?classroom=${w.classroomC.id}`);
    expect(room.statusCode).toBe(403);
    const own = await json<StudentStandingsResponse>(w.get('student4', '/hall_fame/student_standings'));
    expect(own.standings).toEqual([expect.objectContaining({ first_name: 'Pessoa', score: 30, me: true })]);
  });

  it('shows an educator the schools they belong to, an administrator any school named', async () => {
    const teacher = await json<StudentStandingsResponse>(w.get('teacher', '/hall_fame/student_standings'));
    expect(teacher.me).toBeNull();
    expect(teacher.standings).toHaveLength(3);
    expect(teacher.standings.every((row) => !row.me)).toBe(true);
    expect((await w.get('teacher', `/hall_fame/student_standings?school=${w.otherSchool.id}`)).statusCode).toBe(403);
    const teacherC = await json<StudentStandingsResponse>(w.get('teacherC', '/hall_fame/student_standings'));
    expect(teacherC.scope.id).toBe(w.otherSchool.id);
    const admin = await json<StudentStandingsResponse>(
      w.get('admin', `/hall_fame/student_standings?school=${w.otherSchool.id}`),
    );
    expect(admin.standings).toHaveLength(1);
    const unnamed = await w.get('admin', '/hall_fame/student_standings');
    expect(unnamed.statusCode).toBe(400);
    expect(unnamed.json().fields).toEqual([{ field: 'querystring.school', message: MESSAGES.requiredField }]);
  });

  it('refuses guardians and other platforms', async () => {
    expect((await w.get('guardian', '/hall_fame/student_standings')).statusCode).toBe(403);
    const foreign = await w.get('foreignTeacher', `/hall_fame/student_standings?school=${w.schoolId}`);
    expect(foreign.statusCode).toBe(403);
    const foreignStudent = await w.get('foreignStudent', `/hall_fame/student_standings?school=${w.schoolId}`);
    expect(foreignStudent.statusCode).toBe(403);
    const own = await json<StudentStandingsResponse>(w.get('foreignStudent', '/hall_fame/student_standings'));
    expect(own.standings).toEqual([]);
  });

  it('counts whole months: an earlier period is empty, a reversed or too long one is refused', async () => {
    const before = await json<StudentStandingsResponse>(
      w.get('student1', '/hall_fame/student_standings?start_month=1&start_year=2020&end_month=12&end_year=2020'),
    );
    expect(before.standings).toEqual([]);
    expect(before.me).toEqual({ ranking_position: null, games_played: 0, score: 0, ranked: 0 });
    const reversed = await w.get(
      'student1',
      '/hall_fame/student_standings?start_month=5&start_year=2026&end_month=4&end_year=2026',
    );
    expect(reversed.statusCode).toBe(400);
    expect(reversed.json().message).toBe(HALL_OF_FAME_MESSAGES.periodReversed);
    const long = await w.get(
      'student1',
      '/hall_fame/student_standings?start_month=1&start_year=2025&end_month=1&end_year=2026',
    );
    expect(long.json().message).toBe(HALL_OF_FAME_MESSAGES.periodTooLong);
    const month = await w.get('student1', '/hall_fame/student_standings?start_month=13');
    expect(month.statusCode).toBe(400);
    expect(month.json().fields).toEqual([
      { field: 'querystring.start_month', message: HALL_OF_FAME_MESSAGES.invalidMonth },
    ]);
  });
});

describe('GET /hall_fame/student_position', () => {
  it("answers a student's own place in their school, of one grade when asked", async () => {
    const own = await json<HallPosition>(w.get('student2', `/hall_fame/student_position?${period}`));
    expect(own).toEqual({ ranking_position: 1, games_played: 2, score: 20, ranked: 3 });
    const grade = await json<HallPosition>(w.get('student3', '/hall_fame/student_position?grade=21'));
    expect(grade).toEqual({ ranking_position: 1, games_played: 1, score: 3.3, ranked: 1 });
    const named = await json<HallPosition>(
      w.get('student1', `/hall_fame/student_position?student=${w.users.student1.id}`),
    );
    expect(named.ranking_position).toBe(2);
  });

  it("keeps a student to their own place, an educator to their schools' students", async () => {
    const other = await w.get('student1', `/hall_fame/student_position?student=${w.users.student2.id}`);
    expect(other.statusCode).toBe(403);
    expect(other.json().message).toBe(HALL_OF_FAME_MESSAGES.ownPositionOnly);
    const teacher = await json<HallPosition>(
      w.get('teacher', `/hall_fame/student_position?student=${w.users.student3.id}`),
    );
    expect(teacher.ranking_position).toBe(3);
    const foreign = await w.get('teacher', `/hall_fame/student_position?student=${w.users.student4.id}`);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().message).toBe(SCHOOL_DIRECTORY_MESSAGES.studentNotFound);
    expect((await w.get('teacher', `/hall_fame/student_position?student=${w.users.teacher.id}`)).statusCode).toBe(404);
    expect((await w.get('teacher', '/hall_fame/student_position')).statusCode).toBe(400);
    const platformElsewhere = await w.get(
      'foreignTeacher',
      `/hall_fame/student_position?student=${w.users.student1.id}`,
    );
    expect(platformElsewhere.statusCode).toBe(404);
    expect((await w.get('guardian', `/hall_fame/student_position?student=${w.users.student1.id}`)).statusCode).toBe(
      403,
    );
  });
});

describe('classroom standings and position', () => {
  it("ranks the classrooms of the caller's school, theirs marked", async () => {
    const answer = await json<ClassroomStandingsResponse>(w.get('student3', '/hall_fame/classroom_standings'));
    expect(answer.school).toEqual({ id: w.schoolId, name: 'Escola Municipal' });
    expect(answer.standings).toEqual([
      expect.objectContaining({
        position: 1,
        classroom_id: w.world.classroomA.id,
        score: 36.7,
        students: 2,
        mine: false,
      }),
      expect.objectContaining({
        position: 2,
        classroom_id: w.world.classroomB.id,
        score: 3.3,
        students: 1,
        mine: true,
      }),
    ]);
    const teacher = await json<ClassroomStandingsResponse>(w.get('teacher', '/hall_fame/classroom_standings'));
    expect(teacher.standings.map((row) => row.mine)).toEqual([true, false]);
    expect((await w.get('student1', `/hall_fame/classroom_standings?school=${w.otherSchool.id}`)).statusCode).toBe(403);
    expect((await w.get('guardian', '/hall_fame/classroom_standings')).statusCode).toBe(403);
  });

  it("answers a student's classroom by default, another of their school when named", async () => {
    const own = await json<ClassroomPosition>(w.get('student3', '/hall_fame/classroom_position'));
    expect(own).toMatchObject({ classroom_id: w.world.classroomB.id, ranking_position: 2, games_played: 1, ranked: 2 });
    const named = await json<ClassroomPosition>(
      w.get('student3', `/hall_fame/classroom_position?classroom=${w.world.classroomA.id}`),
    );
    expect(named.ranking_position).toBe(1);
    expect((await w.get('student3', `/hall_fame/classroom_position?classroom=${w.classroomC.id}`)).statusCode).toBe(
      403,
    );
    expect((await w.get('teacher', '/hall_fame/classroom_position')).statusCode).toBe(400);
    const unknown = await w.get('teacher', `/hall_fame/classroom_position?classroom=${w.users.teacher.id}`);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe(SCHOOL_DIRECTORY_MESSAGES.classroomNotFound);
  });
});

describe('GET /hall_fame/games_statement', () => {
  it("lists a student's scored challenges of the period, newest first, with the period's sums", async () => {
    const answer = await json<GamesStatementResponse>(w.get('student1', '/hall_fame/games_statement'));
    expect(answer.total).toBe(2);
    expect(answer.score).toBe(16.7);
    expect(answer.pages).toBe(1);
    expect(answer.statements).toEqual([
      expect.objectContaining({ oed_content_id: w.contentId, title: 'Frações', scoring_rule: 'L', score: 6.7 }),
      expect.objectContaining({ score: 10 }),
    ]);
    const empty = await json<GamesStatementResponse>(w.get('student1', '/hall_fame/games_statement?page=2'));
    expect(empty.statements).toEqual([]);
  });

  it('is for the student themself, their educators and administrators', async () => {
    expect((await w.get('student1', `/hall_fame/games_statement?student=${w.users.student2.id}`)).statusCode).toBe(403);
    const teacher = await json<GamesStatementResponse>(
      w.get('teacher', `/hall_fame/games_statement?student=${w.users.student2.id}`),
    );
    expect(teacher.total).toBe(2);
    expect((await w.get('teacherC', `/hall_fame/games_statement?student=${w.users.student2.id}`)).statusCode).toBe(404);
    expect((await w.get('guardian', `/hall_fame/games_statement?student=${w.users.student1.id}`)).statusCode).toBe(403);
  });
});

describe('who may call each path', () => {
  const PATHS = [
    '/hall_fame/student_standings',
    '/hall_fame/student_position',
    '/hall_fame/classroom_standings',
    '/hall_fame/classroom_position',
    '/hall_fame/games_statement',
    '/seasons/list',
  ];

  it('refuses guardians everywhere', async () => {
    for (const path of PATHS) expect((await w.get('guardian', path)).statusCode, path).toBe(403);
  });

  it("shows a student of another school nothing of this one's", async () => {
    const named = [
      `/hall_fame/student_standings?school=${w.schoolId}`,
      `/hall_fame/student_standings?classroom=${w.world.classroomA.id}`,
      `/hall_fame/student_position?student=${w.users.student1.id}`,
      `/hall_fame/classroom_standings?school=${w.schoolId}`,
      `/hall_fame/classroom_position?classroom=${w.world.classroomA.id}`,
      `/hall_fame/games_statement?student=${w.users.student1.id}`,
    ];
    for (const path of named) expect((await w.get('student4', path)).statusCode, path).toBe(403);
  });
});

describe('the hall_of_fame consent (LGPD)', () => {
  it('takes a child whose consent was withdrawn out of every ranking, and tells them why on their own screen', async () => {
    await decideConsent(w.ctx.db, w.world.platform.id, w.users.student2.id, 'hall_of_fame', false);
    // Rankings are kept 10 s; a student's place (with whether they are listed) a minute.
    w.ctx.clock.advance(PLACE_AND_RANKING_TTL_MS);
    try {
      const seen = await json<StudentStandingsResponse>(w.get('student1', '/hall_fame/student_standings'));
      expect(seen.standings.map((row) => [row.position, row.first_name])).toEqual([
        [1, 'Pessoa'],
        [2, 'Pessoa'],
      ]);
      expect(seen.unlisted).toBeNull();
      const own = await json<StudentStandingsResponse>(w.get('student2', '/hall_fame/student_standings'));
      expect(own.unlisted).toBe(CONSENT_MESSAGES.hallOfFameUnlisted);
      expect(own.me?.ranking_position).toBeNull();
      expect(own.standings.some((row) => row.me)).toBe(false);
      const byTeacher = await json<HallPosition>(
        w.get('teacher', `/hall_fame/student_position?student=${w.users.student2.id}`),
      );
      expect(byTeacher.ranking_position).toBeNull();
    } finally {
      await decideConsent(w.ctx.db, w.world.platform.id, w.users.student2.id, 'hall_of_fame');
      w.ctx.clock.advance(PLACE_AND_RANKING_TTL_MS);
    }
  });
});

describe('hide_hall_of_fame', () => {
  it('closes every path with a message while the theme hides it', async () => {
    await w.setTheme({ hide_hall_of_fame: 'true' });
    w.ctx.clock.advance(61_000);
    for (const path of [
      '/hall_fame/student_standings',
      '/hall_fame/student_position',
      '/hall_fame/classroom_standings',
      '/hall_fame/classroom_position',
      '/hall_fame/games_statement',
      '/seasons/list',
    ]) {
      const response = await w.get('student1', path);
      expect(response.statusCode, path).toBe(403);
      expect(response.json().message).toBe(HALL_OF_FAME_MESSAGES.hidden);
    }
    const claim = await w.post('student1', '/rewards/claim', { season_id: w.users.student1.id });
    expect(claim.json().message).toBe(HALL_OF_FAME_MESSAGES.hidden);
    await w.setTheme({ hide_hall_of_fame: false });
    w.ctx.clock.advance(61_000);
    expect((await w.get('student1', '/hall_fame/student_standings')).statusCode).toBe(200);
  });
});
